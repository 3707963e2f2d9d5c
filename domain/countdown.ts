/** The resend-code link appears once this countdown, started when a code is sent, reaches zero. */
export const RESEND_COUNTDOWN_SECONDS = 60;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * "mm:ss" below an hour, "hh:mm:ss" from an hour on; negative or fractional input shows whole seconds left.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * Seconds left at `nowMs` of a countdown started at `startedAtMs`; both instants come from the caller's
 * clock.
 */
export function secondsLeft(
  startedAtMs: number,
  nowMs: number,
  durationSeconds = RESEND_COUNTDOWN_SECONDS,
): number {
  const elapsed = Math.floor((nowMs - startedAtMs) / 1000);
  return Math.min(durationSeconds, Math.max(0, durationSeconds - elapsed));
}

export function canResend(
  startedAtMs: number,
  nowMs: number,
  durationSeconds = RESEND_COUNTDOWN_SECONDS,
): boolean {
  return secondsLeft(startedAtMs, nowMs, durationSeconds) === 0;
}
