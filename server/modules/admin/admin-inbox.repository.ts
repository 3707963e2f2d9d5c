import type { Database } from "../../db/database.port.ts";

export const INBOX_KINDS = ["feedback", "bug"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface InboxRow {
  kind: InboxKind;
  id: number;
  text: string;
  fullName: string | null;
  phone: string | null;
  photos: string[];
  createdAt: Date;
  closedAt: Date | null;
  closedById: number | null;
  closedByName: string | null;
  closedByPhone: string | null;
}

/**
 * Both kinds in one shape: feedback is the form's `applications` (its own name and phone), a bug report is
 * `typo_reports`, whose sender is known only when signed in (owner "u:<id>").
 */
const ITEMS = `(
  SELECT 'feedback' AS kind, a.id, a.question AS text, a.full_name AS "fullName", a.phone_number AS phone,
    '{}'::text[] AS photos, a.created_at AS "createdAt", a.closed_at AS "closedAt", a.closed_by
  FROM applications a
  UNION ALL
  SELECT 'bug', t.id, t.content, s.full_name, s.phone, t.photos, t.created_at, t.closed_at, t.closed_by
  FROM typo_reports t LEFT JOIN users s ON t.owner = 'u:' || s.id
) i`;
const COLUMNS = `i.kind, i.id, i.text, i."fullName", i.phone, i.photos, i."createdAt", i."closedAt",
  i.closed_by AS "closedById", b.full_name AS "closedByName", b.phone AS "closedByPhone"`;
const TABLE: Record<InboxKind, string> = { feedback: "applications", bug: "typo_reports" };

/** The inbox of feedback and bug reports (migration 0022 adds their closing). */
export class AdminInboxRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; a null filter takes every kind or state. */
  async page(kind: InboxKind | null, open: boolean | null, page: number, size: number) {
    const where = [
      kind === null ? "TRUE" : "i.kind = $1",
      open === null ? "TRUE" : open ? 'i."closedAt" IS NULL' : 'i."closedAt" IS NOT NULL',
    ].join(" AND ");
    const params = kind === null ? [] : [kind];
    const [rows, [total]] = await Promise.all([
      this.db.query<InboxRow>(
        `SELECT ${COLUMNS} FROM ${ITEMS} LEFT JOIN users b ON b.id = i.closed_by WHERE ${where}
         ORDER BY i."createdAt" DESC, i.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ITEMS} WHERE ${where}`, params),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async one(kind: InboxKind, id: number): Promise<InboxRow | null> {
    const [row] = await this.db.query<InboxRow>(
      `SELECT ${COLUMNS} FROM ${ITEMS} LEFT JOIN users b ON b.id = i.closed_by
       WHERE i.kind = $1 AND i.id = $2`,
      [kind, id],
    );
    return row ?? null;
  }

  /** Closes an open item; one already closed keeps who closed it first and when. */
  async close(kind: InboxKind, id: number, userId: number, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[kind]} SET closed_at = $2, closed_by = $3 WHERE id = $1 AND closed_at IS NULL`,
      [id, at, userId],
    );
  }

  /** The name of a bug report's `n`th photo in the picture store's "reports" folder. */
  async bugPhoto(id: number, n: number): Promise<string | null> {
    const [row] = await this.db.query<{ name: string | null }>(
      "SELECT photos[$2::int] AS name FROM typo_reports WHERE id = $1",
      [id, n + 1],
    );
    return row?.name ?? null;
  }
}
