import type { ErrorParams } from "../../domain/errors";

/**
 * A call the server refused: its HTTP status, the stable code when the answer carried one (`PHONE.INVALID`,
 * `CART.OVER_STOCK`; the ui translates a known code with its catalogs) and the server's own words, already in
 * the shopper's language ("" when it gave none).
 */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = "Refused";
  }
}

/**
 * What a person is told about a refusal: the code to translate, else the server's words, else (null) the
 * generic error.
 */
export interface Refusal {
  readonly code: string | null;
  readonly params?: ErrorParams;
  readonly words: string | null;
}

/**
 * The refusal of an error; anything but a Refused (a network failure, a broken answer) reads as the generic
 * error.
 */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof Refused)) return { code: null, words: null };
  const refusal = { code: error.code, words: error.message || null };
  return error.params ? { ...refusal, params: error.params } : refusal;
}
