import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { ProductCard, ProductsQuery } from "../../../contract/index.ts";
import { parseMoneyString } from "../../../domain/money.ts";
import { manufacturers, products } from "../../db/schema/index.ts";
import type { Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";
import { cardColumns, manufacturerJoin, toCard } from "./product-card.ts";
import { productSearch } from "./product-search.ts";
import { searchKeyWords } from "../../../domain/search-key.ts";

const MAX_WORDS = 6;

/** What the shopper pays: the sale price when there is one. */
const effectivePrice = sql`(CASE WHEN ${products.salePrice} > 0 THEN ${products.salePrice} ELSE ${products.price} END)`;

const ORDERINGS: Record<string, SQL[]> = {
  is_recommendation: [desc(products.isRecommendation), desc(products.soldCount)],
  // Discounted goods first, the deepest discount first.
  sale_price: [sql`(${products.salePrice} = 0)`, sql`(${products.price} - ${products.salePrice})::float8 / ${products.price} DESC`],
  "-rate": [desc(products.rate), desc(products.commentCount)],
  created_at: [asc(products.createdAt)],
  "-created_at": [desc(products.createdAt)],
  price: [asc(effectivePrice)],
  "-price": [desc(effectivePrice)],
};

export interface Page { page: number; size: number }
export interface ListResult { results: ProductCard[]; total: number }

function filters(s: Services, q: ProductsQuery): SQL[] {
  const where: SQL[] = [];
  const categoryIds = [...(q.category_id !== undefined ? [q.category_id] : []), ...((q.category_id__in ?? []) as number[])];
  if (categoryIds.length > 0) where.push(inArray(products.categoryId, s.tree.expand(categoryIds)));
  if (q.manufacturer_id__in?.length) where.push(inArray(products.manufacturerId, q.manufacturer_id__in as number[]));
  if (q.is_recommendation !== undefined) where.push(eq(products.isRecommendation, q.is_recommendation));
  if (q.in_sale === true) where.push(gt(products.salePrice, 0));
  if (q.in_sale === false) where.push(eq(products.salePrice, 0));
  if (q.price__gte !== undefined) where.push(sql`${effectivePrice} >= ${parseMoneyString(q.price__gte)}`);
  if (q.price__lte !== undefined) where.push(sql`${effectivePrice} <= ${parseMoneyString(q.price__lte)}`);
  if (q.product_group_id !== undefined) where.push(eq(products.groupId, q.product_group_id));
  return where;
}

export async function listProducts(s: Services, lang: Lang, q: ProductsQuery, { page, size }: Page): Promise<ListResult> {
  const where = filters(s, q);
  let order: SQL[] = q.ordering ? ORDERINGS[q.ordering]! : [desc(products.createdAt)];
  if (q.search !== undefined && q.search.trim() !== "") {
    const words = searchKeyWords(q.search).slice(0, MAX_WORDS);
    const search = productSearch(s.vocabulary.resolve(words));
    if (!search) return { results: [], total: 0 };
    where.push(search.where);
    if (!q.ordering) order = search.order;
    order = [...order, desc(products.soldCount)];
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await s.db.orm
    .select({ ...cardColumns(lang), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(products)
    .innerJoin(manufacturers, manufacturerJoin)
    .where(condition)
    .orderBy(...order, desc(products.id))
    .limit(size)
    .offset((page - 1) * size);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await s.db.orm.select({ n: count() }).from(products).where(condition);
    total = Number(row?.n ?? 0);
  }
  return { results: rows.map((r) => toCard(r, s.media)), total };
}
