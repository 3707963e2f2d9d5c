import type { CardSystem } from "../../domain/card";
import type { ErrorParams } from "../../domain/errors";
import { Refused } from "../shared/refusal";

/** A card the shopper saved and the bank verified (the list holds verified cards only). */
export interface SavedCard {
  readonly id: number;
  /** Masked, as the server gives it: "8600 06** **** 6311". */
  readonly number: string;
  /** From the number's prefix, else the processing the server named; null when neither is known. */
  readonly system: CardSystem | null;
  /** "MM/YY" */
  readonly expiry: string;
}

/** What adding a card sends: 16 digits and "MM/YY". */
export interface CardToAdd {
  readonly number: string;
  readonly expire: string;
}

/** The bank's answer to a new card: where the SMS code went and how long until another may be asked for. */
export interface CardAdded {
  readonly id: number;
  /** Masked, as the server gives it. */
  readonly number: string;
  /** True when the bank needs no code (the card is saved already). */
  readonly verified: boolean;
  /** The masked phone the bank texted ("99890*****66"); "" when nothing was sent. */
  readonly phone: string;
  /** Seconds until a new code may be asked for. */
  readonly waitSeconds: number;
}

/** A cards call the server refused: status, stable code when it gave one, and its words ("" when none). */
export class CardError extends Refused {
  constructor(status: number, message: string, code: string | null = null, params?: ErrorParams) {
    super(status, message, code, params);
    this.name = "CardError";
  }
}
