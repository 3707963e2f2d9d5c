import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { openPglite } from "../../server/db/pglite.adapter.ts";
import { openPostgres } from "../../server/db/postgres.adapter.ts";
import { BACKENDS } from "./helpers/test-app.ts";

// Migration 0020 on a database that already holds cashback moves of 0013 and balances from before any
// ledger: every row moves over (refunded becomes returned), every unexplained balance gets an opening row,
// and the 0013 name still reads.
const DIR = "server/db/migrations";
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const before = files.filter((f) => f < "0020");

describe.each(BACKENDS)("migration 0020 (loyalty ledger) on %s", (backend) => {
  let db: Database;
  const schema = `t_${randomBytes(5).toString("hex")}`;

  beforeAll(async () => {
    db =
      backend === "pglite"
        ? await openPglite(undefined)
        : await openPostgres(process.env.DATABASE_URL!, schema);
    for (const file of before) await db.exec(readFileSync(path.join(DIR, file), "utf8"));
  });
  afterAll(async () => {
    await db.close();
    if (backend === "postgres") {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it("moves cashback_ledger over and opens the balances no row explains", async () => {
    const [a, b, c] = await db.query<{ id: number }>(
      `INSERT INTO users (phone, full_name, cashback_balance, coupon_balance) VALUES
         ('901110001', 'A', 1500, 0), ('901110002', 'B', 300.00, 120), ('901110003', 'C', 0, 0) RETURNING id`,
    );
    const [o1, o2] = await db.query<{ id: number }>(
      "INSERT INTO orders (user_id, status) VALUES ($1, 6), ($1, 0) RETURNING id",
      [a!.id],
    );
    // A: earned 2000 on o1, spent 500 on o2 and got it back: 2000, but the balance says 1500 (an old debit).
    await db.query(
      `INSERT INTO cashback_ledger (user_id, order_id, amount, reason) VALUES
         ($1, $2, 2000, 'earned'), ($1, $3, -500, 'spent'), ($1, $3, 500, 'refunded')`,
      [a!.id, o1!.id, o2!.id],
    );

    await db.exec(readFileSync(path.join(DIR, "0020_loyalty.sql"), "utf8"));

    const rows = await db.query<{ user_id: number; currency: string; kind: string; amount: string | number }>(
      `SELECT user_id, currency, kind, amount, order_id FROM loyalty_ledger ORDER BY id`,
    );
    const read = rows.map((r) => [r.user_id, r.currency, r.kind, Number(r.amount)]);
    expect(read).toEqual([
      [a!.id, "cashback", "earned", 2000],
      [a!.id, "cashback", "spent", -500],
      [a!.id, "cashback", "returned", 500],
      [a!.id, "cashback", "spent", -500],
      [b!.id, "cashback", "earned", 300],
      [b!.id, "points", "earned", 120],
    ]);
    expect(read.some(([user]) => user === c!.id)).toBe(false);

    const sums = await db.query<{ ok: boolean }>(
      `SELECT bool_and(floor(u.cashback_balance) = COALESCE(
                (SELECT sum(amount) FROM loyalty_ledger l WHERE l.user_id = u.id AND currency = 'cashback'), 0)
              AND floor(u.coupon_balance) = COALESCE(
                (SELECT sum(amount) FROM loyalty_ledger l WHERE l.user_id = u.id AND currency = 'points'), 0))
         AS ok FROM users u`,
    );
    expect(sums[0]!.ok).toBe(true);

    const old = await db.query<{ reason: string; amount: string | number }>(
      "SELECT reason, amount FROM cashback_ledger WHERE order_id = $1 ORDER BY id",
      [o2!.id],
    );
    expect(old.map((r) => [r.reason, Number(r.amount)])).toEqual([
      ["spent", -500],
      ["refunded", 500],
    ]);
  });

  it("refuses a second credit of one kind for one order, and a sign that contradicts the kind", async () => {
    const [user] = await db.query<{ id: number }>("SELECT id FROM users WHERE phone = '901110003'");
    const [order] = await db.query<{ id: number }>(
      "INSERT INTO orders (user_id, status) VALUES ($1, 6) RETURNING id",
      [user!.id],
    );
    const insert = (kind: string, amount: number) =>
      db.query(
        `INSERT INTO loyalty_ledger (user_id, currency, kind, amount, order_id) VALUES ($1, 'points', $2, $3, $4)`,
        [user!.id, kind, amount, order!.id],
      );
    await insert("earned", 5);
    await expect(insert("earned", 5)).rejects.toThrow();
    await expect(insert("spent", 5)).rejects.toThrow();
    await expect(insert("returned", -5)).rejects.toThrow();
  });
});
