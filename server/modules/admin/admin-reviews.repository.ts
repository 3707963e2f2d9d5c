import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";
import { queryableOf } from "../../db/transactor.ts";
import type { Tx } from "../../platform/transactions.ts";

export interface AdminReviewRow {
  id: number;
  productId: number;
  slug: string;
  title: string;
  author: string | null;
  rate: number;
  comment: string | null;
  photos: string[];
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
}

const TITLE: Record<Language, string> = { ru: "p.title_ru", uz: "p.title_uz", sr: "p.title_sr" };
const COLUMNS = (lang: Language) => `c.id, c.product_id AS "productId", p.slug, ${TITLE[lang]} AS title,
  u.full_name AS author, c.rate, c.comment, c.photos, c.created_at AS "createdAt", c.answer,
  c.answered_at AS "answeredAt"`;
const FROM = "FROM comments c JOIN products p ON p.id = c.product_id LEFT JOIN users u ON u.id = c.user_id";

/** The shop's answers under reviews: `comments.answer` and `answered_at` (0001), read by the product page. */
export class AdminReviewsRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `answered` null: all of them. */
  async page(lang: Language, answered: boolean | null, page: number, size: number) {
    const where = answered === null ? "TRUE" : answered ? "c.answer IS NOT NULL" : "c.answer IS NULL";
    const [rows, [total]] = await Promise.all([
      this.db.query<AdminReviewRow>(
        `SELECT ${COLUMNS(lang)} ${FROM} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC
         LIMIT ${size} OFFSET ${(page - 1) * size}`,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM comments c WHERE ${where}`),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Sets the answer (null removes it); null when there is no such review. */
  async answer(tx: Tx, lang: Language, id: number, answer: string | null, at: Date) {
    const [row] = await queryableOf(tx).query<AdminReviewRow>(
      `WITH c AS (UPDATE comments SET answer = $2, answered_at = $3 WHERE id = $1 RETURNING *)
       SELECT ${COLUMNS(lang)} ${FROM.replace("FROM comments c", "FROM c")}`,
      [id, answer, answer === null ? null : at],
    );
    return row ?? null;
  }
}
