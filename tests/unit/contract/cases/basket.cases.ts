import { fault, type CaseTable } from "./run-cases.ts";

export const cartEntry = {
  product: {
    id: 12,
    slug: "sement-m400-50-kg",
    title: "Портландцемент М400, 50 кг",
    rate: 4.5,
    comment_count: 18,
    image_src: "/media/products/12/cement-m400.webp",
    is_liked: false,
  },
  amount: 10,
  price: "62000.00",
  sale_price: "0.00",
  product_price: "62000.00",
  total_price: "620000.00",
  product_realtime_count: 240,
};

const imageSetEntry = {
  ...cartEntry,
  product: {
    ...cartEntry.product,
    id: 57,
    image_src: {
      default: "/media/products/57/gipsokarton.webp",
      small: "/media/products/57/gipsokarton-sm.webp",
    },
  },
  sale_price: null,
};

const cart = { products: [cartEntry, imageSetEntry] };

export const basketCases: CaseTable = {
  cartUpdate: {
    body: {
      ok: [
        { product: 12, amount: 3 },
        { product: 12, amount: 0 },
        { product: "12", amount: "5" },
        { product: 12, amount: 9999 },
      ],
      bad: [
        { value: { product: 12, amount: -1 }, path: "amount" },
        { value: { product: 12, amount: 10000 }, path: "amount" },
        { value: { product: 12 }, path: "amount" },
        { value: { product: 12, amount: 1.5 }, path: "amount" },
      ],
    },
    answer: { ok: [{}, null] },
  },
  cartProducts: {
    query: {
      ok: [{}, { Fingerprint: "k3j9x0q2v8m1" }],
      bad: [{ value: { Fingerprint: ["a", "b"] }, path: "Fingerprint" }],
    },
    answer: {
      ok: [cart, { products: [] }],
      bad: [
        fault(cart, "products.0.total_price", 620000),
        fault(cart, "products.1.product.id", undefined),
        fault(cart, "products.0.amount", "10"),
        { value: { results: [] }, path: "products" },
      ],
    },
  },
};
