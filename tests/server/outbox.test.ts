import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { OutboxWorker } from "../../server/outbox/index.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";
import type { CacheInvalidation } from "../../server/platform/outbox.port.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const likeOf = (app: FastifyInstance, id: number, fingerprint: string) =>
  app.inject({ method: "POST", url: `/api/v1/products/likes/like/${id}/`, headers: { fingerprint } });
const productOf = async (app: FastifyInstance, slug: string, fingerprint: string) =>
  (await app.inject({ url: `/api/v1/products/detail/${slug}/`, headers: { fingerprint } })).json<{
    id: number;
    is_liked: boolean;
  }>();

describe.each(BACKENDS)("the outbox on %s", (backend) => {
  let t: TestApp;
  let product: { id: number; slug: string };

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 300 });
    const list = (await t.app.inject({ url: "/api/v1/products/?size=1" })).json<{
      results: { id: number; slug: string }[];
    }>();
    product = list.results[0]!;
  });
  afterAll(() => t.close());

  it("writes a like's invalidation in the like's transaction and marks it processed once handled", async () => {
    const { db, outbox } = t.app.internals;
    const before = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE topic = 'cache.invalidate'",
    );
    expect((await likeOf(t.app, product.id, "outboxfp01")).statusCode).toBe(200);
    await outbox.kick();
    const rows = await db.query<{ payload: CacheInvalidation; processed: boolean }>(
      "SELECT payload, processed_at IS NOT NULL AS processed FROM outbox ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({ payload: { scope: "likes", owner: "f:outboxfp01" }, processed: true });
    const after = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE topic = 'cache.invalidate'",
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it("writes no event when the change fails: liking a product that does not exist", async () => {
    const { db } = t.app.internals;
    const [before] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect((await likeOf(t.app, 987654, "outboxfp02")).statusCode).toBe(404);
    const [after] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect(after!.n).toBe(before!.n);
  });

  it("puts an event whose handler fails back for later, with the error and a growing delay, and never loses it", async () => {
    const { db, outboxRepository } = t.app.internals;
    const transactor = new DatabaseTransactor(db);
    let fail = true;
    const seen: CacheInvalidation[] = [];
    const worker = new OutboxWorker(
      outboxRepository,
      {
        test: {
          "cache.invalidate": async (message) => {
            if (fail) throw new Error("bus down");
            seen.push(message);
          },
        },
      },
      () => {},
    );
    await transactor.run((tx) => worker.add(tx, "cache.invalidate", { scope: "catalogue" }));
    expect(await worker.kick()).toBeGreaterThanOrEqual(1);
    const [parked] = await db.query<{
      attempts: number;
      last_error: string;
      due_later: boolean;
      processed: boolean;
    }>(
      `SELECT attempts, last_error, available_at > now() AS due_later, processed_at IS NOT NULL AS processed
       FROM outbox ORDER BY id DESC LIMIT 1`,
    );
    expect(parked).toMatchObject({ attempts: 1, due_later: true, processed: false });
    expect(parked!.last_error).toContain("bus down");
    // Due again (as after its delay): the next drain delivers it.
    fail = false;
    await db.query("UPDATE outbox SET available_at = now() WHERE processed_at IS NULL");
    await worker.kick();
    expect(seen).toContainEqual({ scope: "catalogue" });
    expect(await outboxRepository.pendingCount()).toBe(0);
    await worker.stop();
  });

  it("hands each event to exactly one of two workers draining at once", async () => {
    const { db, outboxRepository, outbox } = t.app.internals;
    // The app's own worker polls too; on a loaded machine it would lease a batch of these and skew the count.
    await outbox.stop();
    const transactor = new DatabaseTransactor(db);
    const handled: string[] = [];
    const make = () =>
      new OutboxWorker(
        outboxRepository,
        {
          test: {
            "cache.invalidate": async (message) => {
              if (message.scope === "likes") handled.push(message.owner);
            },
          },
        },
        () => {},
        { batch: 7 },
      );
    const [a, b] = [make(), make()];
    await transactor.run(async (tx) => {
      for (let i = 0; i < 120; i++)
        await a.add(tx, "cache.invalidate", { scope: "likes", owner: `f:race${i}` });
    });
    const [na, nb] = await Promise.all([a.kick(), b.kick()]);
    expect(na + nb).toBe(120);
    expect(new Set(handled).size).toBe(120);
    expect(handled.length).toBe(120);
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  "two processes on one PostgreSQL and one Redis",
  () => {
    let first: TestApp;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await startTestApp("postgres", { products: 200, env: { REDIS_URL: process.env.REDIS_URL! } });
      second = await buildApp(first.config);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("a like in one process is seen at once by the other, whose likes cache Redis pub/sub invalidates", async () => {
      const list = (await first.app.inject({ url: "/api/v1/products/?size=1" })).json<{
        results: { slug: string }[];
      }>();
      const slug = list.results[0]!.slug;
      const fingerprint = `crossfp${Date.now()}`;
      // The second process reads, and so caches, this guest's likes: none yet.
      const before = await productOf(second, slug, fingerprint);
      expect(before.is_liked).toBe(false);
      const heard = new Promise<void>((resolve) =>
        second.internals.bus.subscribe(
          (m) => m.scope === "likes" && m.owner === `f:${fingerprint}` && resolve(),
        ),
      );
      expect((await likeOf(first.app, before.id, fingerprint)).statusCode).toBe(200);
      await first.app.internals.outbox.kick();
      await heard;
      expect((await productOf(second, slug, fingerprint)).is_liked).toBe(true);
    });
  },
);

describe("the outbox worker when the database fails", () => {
  it("reports the failure and resolves, so a poll never crashes the process", async () => {
    const errors: unknown[] = [];
    const broken = {
      claim: async () => {
        throw new Error("connection lost");
      },
    } as unknown as ConstructorParameters<typeof OutboxWorker>[0];
    const worker = new OutboxWorker(broken, { test: { "cache.invalidate": async () => {} } }, () => {}, {
      onError: (error) => errors.push(error),
    });
    await expect(worker.kick()).resolves.toBe(0);
    expect(String(errors[0])).toContain("connection lost");
    await worker.stop();
  });
});
