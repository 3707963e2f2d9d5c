import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Language } from "../../../domain/language.ts";
import type { Database, Queryable } from "../../db/database.port.ts";
import {
  categories,
  comments,
  dictionary,
  manufacturers,
  products,
  users,
  type AttributeValue,
} from "../../db/schema/index.ts";
import { queryableOf } from "../../db/transactor.ts";
import { pick } from "../../platform/language.ts";
import type { Tx } from "../../platform/transactions.ts";
import { cardColumns, manufacturerJoin } from "./product-card.repository.ts";
import type { CardRow } from "./product-card.ts";

/**
 * Rebuilds what search reads: the narrow `product_search` table (words, title keys, sales) and the vocabulary
 * of search-key words. Run after seeding and after any change to product titles or sales.
 */
export async function refreshSearchIndex(db: Queryable) {
  // TRUNCATE, not DELETE: the rows go back best sellers first into a fresh file, with no dead rows left
  // behind.
  await db.query("TRUNCATE product_search");
  await db.query(`INSERT INTO product_search (id, words, title_keys, sold_count)
    SELECT id, strip(to_tsvector('simple', search_key)), title_keys, sold_count FROM products WHERE visible
    ORDER BY sold_count DESC, id DESC`);
  // Rows inserted into a GIN index wait in its pending list, which every search then reads whole (374 pages
  // of 610 at 30,000 products) and which made the planner prefer a sequential scan. Only vacuum empties it,
  // and PGlite has no autovacuum: merge it into the index now.
  await db.query("SELECT gin_clean_pending_list('product_search_words')");
  await db.query("ANALYZE product_search");
  await db.query("DELETE FROM search_words");
  await db.query(`INSERT INTO search_words (word, products)
    SELECT word, ndoc FROM ts_stat('SELECT words FROM product_search')`);
}

/** Everything of the catalogue but product lists and search (products.repository.ts). */
export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  categoryRows() {
    return this.db.orm.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  }

  dictionaryRows() {
    return this.db.orm.select().from(dictionary);
  }

  async vocabulary() {
    const words = await this.db.query<{ word: string; products: number }>(
      "SELECT word, products FROM search_words",
    );
    const [count] = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM product_search");
    return { words, productCount: count?.n ?? 0 };
  }

  mostSold(lang: Language, size: number): Promise<CardRow[]> {
    return this.db.orm
      .select(cardColumns(lang))
      .from(products)
      .innerJoin(manufacturers, manufacturerJoin)
      .where(eq(products.visible, true))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(size);
  }

  /** Same category, other products, best sellers first; null when the product does not exist. */
  async similar(lang: Language, id: number, size: number): Promise<CardRow[] | null> {
    const [self] = await this.db.orm
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, id));
    if (!self) return null;
    return this.db.orm
      .select(cardColumns(lang))
      .from(products)
      .innerJoin(manufacturers, manufacturerJoin)
      .where(and(eq(products.categoryId, self.categoryId), ne(products.id, id), eq(products.visible, true)))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(size);
  }

  async productExists(id: number): Promise<boolean> {
    const rows = await this.db.orm.select({ id: products.id }).from(products).where(eq(products.id, id));
    return rows.length > 0;
  }

  async lockProduct(tx: Tx, id: number): Promise<boolean> {
    const rows = await queryableOf(tx).query("SELECT id FROM products WHERE id = $1 FOR UPDATE", [id]);
    return rows.length > 0;
  }

  /** The product's `rate` (average, one decimal; 0 with no reviews) and `comment_count` from its reviews. */
  async recountRates(tx: Tx, id: number): Promise<void> {
    await queryableOf(tx).query(
      `UPDATE products SET rate = s.rate, comment_count = s.n
       FROM (SELECT coalesce(round(avg(rate), 1), 0) AS rate, count(*)::int AS n
             FROM comments WHERE product_id = $1) s
       WHERE products.id = $1`,
      [id],
    );
  }

  async reviewPage(id: number, page: number, size: number) {
    const [{ n } = { n: 0 }] = await this.db.orm
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.productId, id));
    const rows = await this.db.orm
      .select({
        id: comments.id,
        fullName: users.fullName,
        rate: comments.rate,
        comment: comments.comment,
        createdAt: comments.createdAt,
        answer: comments.answer,
        answeredAt: comments.answeredAt,
        photos: comments.photos,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.productId, id))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(size)
      .offset((page - 1) * size);
    return { rows, total: Number(n) };
  }

  /** How many reviews gave each rate. */
  rateCounts(id: number) {
    return this.db.orm
      .select({ rate: comments.rate, n: sql<number>`count(*)`.mapWith(Number) })
      .from(comments)
      .where(eq(comments.productId, id))
      .groupBy(comments.rate);
  }

  async detailRow(lang: Language, slug: string) {
    const [row] = await this.db.orm
      .select({
        ...cardColumns(lang),
        description: pick(lang, products.descriptionRu, products.descriptionUz, products.descriptionSr),
        categoryId: products.categoryId,
        groupId: products.groupId,
        year: products.year,
        unitValue: products.unitValue,
        unit: products.unit,
        weight: products.weight,
        country: products.country,
        audience: products.audience,
        attributes: products.attributes,
      })
      .from(products)
      .innerJoin(manufacturers, manufacturerJoin)
      .where(and(eq(products.slug, slug), eq(products.visible, true)))
      .limit(1);
    return row ?? null;
  }

  /** The products of a variant group, at most 50. */
  variants(groupId: number): Promise<{ slug: string; attributes: [string, AttributeValue][] }[]> {
    return this.db.orm
      .select({ slug: products.slug, attributes: products.attributes })
      .from(products)
      .where(and(eq(products.groupId, groupId), eq(products.visible, true)))
      .orderBy(asc(products.id))
      .limit(50);
  }

  async brandPage(size: number) {
    const [rows, [total]] = await Promise.all([
      this.db.orm
        .select({ id: manufacturers.id, title: manufacturers.title, icon: manufacturers.icon })
        .from(manufacturers)
        .orderBy(asc(manufacturers.position))
        .limit(size),
      this.db.orm.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(manufacturers),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  brands(size: number) {
    return this.db.orm.select().from(manufacturers).orderBy(asc(manufacturers.position)).limit(size);
  }

  /** Up to four best sellers of each brand. */
  topOfBrands(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.query<{ manufacturer_id: number; slug: string; price: string; images: string[] }>(
      `SELECT manufacturer_id, slug, price::text AS price, images FROM (
         SELECT manufacturer_id, slug, price, images, row_number() OVER (PARTITION BY manufacturer_id ORDER BY sold_count DESC, id) AS n
         FROM products WHERE manufacturer_id = ANY($1::int[]) AND visible) t WHERE n <= 4 ORDER BY manufacturer_id, n`,
      [`{${ids.join(",")}}`],
    );
  }

  /** Units sold per category, best first. */
  categorySales(ids: number[]) {
    return this.db.orm
      .select({ id: products.categoryId, n: sql<number>`sum(${products.soldCount})`.mapWith(Number) })
      .from(products)
      .where(and(inArray(products.categoryId, ids), eq(products.visible, true)))
      .groupBy(products.categoryId)
      .orderBy(desc(sql`sum(${products.soldCount})`));
  }
}

export type DetailRow = NonNullable<Awaited<ReturnType<CatalogueRepository["detailRow"]>>>;
