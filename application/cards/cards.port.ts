import type { CardAdded, CardToAdd, SavedCard } from "./cards.types";

/**
 * The signed-in shopper's saved bank cards over /api/v1 (payments/cards/). Refusals are CardError values with
 * the server's code (CARD.INVALID_NUMBER, EXPIRY.EXPIRED, CODE.WRONG...) and `params.field`.
 */
export const CardsGateway = Symbol("CardsGateway");
export interface CardsGateway {
  list(): Promise<SavedCard[]>;
  /** Registers the card with the bank, which texts a code to the card's phone. */
  add(card: CardToAdd): Promise<CardAdded>;
  /** True once the bank accepted the code. */
  verify(id: number, code: string): Promise<boolean>;
  remove(id: number): Promise<void>;
}
