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
}

export interface Tokens {
  readonly access: string;
  readonly refresh: string;
}

export interface SavedCard {
  readonly id: number;
  /** Masked, as the bank gives it: "8600 **** **** 1234". */
  readonly number: string;
  readonly system: string | null;
  readonly expiry: string;
}

/** A call the server refused, with the message it gave (already in the shopper's language) when it gave one. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}
