import type { ErrorParams } from "../../domain/errors";
import { Refused } from "../shared/refusal";

/** The signed-in shopper as the storefront shows them (money in so'm as numbers). */
export interface Account {
  readonly id: number;
  /** 9 national digits. */
  readonly phone: string;
  readonly fullName: string;
  readonly address: string;
  readonly avatar: string | null;
  readonly cashbackBalance: number;
  /** Discount points, "ball". */
  readonly points: number;
  readonly isMaster: boolean;
  /** A master's discount card number ("QB…", decision 0006); null for everyone else. */
  readonly discountCard: string | null;
}

export interface Tokens {
  readonly access: string;
  readonly refresh: string;
}

/** An account call the server refused: status, stable code when it gave one, and its words ("" when none). */
export class AccountError extends Refused {
  constructor(status: number, message: string, code: string | null = null, params?: ErrorParams) {
    super(status, message, code, params);
    this.name = "AccountError";
  }
}
