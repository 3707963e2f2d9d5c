import type { DraftStore } from "../checkout/draft-store.port";

// The note that carries an order's number across a provider's payment page (decision 0009). Written by the
// checkout as it leaves for the provider, taken once by the orders page on the way back: the two live in
// different chunks, so neither may rely on the other's model being loaded.

export const PAYING_KEY = "order/paying";
/** A number older than this is a payment abandoned long ago, not the one coming back now. */
export const PAYING_FRESH_MS = 3_600_000;

export function notePaying(store: DraftStore | null, id: number, now = Date.now()): void {
  store?.write(PAYING_KEY, JSON.stringify({ id, at: now }));
}

/** The order being paid, removed from the store; null when none, stale or unreadable. */
export function takePaying(store: DraftStore | null, now = Date.now()): number | null {
  const raw = store?.read(PAYING_KEY) ?? null;
  store?.write(PAYING_KEY, null);
  try {
    const { id, at } = JSON.parse(raw ?? "null") as { id?: unknown; at?: unknown };
    const fresh = typeof at === "number" && now - at < PAYING_FRESH_MS;
    return fresh && typeof id === "number" && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}
