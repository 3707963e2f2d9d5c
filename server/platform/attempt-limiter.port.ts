/**
 * Counts attempts of one kind per key within a window (failed sign-ins per phone): in Redis when REDIS_URL is
 * set, so every server process counts together, in process otherwise.
 */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again; 0 when nothing is counted. */
  retryInMs: number;
}

export interface AttemptLimiter {
  /** Counts one attempt; the window starts with the first. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
  close(): Promise<void>;
}
