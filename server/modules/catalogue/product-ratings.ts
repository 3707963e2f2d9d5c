import type { Tx } from "../../platform/transactions.ts";

/**
 * The product's review figures (`rate`, `comment_count`) are the catalogue's columns; the reviews module
 * keeps them in step through this, inside the transaction that writes the review.
 */
export interface ProductRatings {
  /** Locks the product's row until `tx` ends, so reviews of one product are counted in turn; false: none. */
  lock(tx: Tx, productId: number): Promise<boolean>;
  /** Sets the product's average rate and review count from its reviews as `tx` sees them. */
  recount(tx: Tx, productId: number): Promise<void>;
}

/** A signed-in user's own facts about a product, for its page: may they review it, and did they. */
export type ReviewerFacts = (
  userId: number,
  productId: number,
) => Promise<{ canComment: boolean; hasComment: boolean }>;
