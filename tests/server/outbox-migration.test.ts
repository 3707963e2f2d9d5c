import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { openPglite } from "../../server/db/pglite.adapter.ts";
import { openPostgres } from "../../server/db/postgres.adapter.ts";
import { OutboxRepository, OutboxWorker } from "../../server/outbox/index.ts";
import { createNotificationsModule } from "../../server/modules/notifications/index.ts";
import { Sealer } from "../../server/platform/sealed.ts";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import { textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS } from "./helpers/test-app.ts";

// Migration 0023 on a database whose outbox still holds events of before subscribers: a waiting
// `sms.order` (now retired) becomes the notifications module's order move and is texted the same; waiting
// cache events go to the cache subscriber; handled rows stay as they were.
const DIR = "server/db/migrations";
const before = readdirSync(DIR)
  .filter((f) => f.endsWith(".sql") && f < "0023")
  .sort();

describe.each(BACKENDS)("migration 0023 (outbox subscribers) on %s", (backend) => {
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

  it("gives every waiting event its subscriber and still sends a waiting order text", async () => {
    await db.query(
      `INSERT INTO outbox (topic, payload, processed_at) VALUES
         ('sms.order', '{"phone":"901234567","news":"order_delivered","orderId":77,"lang":"uz"}', NULL),
         ('cache.invalidate', '{"scope":"answers"}', NULL),
         ('sms.order', '{"phone":"901234567","news":"order_approved","orderId":76,"lang":"uz"}', now())`,
    );
    await db.exec(readFileSync(path.join(DIR, "0023_outbox_subscribers.sql"), "utf8"));
    const rows = await db.query<{ topic: string; subscriber: string | null; done: boolean }>(
      "SELECT topic, subscriber, processed_at IS NOT NULL AS done FROM outbox ORDER BY id",
    );
    expect(rows).toEqual([
      { topic: "orders.status_changed", subscriber: "notifications", done: false },
      { topic: "cache.invalidate", subscriber: "cache", done: false },
      { topic: "sms.order", subscriber: null, done: true },
    ]);

    const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-migration-"));
    const notifications = createNotificationsModule(
      { smsProvider: "console", dataDir, eskiz: undefined },
      { codeSealer: new Sealer("test-secret-test-secret-test-secret-x", "sms-code") },
    );
    const worker = new OutboxWorker(
      new OutboxRepository(db),
      { notifications: notifications.handlers },
      () => {},
    );
    expect(await worker.kick()).toBe(1);
    expect(textsTo(dataDir, "901234567").map((m) => m.text)).toEqual([
      "Qurilish bozori: №77 буюртмангиз етказилди. Раҳмат!",
    ]);
    await worker.stop();
  });
});
