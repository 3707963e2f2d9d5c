import type { CardCreateAnswer, SavedCard as WireCard } from "../../contract/cards";
import { CardError, type CardAdded, type SavedCard } from "../../application/cards/cards.types";
import { detectCardSystem, type CardSystem } from "../../domain/card";
import { shownCardSystem } from "../../domain/payment-card";
import { ApiError } from "./api-client";

const SYSTEMS: readonly CardSystem[] = ["uzcard", "humo", "mastercard", "visa"];

/** The system from the masked number's prefix, else the `processing` (or `vendor`) the server named. */
function systemOf(w: WireCard): CardSystem | null {
  const named = [w.processing, w.vendor]
    .map((s) => s?.toLowerCase())
    .find((s) => SYSTEMS.includes(s as CardSystem));
  if (detectCardSystem(w.number)) return shownCardSystem(w.number);
  return (named as CardSystem | undefined) ?? null;
}

export function savedCardFromWire(w: WireCard): SavedCard {
  return { id: w.id, number: w.number, system: systemOf(w), expiry: w.expiry_date };
}

export function cardAddedFromWire(w: CardCreateAnswer): CardAdded {
  return {
    id: w.id,
    number: w.number,
    verified: w.verify,
    phone: w.verification_code.phone,
    waitSeconds: w.verification_code.wait,
  };
}

/** ApiError keeps transport details; the application sees the status, the code and the server's own words. */
export async function asCardError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError)
      throw new CardError(error.status, error.serverWords, error.code, error.params);
    throw error;
  }
}
