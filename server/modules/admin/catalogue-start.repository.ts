import type { Database } from "../../db/database.port.ts";

/** What the empty shop's guide reads: how many products there are, and the caller's phone. */
export class CatalogueStartRepository {
  constructor(private readonly db: Database) {}

  async productCounts(): Promise<{ total: number; visible: number }> {
    const [row] = await this.db.query<{ total: number; visible: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE visible))::int AS visible FROM products`,
    );
    return row ?? { total: 0, visible: 0 };
  }

  async phoneOf(userId: number): Promise<string> {
    const [row] = await this.db.query<{ phone: string }>("SELECT phone FROM users WHERE id = $1", [userId]);
    return row?.phone ?? "";
  }
}
