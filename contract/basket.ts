import { array, boolean, integer, max, min, nullable, string, type, type Infer } from "superstruct";
import { ImageRef } from "./media.ts";
import { optionalParam } from "./query.ts";
import { Count, Id, IntFromText, MoneyString, Rate, Slug, Title } from "./scalars.ts";

// The basket (the contract's "cart"). A guest's basket belongs to their fingerprint; after login the client
// asks for it once with `?Fingerprint=<visitorId>` and the server merges the guest basket into the user's.

/** The most of one product a basket line may hold, whatever the stock. */
export const MAX_CART_AMOUNT = 9999;

/**
 * `amount` is the new quantity, not a delta; 0 removes the product. A whole number 0..MAX_CART_AMOUNT; over
 * stock is an error `{detail}`.
 */
export const CartUpdateRequest = type({
  product: IntFromText,
  amount: max(min(IntFromText, 0), MAX_CART_AMOUNT),
});
export type CartUpdateRequest = Infer<typeof CartUpdateRequest>;

export const CartProductsQuery = type({ Fingerprint: optionalParam(string()) });
export type CartProductsQuery = Infer<typeof CartProductsQuery>;

/** The product inside a basket entry: a slimmer card with one picture. */
export const CartProduct = type({
  id: Id,
  slug: Slug,
  title: Title,
  rate: Rate,
  comment_count: Count,
  image_src: ImageRef,
  is_liked: boolean(),
});
export type CartProduct = Infer<typeof CartProduct>;

/**
 * One basket line. `price` is the unit price, `sale_price` its discount (null or "0.00" when none),
 * `product_price` the unit price to pay, `total_price` the line total; `product_realtime_count` the stock
 * that caps `amount`.
 */
export const CartEntry = type({
  product: CartProduct,
  amount: Count,
  price: MoneyString,
  sale_price: nullable(MoneyString),
  product_price: MoneyString,
  total_price: MoneyString,
  product_realtime_count: integer(),
});
export type CartEntry = Infer<typeof CartEntry>;

export const CartProductsAnswer = type({ products: array(CartEntry) });
export type CartProductsAnswer = Infer<typeof CartProductsAnswer>;
