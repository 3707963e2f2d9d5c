import type { Som } from "./money.ts";

// The bounds and the sale rule of the back office's price and stock edits, checked by the server on every
// edit and by the edit form before it sends: far above any real price or stock, within PostgreSQL's columns.
export const MAX_PRICE: Som = 1_000_000_000_000;
export const MAX_STOCK = 2_147_483_647;

/** 0 is "no sale"; any other sale price must be a real discount, below the price. */
export function isRealSale(price: Som, salePrice: Som): boolean {
  return salePrice === 0 || salePrice < price;
}
