/**
 * Chakra's `memo` (its utils/memo.js), put in its place by the build (vite.config.ts, `cheaperChakraStyles`):
 * the same pure cache in front of the style system's functions (css, cva, sva, isImportant and the like),
 * cheaper per call. Chakra's keeps 500 entries in least-recently-used order, so every hit deletes and
 * re-inserts its key, and a product page's few thousand style lookups overflow it: it took half as much time
 * as React's own hydration work in a phone's profile (issue 28). Here a primitive argument is its own key, an
 * object is keyed by Chakra's hash of it (key order ignored, as there), and a full cache is emptied at once.
 */
const MAX_ENTRIES = 5000;

function hashOf(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  switch (typeof value) {
    case "string":
      return `s:${value}`;
    case "number":
      return `n:${value}`;
    case "boolean":
      return `b:${value}`;
    case "function":
      return `f:${(value as { name?: string }).name || "anonymous"}`;
    case "object": {
      if (Array.isArray(value)) return `a:[${value.map(hashOf).join(",")}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      return `o:{${keys.map((k) => `${k}:${hashOf(record[k])}`).join(",")}}`;
    }
    default:
      return String(value);
  }
}

const isPrimitive = (value: unknown) =>
  value === null || (typeof value !== "object" && typeof value !== "function");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape Chakra's callers give it
export function memo<F extends (...args: any[]) => unknown>(fn: F): F {
  // Two maps, so a string argument never meets an object's hash of the same text.
  const byValue = new Map<unknown, unknown>();
  const byHash = new Map<string, unknown>();
  return function get(this: unknown, ...args: unknown[]) {
    const cache: Map<unknown, unknown> = args.length === 1 && isPrimitive(args[0]) ? byValue : byHash;
    const key =
      cache === byValue ? args[0] : args.length === 1 ? hashOf(args[0]) : args.map(hashOf).join("|");
    let result = cache.get(key);
    if (result === undefined) {
      result = fn.apply(this, args);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, result);
    }
    return result;
  } as F;
}
