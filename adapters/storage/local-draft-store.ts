import type { DraftStore } from "../../application/checkout/draft-store.port";

/**
 * The browser's localStorage; where there is none (the server's render, a private window that refuses it)
 * the draft lives in memory for the page's life instead, which only costs the reload.
 */
export class LocalDraftStore implements DraftStore {
  private readonly memory = new Map<string, string>();

  read(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? this.memory.get(key) ?? null;
    } catch {
      return this.memory.get(key) ?? null;
    }
  }

  write(key: string, value: string | null): void {
    if (value === null) this.memory.delete(key);
    else this.memory.set(key, value);
    try {
      if (value === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or refused: the memory copy above still serves this page.
    }
  }
}

/** For tests and stories: nothing outlives the instance. */
export class MemoryDraftStore implements DraftStore {
  constructor(readonly entries = new Map<string, string>()) {}
  read(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  write(key: string, value: string | null): void {
    if (value === null) this.entries.delete(key);
    else this.entries.set(key, value);
  }
}
