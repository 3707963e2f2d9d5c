import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { ProductsQuery } from "../../../contract/index.ts";
import { parseMoneyString } from "../../../domain/money.ts";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { manufacturers, products } from "../../db/schema/index.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import { cardColumns, manufacturerJoin, titleColumn } from "./product-card.repository.ts";
import type { CardRow } from "./product-card.ts";
import {
  estimatedMatches,
  productSearch,
  scanBeatsIndex,
  type SortKey,
} from "./product-search.repository.ts";
import type { QueryTerm } from "./search-vocabulary.ts";

/**
 * Relevance search ranks at most this many matches, the best sellers among them, and counts at most this
 * many. A two-letter prefix matches thousands of products (pr: 11,000 of 30,000); ranking all of them cost
 * PGlite 20-50 ms a keystroke, and the count alone grows with the catalogue.
 */
export const SEARCH_RANK_LIMIT = 500;
/**
 * The cap when every word is a prefix of one or two letters: the first keystrokes, matching the most products
 * (se: 2,600 at 30,000), each ranked on PGlite in WebAssembly. 200 took 40 % less time than 500 for "se"; a
 * shopper who wants more than the best sellers types on.
 */
export const SHORT_SEARCH_RANK_LIMIT = 200;
const dialect = new PgDialect();

/**
 * What the shopper pays, as domain/cart.ts `effectiveUnitPrice` has it: the sale price when it is above 0 and
 * below the price, else the price.
 */
const effectivePrice = sql`(CASE WHEN ${products.salePrice} > 0 AND ${products.salePrice} < ${products.price} THEN ${products.salePrice} ELSE ${products.price} END)`;

/** A sale the shopper gets (the same rule as effectivePrice). */
const onSale = sql`(${products.salePrice} > 0 AND ${products.salePrice} < ${products.price})`;

const ORDERINGS: Record<string, SortKey[]> = {
  is_recommendation: [
    { expr: sql`${products.isRecommendation}`, desc: true },
    { expr: sql`${products.soldCount}`, desc: true },
  ],
  // Discounted goods first, the deepest discount first.
  sale_price: [
    { expr: sql`(${products.salePrice} = 0)` },
    { expr: sql`(${products.price} - ${products.salePrice})::float8 / ${products.price}`, desc: true },
  ],
  "-rate": [
    { expr: sql`${products.rate}`, desc: true },
    { expr: sql`${products.commentCount}`, desc: true },
  ],
  created_at: [{ expr: sql`${products.createdAt}` }],
  "-created_at": [{ expr: sql`${products.createdAt}`, desc: true }],
  price: [{ expr: effectivePrice }],
  "-price": [{ expr: effectivePrice, desc: true }],
};

const DEFAULT_ORDER: SortKey[] = [{ expr: sql`${products.createdAt}`, desc: true }];
const orderBy = (k: SortKey, expr: SQL = k.expr) => (k.desc ? sql`${expr} DESC` : sql`${expr} ASC`);

export interface RowPage {
  rows: CardRow[];
  total: number;
}

/**
 * The filters of a product list; `categoryIds` is the query's categories widened to everything under them.
 */
export interface ListFilter {
  query: ProductsQuery;
  categoryIds: number[];
}

function filters({ query: q, categoryIds }: ListFilter): SQL[] {
  const where: SQL[] = [];
  if (categoryIds.length > 0) where.push(inArray(products.categoryId, categoryIds));
  if (q.manufacturer_id__in?.length)
    where.push(inArray(products.manufacturerId, q.manufacturer_id__in as number[]));
  if (q.is_recommendation !== undefined) where.push(eq(products.isRecommendation, q.is_recommendation));
  if (q.in_sale !== undefined) where.push(q.in_sale ? onSale : sql`NOT ${onSale}`);
  if (q.price__gte !== undefined) where.push(sql`${effectivePrice} >= ${parseMoneyString(q.price__gte)}`);
  if (q.price__lte !== undefined) where.push(sql`${effectivePrice} <= ${parseMoneyString(q.price__lte)}`);
  if (q.product_group_id !== undefined) where.push(eq(products.groupId, q.product_group_id));
  return where;
}

