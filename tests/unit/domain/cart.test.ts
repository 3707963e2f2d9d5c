import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addToCart,
  cartTotals,
  removeFromCart,
  setQuantity,
  type Cart,
  type CartLine,
} from "../../../domain/cart";

const cement = { productId: 1, unitPrice: 65000, salePrice: 0, stock: 10 };
const brick = { productId: 2, unitPrice: 1500, salePrice: 1200, stock: 1000 };

function unwrap(r: { ok: true; value: Cart } | { ok: false; error: unknown }): Cart {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("cart", () => {
  it("adds products and merges repeated adds", () => {
    let cart = unwrap(addToCart([], cement));
    cart = unwrap(addToCart(cart, cement, 2));
    cart = unwrap(addToCart(cart, brick, 100));
    expect(cart.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 3],
      [2, 100],
    ]);
  });

  it("refuses more than the stock with CART.OVER_STOCK", () => {
    const cart = unwrap(addToCart([], cement, 10));
    expect(addToCart(cart, cement)).toEqual({
      ok: false,
      error: { code: "CART.OVER_STOCK", params: { stock: 10 } },
    });
    expect(setQuantity(cart, 1, 11)).toEqual({
      ok: false,
      error: { code: "CART.OVER_STOCK", params: { stock: 10 } },
    });
    expect(addToCart([], { ...cement, stock: 0 }).ok).toBe(false);
  });

  it("takes whole quantities only", () => {
    const cart = unwrap(addToCart([], cement));
    expect(setQuantity(cart, 1, 1.5)).toEqual({ ok: false, error: { code: "CART.INVALID_QUANTITY" } });
    expect(setQuantity(cart, 1, -1).ok).toBe(false);
    expect(addToCart(cart, cement, 0).ok).toBe(false);
    expect(addToCart(cart, cement, 0.5).ok).toBe(false);
  });

  it("sets a quantity, and 0 removes the line", () => {
    const cart = unwrap(addToCart(unwrap(addToCart([], cement)), brick));
    expect(unwrap(setQuantity(cart, 1, 4)).find((l) => l.productId === 1)?.quantity).toBe(4);
    expect(unwrap(setQuantity(cart, 1, 0)).map((l) => l.productId)).toEqual([2]);
    expect(setQuantity(cart, 99, 1)).toEqual({ ok: false, error: { code: "CART.NOT_IN_CART" } });
    expect(removeFromCart(cart, 2).map((l) => l.productId)).toEqual([1]);
  });

  it("totals full prices, sale discounts and what is paid", () => {
    const cart: CartLine[] = [
      { ...cement, quantity: 2 },
      { ...brick, quantity: 100 },
    ];
    expect(cartTotals(cart)).toEqual({
      itemCount: 102,
      lineCount: 2,
      subtotal: 2 * 65000 + 100 * 1500,
      discount: 100 * 300,
      total: 2 * 65000 + 100 * 1200,
    });
    expect(cartTotals([])).toEqual({ itemCount: 0, lineCount: 0, subtotal: 0, discount: 0, total: 0 });
  });

  it("never holds more than the stock, whatever is done", () => {
    const action = fc.record({
      kind: fc.constantFrom("add", "set", "remove"),
      product: fc.integer({ min: 1, max: 3 }),
      quantity: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double({ min: -1, max: 30, noNaN: true })),
      stock: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let cart: Cart = [];
        for (const a of actions) {
          const product = { productId: a.product, unitPrice: 1000, stock: a.stock };
          const r =
            a.kind === "add"
              ? addToCart(cart, product, a.quantity)
              : a.kind === "set"
                ? setQuantity(cart, a.product, a.quantity)
                : { ok: true as const, value: removeFromCart(cart, a.product) };
          if (r.ok) cart = r.value;
          for (const line of cart) {
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.quantity).toBeLessThanOrEqual(line.stock);
            expect(Number.isInteger(line.quantity)).toBe(true);
          }
        }
      }),
    );
  });
});
