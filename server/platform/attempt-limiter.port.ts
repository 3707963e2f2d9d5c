/**
 * Counts attempts of one kind per key within a window (failed sign-ins per phone): in Redis when REDIS_URL is
 * set, so every server process counts together, in process otherwise.
 */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again; 0 when nothing is counted. */
  retryInMs: number;
}

/** A place taken by `reserve`, for `release`; it names its window, so a later window is never touched. */
export interface Reservation {
  readonly key: string;
  readonly window: string;
}

export type Reserved =
  | { readonly ok: true; readonly reservation: Reservation }
  | { readonly ok: false; readonly retryInMs: number };

export interface AttemptLimiter {
  /** Counts one attempt; the window starts with the first. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
  /**
   * Takes one of `limit` places in the key's window in one atomic step, before the attempt is made: of any
   * number of attempts at once, in one process or in several sharing Redis, at most `limit` get a place. A
   * refused one counts nothing; `retryInMs` says when the window ends. The first place starts the window.
   */
  reserve(key: string, limit: number, windowMs: number): Promise<Reserved>;
  /**
   * Gives back the place, if its window is still the key's (an attempt that turned out not to count, such as
   * the right password); a place of a window that has ended is not given to the next one.
   */
  release(reservation: Reservation): Promise<void>;
  close(): Promise<void>;
}