/** Product rows for the catalogue's lists and search, with the SQL that finds and orders them. */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  /** A filtered, ordered page of products. */
  async list(lang: Language, filter: ListFilter, page: PageRequest): Promise<RowPage> {
    const where = filters(filter);
    const q = filter.query;
    const condition = where.length > 0 ? and(...where) : undefined;
    const order = (q.ordering ? ORDERINGS[q.ordering]! : DEFAULT_ORDER).map((k) => orderBy(k));
    const rows = await this.db.orm
      .select({ ...cardColumns(lang), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(products)
      .innerJoin(manufacturers, manufacturerJoin)
      .where(condition)
      .orderBy(...order, desc(products.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    let total = rows[0]?.total;
    if (total === undefined) {
      const [row] = await this.db.orm.select({ n: count() }).from(products).where(condition);
      total = Number(row?.n ?? 0);
    }
    return { rows, total };
  }

  /**
   * Search in one round trip: the matches come from the narrow product_search table (its GIN word index),
   * carrying only their sort keys; the page is cut from them (a top-N sort), and only that page is joined to
   * products and manufacturers for the cards. The count is taken over the same materialised matches, so the
   * index is read once. products joins the matches only when a filter or an explicit ordering needs its
   * columns. Without them, only the SEARCH_RANK_LIMIT best-selling matches are ranked and counted (`count`
   * says at most that many).
   */
  async search(
    lang: Language,
    filter: ListFilter,
    terms: QueryTerm[],
    productCount: number,
    { page, size }: PageRequest,
  ): Promise<RowPage> {
    const q = filter.query;
    const where = filters(filter);
    const search = productSearch(terms);
    if (!search) return { rows: [], total: 0 };
    const keys = q.ordering
      ? [...ORDERINGS[q.ordering]!, { expr: sql`s.sold_count`, desc: true }]
      : search.order;
    const needsProducts = where.length > 0 || q.ordering !== undefined;
    const keyColumns = sql.join(
      keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`),
      sql`, `,
    );
    const keyOrder = (table: string) =>
      sql.join(
        [...keys.map((k, i) => orderBy(k, sql.raw(`${table}.k${i}`))), sql.raw(`${table}.id DESC`)],
        sql`, `,
      );
    const title = sql.raw(`"products"."${titleColumn(lang).name}"`);
    // ts_match_vq is @@ under its function name, which the planner does not take to the index.
    // The relevance order alone is cut to the best-selling matches; a filter or an explicit ordering sees
    // them all. No ORDER BY on purpose: product_search is only ever rewritten whole, best sellers first
    // (refreshSearchIndex), and scanned in that physical order (parallel scans and synchronised seq scans are
    // off for it), so the scan stops after SEARCH_RANK_LIMIT rows whatever the query's selectivity. Ordering
    // by the sales index instead walked 12,000 rows to find 300 matches of a 3% word.
    const limit = search.onlyShortPrefixes ? SHORT_SEARCH_RANK_LIMIT : SEARCH_RANK_LIMIT;
    const cap = needsProducts ? sql`` : sql`LIMIT ${limit}`;
    // A query matching a large share of the products is only tested row by row (ts_match_vq: no index), so
    // the scan stops at the cap; the others ask the index.
    const scan = !needsProducts && scanBeatsIndex(estimatedMatches(terms, productCount), limit, productCount);
    const match = scan
      ? sql`ts_match_vq(s.words, to_tsquery('simple', ${search.tsquery}))`
      : sql`s.words @@ to_tsquery('simple', ${search.indexQuery})
        ${search.indexQuery !== search.tsquery ? sql`AND ts_match_vq(s.words, to_tsquery('simple', ${search.tsquery}))` : sql``}`;
    const query = sql`WITH hits AS (
      SELECT s.id, ${keyColumns}
      FROM product_search s ${needsProducts ? sql`JOIN products ON products.id = s.id` : sql``}
      WHERE ${match}
        ${where.length > 0 ? sql`AND ${and(...where)}` : sql``}
      ${cap}
    ), top AS (
      SELECT * FROM hits ORDER BY ${keyOrder("hits")} LIMIT ${size} OFFSET ${(page - 1) * size}
    )
    SELECT c.total, products.id, products.slug, ${title} AS title, products.images,
      products.manufacturer_id AS "manufacturerId", manufacturers.title AS "manufacturerTitle", products.price,
      products.sale_price AS "salePrice", products.rate, products.comment_count AS "commentCount", products.stock
    FROM (SELECT count(*)::int AS total FROM hits) c
    LEFT JOIN (top JOIN products ON products.id = top.id JOIN manufacturers ON manufacturers.id = products.manufacturer_id) ON true
    ORDER BY ${keyOrder("top")}`;
    const { sql: text, params } = dialect.sqlToQuery(query);
    // Without filters the text is one of a few dozen (language, ordering, corrected or not), kept prepared;
    // filters put their values' count into the text, so those are planned each time.
    const rows = await this.db.query<CardRow & { total: number; id: number | null }>(text, params, {
      prepare: where.length === 0,
    });
    return { rows: rows.filter((r) => r.id !== null), total: Number(rows[0]?.total ?? 0) };
  }
}
