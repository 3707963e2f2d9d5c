import type { Som } from "../../domain/money";

/** One product in the basket, priced by the server (it recomputes every price; the client never sends one). */
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

/** The server refused a change (over stock, an unknown product), with its own words in the shopper's language. */
export class BasketError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BasketError";
  }
}

export function basketTotal(lines: readonly BasketLine[]): Som {
  return lines.reduce((sum, line) => sum + line.total, 0);
}
