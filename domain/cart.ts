import { fail, ok, type Result } from "./errors.ts";
import type { Som } from "./money.ts";

export type ProductId = number;

/**
 * One basket entry. `salePrice` 0, null or not below `unitPrice` means no sale, as "0.00" does on the wire.
 */
export interface CartLine {
  readonly productId: ProductId;
  readonly quantity: number;
  readonly unitPrice: Som;
  readonly salePrice?: Som | null;
  readonly stock: number;
}
export type Cart = readonly CartLine[];

export function effectiveUnitPrice(line: Pick<CartLine, "unitPrice" | "salePrice">): Som {
  const sale = line.salePrice ?? 0;
  return sale > 0 && sale < line.unitPrice ? sale : line.unitPrice;
}

/**
 * A basket quantity against the stock: a whole number from 0, at most the stock (a negative stock means none
 * left).
 */
export function checkQuantity(quantity: number, stock: number): Result<number> {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return fail("CART.INVALID_QUANTITY");
  if (quantity > stock) return fail("CART.OVER_STOCK", { stock: Math.max(0, stock) });
  return ok(quantity);
}

/**
 * Sets a line's quantity, as POST orders/cart/ does with `amount`: 0 removes the line; more than the stock is
 * CART.OVER_STOCK and leaves the basket as it was. A product not yet in the basket needs `addToCart`.
 */
export function setQuantity(cart: Cart, productId: ProductId, quantity: number): Result<Cart> {
  const line = cart.find((l) => l.productId === productId);
  if (!line) return fail("CART.NOT_IN_CART");
  const checked = checkQuantity(quantity, line.stock);
  if (!checked.ok) return checked;
  if (quantity === 0) return ok(removeFromCart(cart, productId));
  return ok(cart.map((l) => (l.productId === productId ? { ...l, quantity } : l)));
}

/** Adds `quantity` more of a product (1 by default), creating its line; price and stock are refreshed. */
export function addToCart(cart: Cart, product: Omit<CartLine, "quantity">, quantity = 1): Result<Cart> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return fail("CART.INVALID_QUANTITY");
  const existing = cart.find((l) => l.productId === product.productId);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const checked = checkQuantity(wanted, product.stock);
  if (!checked.ok) return checked;
  const line: CartLine = { ...product, quantity: wanted };
  return ok(existing ? cart.map((l) => (l.productId === product.productId ? line : l)) : [...cart, line]);
}

export function removeFromCart(cart: Cart, productId: ProductId): Cart {
  return cart.filter((l) => l.productId !== productId);
}

export interface CartTotals {
  /** Pieces in the basket: the header badge. */
  readonly itemCount: number;
  readonly lineCount: number;
  /** At full prices. */
  readonly subtotal: Som;
  /** Taken off by sale prices. */
  readonly discount: Som;
  readonly total: Som;
}

export function cartTotals(cart: Cart): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  let total = 0;
  for (const line of cart) {
    itemCount += line.quantity;
    subtotal += line.unitPrice * line.quantity;
    total += effectiveUnitPrice(line) * line.quantity;
  }
  return { itemCount, lineCount: cart.length, subtotal, discount: subtotal - total, total };
}
