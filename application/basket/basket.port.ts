import type { PageOf, ProductCard } from "../catalogue/catalogue.types";
import type { BasketLine } from "./basket.types";

/**
 * The basket and the saved products over /api/v1; a guest's belong to their fingerprint, a user's to the
 * user.
 */
export const ShoppingGateway = Symbol("ShoppingGateway");
export interface ShoppingGateway {
  /**
   * With `merge` (once, right after login) the basket and likes of this browser's guest join the user's
   * first; the server knows that guest by its HttpOnly cookie, which the page never reads (decision 0025).
   */
  basket(merge?: boolean): Promise<BasketLine[]>;
  /** `amount` is the new quantity; 0 removes. Rejects with BasketError (e.g. over stock). */
  setAmount(productId: number, amount: number): Promise<void>;
  saved(page: number, size: number): Promise<PageOf<ProductCard>>;
  like(productId: number): Promise<void>;
  unlike(productId: number): Promise<void>;
}
