/** Paynet writes times as Tashkent wall-clock text (UTC+5, no daylight saving), without a zone. */
const TASHKENT_MS = 5 * 3_600_000;

/** epoch ms -> "YYYY-MM-DD HH:mm:ss" in Tashkent. */
export function paynetTime(ms: number): string {
  return new Date(ms + TASHKENT_MS).toISOString().slice(0, 19).replace("T", " ");
}

const ISO = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** "YYYY-MM-DD HH:mm:ss" (or "DD.MM.YYYY HH:mm:ss") in Tashkent -> epoch ms; null when it is no such time. */
export function parsePaynetTime(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const iso = ISO.exec(text);
  const dotted = iso ? null : DOTTED.exec(text);
  if (!iso && !dotted) return null;
  const [y, mo, d, h, mi, s] = iso
    ? iso.slice(1).map(Number)
    : [dotted![3], dotted![2], dotted![1], dotted![4], dotted![5], dotted![6]].map(Number);
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Date.UTC rolls 2024-02-30 over into March: such a date is not a date.
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59)
    return null;
  return utc - TASHKENT_MS;
}
