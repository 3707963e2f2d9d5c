/**
 * Where the checkout keeps its draft across reloads (spec section 3: local storage keys `order` and
 * `check`). Values are JSON text; null removes.
 */
export const DraftStore = Symbol("DraftStore");
export interface DraftStore {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}
