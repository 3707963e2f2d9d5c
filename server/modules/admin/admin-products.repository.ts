import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

/** The fields the back office may change on a product, each audited in `product_changes` (migration 0022). */
export const PRODUCT_FIELDS = ["price", "sale_price", "stock"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductStock = Record<ProductField, number>;

export interface AdminProductRow extends ProductStock {
  id: number;
  slug: string;
  title: string;
  /** Off the storefront (kept here); only the list reads it. */
  visible?: boolean;
  /** Languages whose title still shows the Russian (decision 0030); only the list reads it. */
  missing?: string[];
}

export interface ProductChangeRow {
  field: ProductField;
  oldValue: number;
  newValue: number;
  at: Date;
  userId: number | null;
  fullName: string | null;
  phone: string | null;
}

/** The column of the title in `lang`; only these three names ever reach the SQL. */
const TITLE: Record<Language, string> = { ru: "title_ru", uz: "title_uz", sr: "title_sr" };

const numbers = <T extends ProductStock>(r: T): T => ({
  ...r,
  price: Number(r.price),
  sale_price: Number(r.sale_price),
  stock: Number(r.stock),
});

/** Prices and stock as the back office reads them, and their audit log (written by the catalogue). */
export class AdminProductsRepository {
  constructor(private readonly db: Database) {}

  /** Newest (highest id) first; `search` matches the title in `lang`, the slug, or the id itself. */
  async page(lang: Language, search: string, page: number, size: number) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    // A deleted product is gone from the lists; the orders that name it still show their lines.
    const where = `deleted_at IS NULL AND ${
      search === "" ? "TRUE" : `(${TITLE[lang]} ILIKE $1 OR slug ILIKE $1 OR id = $2::int)`
    }`;
    const params = search === "" ? [] : [like, id];
    const [rows, [total]] = await Promise.all([
      this.db.query<AdminProductRow>(
        `SELECT id, slug, ${TITLE[lang]} AS title, price, sale_price, stock, visible,
           missing_translations AS missing
         FROM products WHERE ${where} ORDER BY id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE ${where}`, params),
    ]);
    return { rows: rows.map(numbers), total: total?.n ?? 0 };
  }

  async one(lang: Language, id: number, tx?: Tx): Promise<AdminProductRow | null> {
    const q = tx ? queryableOf(tx) : this.db;
    const [row] = await q.query<AdminProductRow>(
      `SELECT id, slug, ${TITLE[lang]} AS title, price, sale_price, stock FROM products WHERE id = $1
       ${tx ? "FOR UPDATE" : ""}`,
      [id],
    );
    return row ? numbers(row) : null;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.query("SELECT 1 FROM products WHERE id = $1", [id])).length > 0;
  }

  async changes(productId: number): Promise<ProductChangeRow[]> {
    const rows = await this.db.query<ProductChangeRow>(
      `SELECT c.field, c.old_value AS "oldValue", c.new_value AS "newValue", c.changed_at AS at,
         c.user_id AS "userId", u.full_name AS "fullName", u.phone
       FROM product_changes c LEFT JOIN users u ON u.id = c.user_id
       WHERE c.product_id = $1 AND c.field IN ('price', 'sale_price', 'stock') ORDER BY c.id DESC`,
      [productId],
    );
    return rows.map((r) => ({ ...r, oldValue: Number(r.oldValue), newValue: Number(r.newValue) }));
  }
}
