import type { PageOf, ProductCard } from "../catalogue/catalogue.types";
import type { BasketLine } from "./basket.types";

/**
 * The basket and the saved products over /api/v1; a guest's belong to their fingerprint, a user's to the
 * user.
 */
export const ShoppingGateway = Symbol("ShoppingGateway");
export interface ShoppingGateway {
  /** With `mergeFingerprint` (once, right after login) the guest's basket and likes join the user's first. */
  basket(mergeFingerprint?: string): Promise<BasketLine[]>;
  /** `amount` is the new quantity; 0 removes. Rejects with BasketError (e.g. over stock). */
  setAmount(productId: number, amount: number): Promise<void>;
  saved(page: number, size: number): Promise<PageOf<ProductCard>>;
  like(productId: number): Promise<void>;
  unlike(productId: number): Promise<void>;
}
