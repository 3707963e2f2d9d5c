import type { Som } from "../../../domain/money";
import { isRealSale, MAX_PRICE, MAX_STOCK } from "../../../domain/product-upkeep";

/** The back office's pages of products hold this many rows (the server's page_size). */
export const PRODUCTS_PAGE_SIZE = 20;
export { MAX_PRICE, MAX_STOCK } from "../../../domain/product-upkeep";

/** A product as the back office edits it; the title is in the page's language. */
export interface AdminProduct {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly price: Som;
  /** 0 is "no sale"; any other value is below the price. */
  readonly salePrice: Som;
  readonly stock: number;
  /** false: off the storefront (kept here). Absent where the answer does not say (taken as shown). */
  readonly visible?: boolean;
  /** Languages whose title still shows the Russian: flagged for staff. */
  readonly missing?: readonly ("uz" | "sr")[];
}

/** What the list was asked for: words matching the title, the slug or the id, and the page. */
export interface ProductsQuery {
  readonly search: string;
  readonly page: number;
}

export interface ProductsPage {
  readonly results: readonly AdminProduct[];
  readonly total: number;
  readonly totalPages: number;
}

export const PRODUCT_FIELDS = ["price", "salePrice", "stock"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** The values a save sends; a field left out keeps what the server has. */
export type ProductEdit = Partial<Record<ProductField, number>>;

export interface ProductEditRequest {
  readonly id: number;
  readonly edit: ProductEdit;
}

/** One line of a product's audit log. */
export interface ProductChange {
  readonly field: ProductField;
  readonly oldValue: number;
  readonly newValue: number;
  /** Who made it; null when their account is gone. */
  readonly by: { readonly fullName: string | null; readonly phone: string | null } | null;
  /** ISO time. */
  readonly at: string | null;
}

/** Why a value of the edit form cannot be sent. */
export type EditProblem = "required" | "whole" | "negative" | "tooBig" | "notBelowPrice";

/** The form's values: null for an empty field, NaN for text that is no number. */
export interface EditDraft {
  readonly price: number | null;
  readonly salePrice: number | null;
  readonly stock: number | null;
}

function wholeProblem(value: number, min: number, max: number): EditProblem | undefined {
  if (!Number.isSafeInteger(value)) return "whole";
  if (value < min) return min > 0 ? "required" : "negative";
  return value > max ? "tooBig" : undefined;
}

/**
 * The server's rules, checked before sending: whole numbers, a price of at least 1 so'm, a sale price of 0
 * (an empty field) or below the price, a stock of 0 or more.
 */
export function editProblems(draft: EditDraft): Partial<Record<ProductField, EditProblem>> {
  const problems: Partial<Record<ProductField, EditProblem>> = {};
  const price = draft.price === null ? "required" : wholeProblem(draft.price, 1, MAX_PRICE);
  if (price) problems.price = price;
  const sale = wholeProblem(draft.salePrice ?? 0, 0, MAX_PRICE);
  if (sale) problems.salePrice = sale;
  else if (!price && draft.price !== null && !isRealSale(draft.price, draft.salePrice ?? 0))
    problems.salePrice = "notBelowPrice";
  const stock = draft.stock === null ? "required" : wholeProblem(draft.stock, 0, MAX_STOCK);
  if (stock) problems.stock = stock;
  return problems;
}

/** The fields of a checked draft that differ from the product: what a save sends. */
export function editOf(product: AdminProduct, draft: EditDraft): ProductEdit {
  const next = { price: draft.price ?? 0, salePrice: draft.salePrice ?? 0, stock: draft.stock ?? 0 };
  return Object.fromEntries(PRODUCT_FIELDS.filter((f) => next[f] !== product[f]).map((f) => [f, next[f]]));
}
