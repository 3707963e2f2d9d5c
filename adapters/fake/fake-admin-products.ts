import { isRealSale } from "../../domain/product-upkeep";
import type { AdminProductsCalls } from "../../application/admin/sections/products.port";
import {
  MAX_PRICE,
  MAX_STOCK,
  PRODUCT_FIELDS,
  PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type ProductChange,
  type ProductEdit,
  type ProductField,
  type ProductsQuery,
} from "../../application/admin/sections/products.types";
import { Refused } from "../../application/shared/refusal";
import { may, type UserRole } from "../../domain/staff";
import { DEMO_PRODUCTS } from "./demo-data";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The demo operator's name as the audit log shows it (the shop's demo staff account, 901112233). */
export const DEMO_EDITOR = { fullName: "Dilshod Yusupov", phone: "+998901112233" };
const WIRE_NAME: Record<ProductField, string> = { price: "price", salePrice: "sale_price", stock: "stock" };

/** The shop's demo catalogue as staff edit it: the price before a sale, the sale price (0 for none). */
const DEMO_ROWS: AdminProduct[] = DEMO_PRODUCTS.map((p) => ({
  id: p.id,
  slug: p.slug,
  title: p.title[0],
  price: p.oldPrice ?? p.price,
  salePrice: p.oldPrice === null ? 0 : p.price,
  stock: p.stock,
})).sort((a, b) => b.id - a.id);

/** The newest product's log: two price rises and a restock, one of them by an account since deleted. */
function demoLog(newest: AdminProduct): ProductChange[] {
  const by = DEMO_EDITOR;
  return [
    { field: "stock", oldValue: 40, newValue: newest.stock, by, at: "2026-11-24T06:40:00Z" },
    {
      field: "price",
      oldValue: newest.price - 4_000,
      newValue: newest.price,
      by,
      at: "2026-11-20T09:15:00Z",
    },
    {
      field: "price",
      oldValue: newest.price - 6_000,
      newValue: newest.price - 4_000,
      by: null,
      at: "2026-10-02T12:05:00Z",
    },
  ];
}

/** The back office's products in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminProducts implements AdminProductsCalls {
  /** Every save the fake took, in order, for stories to check. */
  readonly saves: { id: number; edit: ProductEdit }[] = [];
  private readonly rows: AdminProduct[];
  private readonly logs = new Map<number, ProductChange[]>();
  private clock = Date.parse("2026-11-25T08:00:00Z");
  /** This section's calls alone reject, while the door lets staff in (`failing` shuts both). */
  down = false;
  /** This section's calls alone never answer. */
  stalled = false;

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    this.rows = options.empty ? [] : DEMO_ROWS.map((r) => ({ ...r }));
    if (this.rows[0]) this.logs.set(this.rows[0].id, demoLog(this.rows[0]));
  }

  /** The guard, then the server's permission: an operator has no catalogue.edit. */
  private async allowed(): Promise<void> {
    await this.guard();
    if (this.stalled) await new Promise(() => {});
    if (this.down) throw new Refused(500, "");
    const caller = this.options.caller ?? "operator";
    if (caller !== "guest" && !may(caller as UserRole, "catalogue.edit"))
      throw new Refused(403, "", "STAFF.FORBIDDEN");
  }

  async list(query: ProductsQuery) {
    await this.allowed();
    const size = this.options.pageSize ?? PRODUCTS_PAGE_SIZE;
    const words = query.search.trim().toLowerCase();
    const matching = this.rows.filter(
      (r) =>
        words === "" ||
        r.title.toLowerCase().includes(words) ||
        r.slug.includes(words) ||
        String(r.id) === words,
    );
    return {
      results: matching.slice((query.page - 1) * size, query.page * size),
      total: matching.length,
      totalPages: Math.ceil(matching.length / size),
    };
  }

  /** As the server: the asked values over the current ones, the sale rule checked on the result. */
  async update(id: number, edit: ProductEdit) {
    await this.allowed();
    const i = this.rows.findIndex((r) => r.id === id);
    const now = this.rows[i];
    if (!now) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    const bounds: Record<ProductField, [number, number]> = {
      price: [1, MAX_PRICE],
      salePrice: [0, MAX_PRICE],
      stock: [0, MAX_STOCK],
    };
    for (const f of PRODUCT_FIELDS) {
      const v = edit[f];
      if (v !== undefined && (!Number.isSafeInteger(v) || v < bounds[f][0] || v > bounds[f][1]))
        throw invalid(f);
    }
    const next = { ...now, ...edit };
    if (!isRealSale(next.price, next.salePrice)) throw invalid("salePrice");
    this.saves.push({ id, edit });
    const at = new Date((this.clock += 60_000)).toISOString();
    const changes = PRODUCT_FIELDS.filter((f) => next[f] !== now[f]).map((f): ProductChange => ({
      field: f,
      oldValue: now[f],
      newValue: next[f],
      by: DEMO_EDITOR,
      at,
    }));
    this.logs.set(id, [...changes.reverse(), ...(this.logs.get(id) ?? [])]);
    this.rows[i] = next;
    return next;
  }

  async changes(id: number) {
    await this.allowed();
    if (!this.rows.some((r) => r.id === id)) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    return [...(this.logs.get(id) ?? [])];
  }
}

/** As the HTTP gateway hands the server's refusal on: its words, the code, the field by its wire name. */
const invalid = (field: ProductField) =>
  new Refused(400, `The value of the field «${WIRE_NAME[field]}» is not valid`, "FIELD.INVALID", {
    field: WIRE_NAME[field],
  });
