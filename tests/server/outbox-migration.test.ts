import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.port.ts";
import { OutboxRepository, OutboxWorker } from "../../server/outbox/index.ts";
import { createNotificationsModule } from "../../server/modules/notifications/index.ts";
import { Sealer } from "../../server/platform/sealed.ts";
import { databaseBefore, migration } from "./helpers/database-before.ts";
import { textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS } from "./helpers/test-app.ts";

// Migration 0023 on a database whose outbox still holds events of before subscribers: a waiting
// `sms.order` (now retired) becomes the notifications module's order move and is texted the same; waiting
// cache events go to the cache subscriber; handled rows stay as they were.
describe.each(BACKENDS)("migration 0023 (outbox subscribers) on %s", (backend) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await databaseBefore(backend, "0023"));
  });
  afterAll(() => close?.());

  it("gives every waiting event its subscriber and still sends a waiting order text", async () => {
    await db.query(
      `INSERT INTO outbox (topic, payload, processed_at) VALUES
         ('sms.order', '{"phone":"901234567","news":"order_delivered","orderId":77,"lang":"uz"}', NULL),
         ('cache.invalidate', '{"scope":"answers"}', NULL),
         ('sms.order', '{"phone":"901234567","news":"order_approved","orderId":76,"lang":"uz"}', now())`,
    );
    await db.exec(migration("0023_outbox_subscribers.sql"));
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
