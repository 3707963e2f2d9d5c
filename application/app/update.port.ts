/** Which build the page runs and which one the server now serves. */
export const BuildProbe = Symbol("BuildProbe");
export interface BuildProbe {
  /** The build this page was loaded with; null when it cannot tell (development). */
  current(): string | null;
  /** The build the server serves now; null when it cannot tell. */
  latest(): Promise<string | null>;
}
