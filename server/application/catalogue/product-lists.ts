import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { ProductCard, Review } from "../../../contract/index.ts";
import { comments, manufacturers, products, users } from "../../db/schema/index.ts";
import type { Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";
import { cardColumns, manufacturerJoin, toCard } from "./product-card.ts";

export async function mostSold(s: Services, lang: Lang, size: number): Promise<ProductCard[]> {
  const rows = await s.db.orm.select(cardColumns(lang)).from(products).innerJoin(manufacturers, manufacturerJoin)
    .orderBy(desc(products.soldCount), asc(products.id)).limit(size);
  return rows.map((r) => toCard(r, s.media));
}

/** Same category, other products, best sellers first; null when the product does not exist. */
export async function similar(s: Services, lang: Lang, id: number, size: number): Promise<ProductCard[] | null> {
  const [self] = await s.db.orm.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, id));
  if (!self) return null;
  const rows = await s.db.orm.select(cardColumns(lang)).from(products).innerJoin(manufacturers, manufacturerJoin)
    .where(and(eq(products.categoryId, self.categoryId), ne(products.id, id)))
    .orderBy(desc(products.soldCount), asc(products.id)).limit(size);
  return rows.map((r) => toCard(r, s.media));
}

export async function productExists(s: Services, id: number): Promise<boolean> {
  const rows = await s.db.orm.select({ id: products.id }).from(products).where(eq(products.id, id));
  return rows.length > 0;
}

export async function reviews(s: Services, id: number, page: number, size: number): Promise<{ results: Review[]; total: number }> {
  const [{ n } = { n: 0 }] = await s.db.orm.select({ n: count() }).from(comments).where(eq(comments.productId, id));
  const rows = await s.db.orm
    .select({ id: comments.id, fullName: users.fullName, rate: comments.rate, comment: comments.comment, createdAt: comments.createdAt, answer: comments.answer, answeredAt: comments.answeredAt })
    .from(comments).leftJoin(users, eq(users.id, comments.userId)).where(eq(comments.productId, id))
    .orderBy(desc(comments.createdAt), desc(comments.id)).limit(size).offset((page - 1) * size);
  return {
    total: Number(n),
    results: rows.map((r) => ({
      id: r.id,
      user: { full_name: r.fullName, avatar_src: null },
      rate: r.rate,
      comment: r.comment,
      created_at: r.createdAt.toISOString(),
      answer: r.answer,
      answered_at: r.answeredAt?.toISOString() ?? null,
    })),
  };
}

export async function rates(s: Services, id: number) {
  const rows = await s.db.orm.select({ rate: comments.rate, n: sql<number>`count(*)`.mapWith(Number) })
    .from(comments).where(eq(comments.productId, id)).groupBy(comments.rate);
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  const sum = rows.reduce((acc, r) => acc + r.rate * r.n, 0);
  return {
    rate: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total,
    rates: [5, 4, 3, 2, 1].map((rate) => {
      const c = rows.find((r) => r.rate === rate)?.n ?? 0;
      return { rate, count: c, percent: total === 0 ? 0 : Math.round((c / total) * 1000) / 10 };
    }),
  };
}
