import { and, eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { products } from "../../db/schema/index.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { ListFilter } from "./list-filter.ts";
import type { FactColumns } from "./list-facts.ts";
import {
  filters,
  listOrder,
  ON_SALE_SQL,
  orderBy,
  ORDERINGS,
  PAID_SQL,
  splitOf,
} from "./product-list.repository.ts";
import { cardSelectList, titleColumn } from "./product-card.repository.ts";
import type { CardRow } from "./product-card.ts";
import {
  estimatedMatches,
  productSearch,
  scanBeatsIndex,
  type ProductSearch,
} from "./product-search.repository.ts";
import { relevanceOrder, type Candidate } from "./search-rank.ts";
import type { QueryTerm } from "./search-vocabulary.ts";

/**
 * The words of a search: a scan (ts_match_vq is @@ under its function name, which the planner does not take
 * to the index) or the GIN index, the rows it finds then checked against the whole query.
 */
function matchOf(search: ProductSearch, scan: boolean): SQL {
  if (scan) return sql`ts_match_vq(s.words, to_tsquery('simple', ${search.tsquery}))`;
  const recheck =
    search.indexQuery !== search.tsquery
      ? sql`AND ts_match_vq(s.words, to_tsquery('simple', ${search.tsquery}))`
      : sql``;
  return sql`s.words @@ to_tsquery('simple', ${search.indexQuery}) ${recheck}`;
}

export interface RowPage {
  rows: CardRow[];
  total: number;
}

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

/** Product rows for the catalogue's lists and search, with the SQL that finds and orders them. */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A filtered, ordered page of products, without its total (ListFacts counts it). Only the page's ids
   * are read, in the order of an index (product-list.repository.ts, migration 0024), the skipped rows of a
   * far page from the index alone; only those ids are joined to the card columns. A filter on several
   * sections, categories or brands walks each one's index and merges the walks (splitOf), each stopping
   * after the page.
   */
  async list(lang: Language, filter: ListFilter, { page, size }: PageRequest): Promise<CardRow[]> {
    const keys = listOrder(filter.query.ordering);
    const offset = (page - 1) * size;
    const split = splitOf(filter);
    const where = filters(filter, split?.column);
    const order = sql.join(
      keys.map((k) => orderBy(k)),
      sql`, `,
    );
    // Hidden and deleted products are the back office's only (decision 0030).
    const condition = (more: SQL[]) => sql`WHERE ${and(eq(products.visible, true), ...more)}`;
    let ids: SQL;
    if (!split) {
      ids = sql`SELECT products.id FROM products ${condition(where)}
        ORDER BY ${order} LIMIT ${size} OFFSET ${offset}`;
    } else {
      // Each walk returns its keys, so the merge orders by them without reading the rows again.
      const columns = sql.join(
        keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`),
        sql`, `,
      );
      const walks = sql.join(
        split.values.map(
          (v) => sql`(SELECT ${columns} FROM products ${condition([eq(split.column, v), ...where])}
            ORDER BY ${order} LIMIT ${offset + size})`,
        ),
        sql` UNION ALL `,
      );
      const merged = sql.join(
        keys.map((k, i) => orderBy(k, sql.raw(`w.k${i}`))),
        sql`, `,
      );
      ids = sql`SELECT w.k${sql.raw(String(keys.length - 1))} AS id FROM (${walks}) w
        ORDER BY ${merged} LIMIT ${size} OFFSET ${offset}`;
    }
    const title = sql.raw(`"products"."${titleColumn(lang).name}"`);
    const query = sql`SELECT products.id, products.slug, ${title} AS title, products.images,
      products.manufacturer_id AS "manufacturerId", manufacturers.title AS "manufacturerTitle", products.price,
      products.sale_price AS "salePrice", products.rate, products.comment_count AS "commentCount", products.stock
      FROM (${ids}) page
      JOIN products ON products.id = page.id
      JOIN manufacturers ON manufacturers.id = products.manufacturer_id
      ORDER BY ${order}`;
    const { sql: text, params } = dialect.sqlToQuery(query);
    // Without filters the text is one per language and ordering (and the split's count of walks), kept
    // prepared; filters put their values' count into the text, so those are planned each time.
    return this.db.query<CardRow>(text, params, { prepare: where.length === 0 && !split });
  }

  /**
   * The columns list filters read (ListFacts), each as one comma-separated text: 300,000 rows cost about
   * 0.3 s to read and parse this way, against well over a second as row objects.
   */
  async facts(ids?: readonly number[]): Promise<FactColumns> {
    const [row] = await this.db.query<Record<keyof FactColumns, string | null>>(
      `SELECT string_agg(id::text, ',') AS id, string_agg(category_id::text, ',') AS category,
        string_agg(section_id::text, ',') AS section, string_agg(manufacturer_id::text, ',') AS brand,
        string_agg((${PAID_SQL})::text, ',') AS paid,
        string_agg(CASE WHEN is_recommendation THEN '1' ELSE '' END, ',') AS recommended,
        string_agg(CASE WHEN ${ON_SALE_SQL} THEN '1' ELSE '' END, ',') AS "onSale",
        string_agg(coalesce(group_id::text, ''), ',') AS "group"
      FROM products WHERE visible ${ids ? "AND id = ANY($1::int[])" : ""}`,
      ids ? [`{${ids.join(",")}}`] : [],
    );
    const numbers = (text: string | null | undefined) => (text ? text.split(",").map(Number) : []);
    const flags = (text: string | null | undefined) => (text ? text.split(",").map((f) => f === "1") : []);
    return {
      id: numbers(row?.id),
      category: numbers(row?.category),
      section: numbers(row?.section),
      brand: numbers(row?.brand),
      paid: numbers(row?.paid),
      recommended: flags(row?.recommended),
      onSale: flags(row?.onSale),
      group: row?.group ? row.group.split(",").map((g) => (g === "" ? null : Number(g))) : [],
    };
  }

  /**
   * Search in relevance order: the database finds the matches in the narrow product_search table (its GIN
   * word index), returning only their title keys and sales; they are ranked here (search-rank.ts), and only
   * the page's ids are read for their cards. Without a filter only the SEARCH_RANK_LIMIT best-selling
   * matches are ranked and counted (`total` says at most that many); a filter sees them all. With an
   * explicit ordering, searchOrdered.
   */
  async search(
    lang: Language,
    filter: ListFilter,
    terms: QueryTerm[],
    productCount: number,
    { page, size }: PageRequest,
  ): Promise<RowPage> {
    const search = productSearch(terms);
    if (!search) return { rows: [], total: 0 };
    if (filter.query.ordering) return this.searchOrdered(lang, filter, search, { page, size });
    const where = filters(filter);
    const filtered = where.length > 0;
    // No ORDER BY on purpose: product_search is only ever rewritten whole, best sellers first
    // (refreshSearchIndex), and scanned in that physical order (parallel scans and synchronised seq scans are
    // off for it), so the scan stops after the cap whatever the query's selectivity. Ordering by the sales
    // index instead walked 12,000 rows to find 300 matches of a 3% word.
    const limit = search.onlyShortPrefixes ? SHORT_SEARCH_RANK_LIMIT : SEARCH_RANK_LIMIT;
    // A query matching a large share of the products is only tested row by row (ts_match_vq: no index), so
    // the scan stops at the cap; the others ask the index.
    const scan = !filtered && scanBeatsIndex(estimatedMatches(terms, productCount), limit, productCount);
    const query = sql`SELECT s.id, s.title_keys AS "titleKeys", s.sold_count AS sold
      FROM product_search s ${filtered ? sql`JOIN products ON products.id = s.id` : sql``}
      WHERE ${matchOf(search, scan)} ${filtered ? sql`AND ${and(...where)}` : sql`LIMIT ${limit}`}`;
    const { sql: text, params } = dialect.sqlToQuery(query);
    // Without filters the text is one of a few (corrected or not, scan or index), kept prepared; filters put
    // their values' count into the text, so those are planned each time.
    const matches = await this.db.query<Candidate>(text, params, { prepare: !filtered });
    const ranked = relevanceOrder(terms, search.onlyShortPrefixes)(matches);
    const ids = ranked.slice((page - 1) * size, page * size).map((c) => c.id);
    return { rows: await this.cards(lang, ids), total: matches.length };
  }

  /** The cards of these products, in this order. */
  private async cards(lang: Language, ids: number[]): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<CardRow>(
      `SELECT ${cardSelectList(lang)} FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE p.id = ANY($1::int[])`,
      [`{${ids.join(",")}}`],
      { prepare: true },
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Search in a chosen order: every match (a filter's or not) is counted and ordered by the ordering's keys,
   * then sales; the page is cut from them (a top-N sort) and only its rows are joined for the cards.
   */
  private async searchOrdered(
    lang: Language,
    filter: ListFilter,
    search: ProductSearch,
    { page, size }: PageRequest,
  ): Promise<RowPage> {
    const where = filters(filter);
    const keys = [...ORDERINGS[filter.query.ordering!], { expr: sql`s.sold_count`, desc: true }];
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
    const query = sql`WITH hits AS (
      SELECT s.id, ${keyColumns}
      FROM product_search s JOIN products ON products.id = s.id
      WHERE ${matchOf(search, false)} ${where.length > 0 ? sql`AND ${and(...where)}` : sql``}
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
    const rows = await this.db.query<CardRow & { total: number; id: number | null }>(text, params, {
      prepare: where.length === 0,
    });
    return { rows: rows.filter((r) => r.id !== null), total: Number(rows[0]?.total ?? 0) };
  }
}
