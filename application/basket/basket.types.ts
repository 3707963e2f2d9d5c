import type { ErrorParams } from "../../domain/errors";
import type { Som } from "../../domain/money";
import { Refused } from "../shared/refusal";

/**
 * One product in the basket, priced by the server (it recomputes every price; the client never sends one).
 */
export interface BasketLine {
  readonly product: {
    readonly id: number;
    readonly slug: string;
    readonly title: string;
    readonly image: string;
    readonly isLiked: boolean;
  };
  readonly amount: number;
  /** What one costs now. */
  readonly unitPrice: Som;
  /** The price before the discount, when there is one. */
  readonly oldPrice: Som | null;
  readonly total: Som;
  /** The stock that caps `amount`. */
  readonly stock: number;
}

/**
 * The server refused a change (over stock, an unknown product): status, stable code when it gave one, its
 * words.
 */
export class BasketError extends Refused {
  constructor(status: number, message: string, code: string | null = null, params?: ErrorParams) {
    super(status, message, code, params);
    this.name = "BasketError";
  }
}

export function basketTotal(lines: readonly BasketLine[]): Som {
  return lines.reduce((sum, line) => sum + line.total, 0);
}
