import { randomBytes, randomInt } from "node:crypto";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenIssuer } from "../../server/modules/accounts/index.ts";
import { startChildServer, type ChildServer } from "./helpers/child-server.ts";
import { orderBody } from "./helpers/shoppers.ts";

// WEB_CONCURRENCY=2: the real cluster (server/cluster.ts) on one port, one PostgreSQL schema and one Redis
// key prefix of this run's own. Every answer names its worker (X-Worker), so a test can send a request to
// a chosen worker by opening fresh connections until that worker takes one (node:cluster hands them round).

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const SECRET = "multi-process-test-secret-0123456789abcdef";
const PER_MINUTE = 5;

interface Reply {
  status: number;
  worker: string;
  code: string | null;
  body: string;
}

function request(port: number, method: string, url: string, body?: unknown, headers = {}): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        // A new connection each time, so the primary hands each request to the next worker.
        agent: false,
        headers: {
          connection: "close",
          "accept-language": "ru",
          ...(payload ? { "content-type": "application/json" } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            worker: String(res.headers["x-worker"] ?? ""),
            code: (res.headers["x-error-code"] as string | undefined) ?? null,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${method} ${url} in 15 s`)));
    req.on("error", reject);
    req.end(payload);
  });
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  "several server processes on one PostgreSQL and one Redis (skipped without DATABASE_URL and REDIS_URL)",
  () => {
    const run = randomBytes(4).toString("hex");
    const schema = `mp_${run}`;
    const prefix = `qb:mp${run}:`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-mp-"));
    let server: ChildServer;
    let db: pg.Client;
    let workers: string[] = [];
    const issuer = new TokenIssuer(SECRET);
    const get = (url: string, headers = {}) => request(server.port, "GET", url, undefined, headers);
    /** The answer of one chosen worker: other workers' answers to the same harmless GET are dropped. */
    const getFrom = (worker: string, url: string, headers = {}) =>
      until(`worker ${worker} to answer ${url}`, async () => {
        const r = await get(url, headers);
        return r.worker === worker ? r : undefined;
      });
    const user = async (role = "shopper") => {
      const phone = `95${randomInt(1_000_000, 9_999_999)}`;
      const [row] = (
        await db.query<{ id: number }>(
          "INSERT INTO users (phone, full_name, role) VALUES ($1, 'Xaridor', $2) RETURNING id",
          [phone, role],
        )
      ).rows;
      return { authorization: `Bearer ${await issuer.issue(row!.id, "access")}` };
    };

    beforeAll(async () => {
      server = await startChildServer({
        env: {
          NODE_ENV: "test",
          WEB_CONCURRENCY: "2",
          DATABASE_URL: DATABASE_URL!,
          DATABASE_SCHEMA: schema,
          REDIS_URL: REDIS_URL!,
          REDIS_KEY_PREFIX: prefix,
          DATA_DIR: dataDir,
          TOKEN_SECRET: SECRET,
          SEED_PRODUCTS: "200",
          DEMO_ACCOUNT: "0",
          GUARDED_CALLS_PER_MINUTE: String(PER_MINUTE),
          TRUST_PROXY: "1",
          PAYMENT_TYPES: "cash,payme",
          ORDER_EXPIRY_POLL_SECONDS: "1",
        },
      });
      db = new pg.Client({ connectionString: DATABASE_URL });
      await db.connect();
      await db.query(`SET search_path TO ${schema}`);
      // /healthz answers once the first worker listens; the second may still be starting.
      workers = await until(
        "both workers to answer",
        async () => {
          const seen = new Set<string>();
          for (let i = 0; i < 4; i++) seen.add((await get("/healthz")).worker);
          return seen.size === 2 ? [...seen].sort() : undefined;
        },
        120_000,
      );
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db?.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("prepares the database once in the primary: one seed, and two workers answering on one port", async () => {
      expect(workers).toEqual(["1", "2"]);
      expect(server.output().match(/seeded 200 products/g)).toHaveLength(1);
      const [seed] = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM products")).rows;
      expect(seed!.n).toBe(200);
    });

    it("shares one address's budget of guarded calls between the workers", async () => {
      const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const answers: Reply[] = [];
      for (let i = 0; i < 2 * PER_MINUTE; i++) {
        // A new phone each time, so only the address limit (not the per-phone one) can refuse.
        const phone = `90${randomInt(1_000_000, 9_999_999)}`;
        answers.push(
          await request(
            server.port,
            "POST",
            "/api/v1/auth/login/",
            { phone, password: "notogri" },
            { "x-forwarded-for": address },
          ),
        );
      }
      const allowed = answers.filter((r) => r.status === 401);
      const refused = answers.filter((r) => r.status === 429);
      // Counted apart, each worker would have let its own five through.
      expect(allowed).toHaveLength(PER_MINUTE);
      expect(refused).toHaveLength(PER_MINUTE);
      expect(new Set(allowed.map((r) => r.worker)).size).toBe(2);
      expect(new Set(refused.map((r) => r.worker)).size).toBe(2);
      expect(refused.every((r) => r.code === "REQUEST.TOO_MANY")).toBe(true);
    });

    it("drops a cached catalogue answer in the other worker when a price is changed through one", async () => {
      const [product] = (
        await db.query<{ id: number; slug: string; price: string }>(
          "SELECT id, slug, price::text FROM products WHERE sale_price = 0 ORDER BY id LIMIT 1",
        )
      ).rows;
      const url = `/api/v1/products/detail/${product!.slug}/`;
      const priceIn = (r: Reply) => JSON.stringify((JSON.parse(r.body) as { price: unknown }).price);
      // Both workers answer, and so cache, the old price.
      const before = await Promise.all(workers.map((w) => getFrom(w, url)));
      const oldPrice = priceIn(before[0]!);
      expect(priceIn(before[1]!)).toBe(oldPrice);
      const newPrice = Number(product!.price) + 1000;
      const changed = await request(
        server.port,
        "PATCH",
        `/api/v1/admin/products/${product!.id}/`,
        { price: newPrice },
        await user("admin"),
      );
      expect(changed.status, changed.body).toBe(200);
      const other = workers.find((w) => w !== changed.worker)!;
      // Without the Redis bus the other worker would keep its copy until the answer's minute runs out.
      const after = await until("the other worker's fresh price", async () => {
        const r = await getFrom(other, url);
        return priceIn(r) !== oldPrice ? r : undefined;
      });
      expect(priceIn(after)).toContain(String(newPrice).slice(0, 3));
    });

    it("serves an answer one worker built from the other without building it again", async () => {
      const [product] = (
        await db.query<{ id: number; slug: string }>(
          "SELECT id, slug FROM products WHERE visible ORDER BY id DESC LIMIT 1",
        )
      ).rows;
      // An address neither worker has answered yet.
      const url = `/api/v1/products/detail/${product!.slug}/?shared=${run}`;
      const titleIn = (r: Reply) => (JSON.parse(r.body) as { title: string }).title;
      const first = await get(url);
      expect(first.status).toBe(200);
      const other = workers.find((w) => w !== first.worker)!;
      // Changed behind the server's back (no event): a worker that builds the answer now shows the new
      // title; one that was handed the first worker's answer still shows the old one.
      await db.query("UPDATE products SET title_ru = title_ru || ' (renamed)' WHERE id = $1", [product!.id]);
      const second = await getFrom(other, url);
      expect(titleIn(second)).toBe(titleIn(first));
      expect(titleIn(second)).not.toContain("(renamed)");
      await db.query("UPDATE products SET title_ru = replace(title_ru, ' (renamed)', '') WHERE id = $1", [
        product!.id,
      ]);
    });

    it("shows the stock an order took on the other worker's cached product page within a second", async () => {
      const [product] = (
        await db.query<{ id: number; slug: string }>(
          "UPDATE products SET stock = 8 WHERE id = (SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 40) RETURNING id, slug",
        )
      ).rows;
      const [district] = (
        await db.query<{ id: number }>("SELECT id FROM districts WHERE has_takeaway ORDER BY id LIMIT 1")
      ).rows;
      const url = `/api/v1/products/detail/${product!.slug}/`;
      const stockIn = (r: Reply) => (JSON.parse(r.body) as { realtime_count: number }).realtime_count;
      // Both workers answer, and so cache, the stock before the order (the stock was set behind their backs).
      for (const w of workers) {
        await until(`worker ${w} to show 8`, async () =>
          (await stockIn(await getFrom(w, url))) === 8 ? true : undefined,
        );
      }
      const who = await user();
      expect(
        (await request(server.port, "POST", "/api/v1/orders/cart/", { product: product!.id, amount: 3 }, who))
          .status,
      ).toBe(200);
      const placed = await request(
        server.port,
        "POST",
        "/api/v1/orders/order/",
        orderBody(district!.id, { payment_type: 1 }),
        who,
      );
      expect(placed.status, placed.body).toBe(201);
      const other = workers.find((w) => w !== placed.worker)!;
      // The order's worker drains its event at once and tells the other through Redis.
      await until(
        "the other worker's new stock",
        async () => (stockIn(await getFrom(other, url)) === 5 ? true : undefined),
        1000,
      );
    });

    it("shows a like made through one worker in the other worker's answers at once", async () => {
      const [product] = (
        await db.query<{ id: number; slug: string }>("SELECT id, slug FROM products ORDER BY id DESC LIMIT 1")
      ).rows;
      const fingerprint = `mpfp${run}`;
      const url = `/api/v1/products/detail/${product!.slug}/`;
      const liked = (r: Reply) => (JSON.parse(r.body) as { is_liked: boolean }).is_liked;
      // Both workers read, and so keep, this guest's likes: none yet.
      for (const w of workers) expect(liked(await getFrom(w, url, { fingerprint }))).toBe(false);
      const like = await request(
        server.port,
        "POST",
        `/api/v1/products/likes/like/${product!.id}/`,
        undefined,
        { fingerprint },
      );
      expect(like.status, like.body).toBe(200);
      const other = workers.find((w) => w !== like.worker)!;
      await until("the like in the other worker", async () =>
        liked(await getFrom(other, url, { fingerprint })) ? true : undefined,
      );
    });

    it("cancels each unpaid order past its time once, with both workers polling", async () => {
      const [district] = (
        await db.query<{ id: number }>("SELECT id FROM districts WHERE has_takeaway ORDER BY id LIMIT 1")
      ).rows;
      const products = (
        await db.query<{ id: number }>(
          "UPDATE products SET stock = 1 WHERE id IN (SELECT id FROM products WHERE sale_price = 0 ORDER BY id LIMIT 12 OFFSET 20) RETURNING id",
        )
      ).rows.map((r) => r.id);
      const orders: number[] = [];
      for (const product of products) {
        const who = await user();
        const basket = await request(
          server.port,
          "POST",
          "/api/v1/orders/cart/",
          { product, amount: 1 },
          who,
        );
        expect(basket.status, basket.body).toBe(200);
        const placed = await request(
          server.port,
          "POST",
          "/api/v1/orders/order/",
          orderBody(district!.id, { payment_type: 4 }),
          who,
        );
        expect(placed.status, placed.body).toBe(201);
        orders.push((JSON.parse(placed.body) as { id: number }).id);
      }
      const stock = async () =>
        (
          await db.query<{ n: number }>("SELECT sum(stock)::int AS n FROM products WHERE id = ANY($1)", [
            products,
          ])
        ).rows[0]!.n;
      expect(await stock()).toBe(0);
      // Their time is up now; each worker's poller looks every second.
      await db.query(
        "UPDATE order_expiries SET due_at = now() - interval '1 second' WHERE order_id = ANY($1)",
        [orders],
      );
      await until("every order cancelled", async () => {
        const [row] = (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 0",
            [orders],
          )
        ).rows;
        return row!.n === orders.length ? true : undefined;
      });
      const logs = (
        await db.query<{ order_id: number; n: number }>(
          `SELECT order_id, count(*)::int AS n FROM order_status_logs WHERE order_id = ANY($1) AND status = 0
           GROUP BY order_id`,
          [orders],
        )
      ).rows;
      expect(logs.map((l) => l.n)).toEqual(orders.map(() => 1));
      expect(await stock()).toBe(products.length);
    });

    it("hands each outbox event to one worker only, both draining", async () => {
      const listener = new Redis(REDIS_URL!);
      const heard = new Map<string, number>();
      const sentinel = `f:mp-${run}-end`;
      let end: () => void = () => {};
      const ended = new Promise<void>((resolve) => (end = resolve));
      listener.on("message", (_channel: string, text: string) => {
        const { owner } = JSON.parse(text) as { owner?: string };
        if (owner === sentinel) end();
        else if (owner?.startsWith(`f:mp-${run}-`)) heard.set(owner, (heard.get(owner) ?? 0) + 1);
      });
      await listener.subscribe(`${prefix}cache-invalidation`);
      try {
        const events = 200;
        await db.query(
          `INSERT INTO outbox (topic, payload)
           SELECT 'cache.invalidate', jsonb_build_object('scope', 'likes', 'owner', 'f:mp-' || $1 || '-' || i)
           FROM generate_series(1, $2) AS i`,
          [run, events],
        );
        await until("the outbox drained", async () => {
          const [row] = (
            await db.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL AND payload->>'owner' LIKE $1",
              [`f:mp-${run}-%`],
            )
          ).rows;
          return row!.n === 0 ? true : undefined;
        });
        // Redis delivers a channel's messages in the order they were published: once this one arrives,
        // every publication of the workers before it has too.
        const publisher = new Redis(REDIS_URL!);
        await publisher.publish(
          `${prefix}cache-invalidation`,
          JSON.stringify({ scope: "likes", owner: sentinel }),
        );
        publisher.disconnect();
        await ended;
        expect(heard.size).toBe(events);
        expect([...heard.values()].every((n) => n === 1)).toBe(true);
        const [claims] = (
          await db.query<{ max: number }>(
            "SELECT max(attempts)::int AS max FROM outbox WHERE payload->>'owner' LIKE $1",
            [`f:mp-${run}-%`],
          )
        ).rows;
        expect(claims!.max).toBe(1);
      } finally {
        listener.disconnect();
      }
    });

    it("answers a scrape of /metrics with both workers' numbers added up, whichever worker takes it", async () => {
      const route = "/api/v1/settings/contacts/";
      const line = new RegExp(
        `^shop_http_request_duration_seconds_count\\{method="GET",route="${route}",status_class="2xx"\\} (\\d+)$`,
        "m",
      );
      const served = async () => Number(line.exec((await get("/metrics")).body)?.[1] ?? 0);
      const before = await served();
      const answeredBy = new Set<string>();
      for (let i = 0; i < 12; i++) answeredBy.add((await get(route)).worker);
      expect([...answeredBy].sort()).toEqual(workers);
      // Each scrape is taken by one worker or the other; both must count all 12.
      const scrapes = await Promise.all([0, 1, 2, 3].map(() => get("/metrics")));
      expect(new Set(scrapes.map((r) => r.worker)).size).toBe(2);
      for (const r of scrapes) expect(Number(line.exec(r.body)?.[1]) - before).toBe(12);
    });

    it("takes the outbox gauges once in an instance's scrape: every worker reads the same table", async () => {
      // Events no worker will take for a day, so the backlog holds still while it is read.
      await db.query(
        `INSERT INTO outbox (topic, payload, available_at)
         SELECT 'test.idle', '{}'::jsonb, now() + interval '1 day' FROM generate_series(1, 3)`,
      );
      try {
        const [{ n }] = (
          await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL")
        ).rows as [{ n: number }];
        const body = (await get("/metrics")).body;
        expect(Number(/^shop_outbox_pending_events (\d+)$/m.exec(body)?.[1])).toBe(n);
      } finally {
        await db.query("DELETE FROM outbox WHERE topic = 'test.idle'");
      }
    });

    it("replaces a worker that dies, and stops every worker on SIGTERM", async () => {
      // The primary's worker processes (tsx may run an esbuild service beside them).
      const children = () =>
        readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .map(Number)
          .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.ts"));
      const [victim, survivor] = children();
      process.kill(victim!, "SIGKILL");
      const seen = await until(
        "a new worker",
        async () => {
          // A connection handed to the worker as it died is reset: not an answer yet.
          const w = (await get("/healthz").catch(() => null))?.worker;
          return w === undefined || workers.includes(w) ? undefined : w;
        },
        120_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output()}`);
      });
      expect(Number(seen)).toBeGreaterThan(2);
      expect(server.output()).toMatch(/worker \d \(pid \d+\) died with signal SIGKILL/);
      const now = children();
      expect(now).toHaveLength(2);
      // To the primary alone (not its process group, as a terminal's Ctrl-C would): it stops the workers.
      process.kill(server.pid, "SIGTERM");
      const exit = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve(server.output()), 30_000)),
      ]);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain("all workers stopped");
      for (const pid of [survivor!, ...now]) expect(() => process.kill(pid, 0)).toThrow();
    }, 180_000);
  },
);
