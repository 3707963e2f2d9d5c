import { randomBytes } from "node:crypto";
import os from "node:os";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { installErrorHandler } from "../../server/http/errors.ts";
import { installMetrics, type HttpMetrics, type MetricsAccess } from "../../server/http/metrics.ts";
import { createSmsSender } from "../../server/modules/notifications/index.ts";
import { noMetrics } from "../../server/platform/metrics.port.ts";
import {
  caller,
  makeShopper,
  orderBody,
  placeOnlineOrder,
  places,
  productWithStock,
  putInBasket,
  UNTOUCHED_PRODUCT,
} from "./helpers/shoppers.ts";
import { codeSentTo } from "./helpers/sms-outbox.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const TOKEN = "scrape-0123456789abcdef";
const PAYME_KEY = "Test&Key#0123456789abcdefGHIJ";
const PAYME_AUTH = `Basic ${Buffer.from(`Paycom:${PAYME_KEY}`).toString("base64")}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (comments skipped). */
function samplesOf(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split("\n")) {
    const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries(
      [...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The value of the sample with exactly these labels; 0 when the series does not exist yet. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels);
  const hit = samples.find(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === want.length &&
      want.every(([k, v]) => s.labels[k] === v),
  );
  return hit?.value ?? 0;
}

describe.each(BACKENDS)("metrics on %s", (backend) => {
  let t: TestApp;
  let district: number;
  let txSeq = 0;

  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 80,
      env: {
        PAYMENT_TYPES: "cash,payme",
        PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb",
        PAYME_KEY,
        METRICS_TOKEN: TOKEN,
      },
    });
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const r = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode, r.body).toBe(200);
    return samplesOf(r.body);
  };
  /** How much each named series grew while `act` ran. */
  const growth = async (act: () => Promise<unknown>, series: [string, Record<string, string>][]) => {
    const before = await scrape();
    await act();
    const after = await scrape();
    return series.map(([name, labels]) => valueOf(after, name, labels) - valueOf(before, name, labels));
  };
  const payme = async (method: string, params: Record<string, unknown>) => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/payme/",
      payload: { jsonrpc: "2.0", id: 1, method, params },
      headers: { authorization: PAYME_AUTH },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result?: Record<string, unknown>; error?: { code: number } }>();
  };
  const txId = () => `${Date.now().toString(16)}${(++txSeq).toString(16).padStart(8, "0")}`;

  it("answers only the bearer token, with the request id on the refusal too", async () => {
    const none = await t.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe("Bearer");
    expect(none.headers["x-request-id"]).toMatch(UUID);
    const wrong = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers["cache-control"]).toBe("no-store");
    // prom-client's default process metrics come along.
    const names = new Set(samplesOf(right.body).map((s) => s.name));
    expect(names).toContain("process_cpu_user_seconds_total");
    expect(names).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts an order once, by payment type and delivery kind, however often its request is repeated", async () => {
    const product = await productWithStock(t, 1, [], UNTOUCHED_PRODUCT);
    const who = await makeShopper(t);
    await putInBasket(t, who, product.id, 1);
    const place = () =>
      caller(t)("POST", "orders/order/", who, {
        payload: orderBody(district),
        headers: { "idempotency-key": `metrics-${randomBytes(4).toString("hex")}` },
      });
    const [placed] = await growth(async () => {
      const key = `metrics-${randomBytes(4).toString("hex")}`;
      const headers = { "idempotency-key": key };
      const first = await caller(t)("POST", "orders/order/", who, { payload: orderBody(district), headers });
      expect(first.statusCode, first.body).toBe(201);
      const again = await caller(t)("POST", "orders/order/", who, { payload: orderBody(district), headers });
      expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    }, [["shop_orders_placed_total", { payment_type: "cash", delivery: "pickup" }]]);
    expect(placed).toBe(1);
    // An order refused (empty basket) is not counted either.
    const [refused] = await growth(
      async () => expect((await place()).statusCode).toBeGreaterThanOrEqual(400),
      [["shop_orders_placed_total", { payment_type: "cash", delivery: "pickup" }]],
    );
    expect(refused).toBe(0);
  });

  it("counts Payme payments performed, cancelled and refunded once each, and refusals by reason", async () => {
    const series: [string, Record<string, string>][] = [
      ["shop_orders_placed_total", { payment_type: "payme", delivery: "pickup" }],
      ["shop_payments_total", { provider: "payme", outcome: "performed" }],
      ["shop_payments_total", { provider: "payme", outcome: "cancelled" }],
      ["shop_payments_total", { provider: "payme", outcome: "refunded" }],
      ["shop_payment_refusals_total", { provider: "payme", operation: "check", refusal: "wrong_amount" }],
      ["shop_payment_refusals_total", { provider: "payme", operation: "perform", refusal: "cannot_perform" }],
    ];
    const grew = await growth(async () => {
      const paid = await placeOnlineOrder(t, district, 4);
      const account = { order_id: String(paid.order.id) };
      const amount = paid.som * 100;
      expect((await payme("CheckPerformTransaction", { amount: amount + 100, account })).error?.code).toBe(
        -31001,
      );
      const id = txId();
      expect(
        (await payme("CreateTransaction", { id, time: Date.now(), amount, account })).error,
      ).toBeUndefined();
      expect((await payme("PerformTransaction", { id })).result).toMatchObject({ state: 2 });
      // Payme repeats a perform it got no answer to: the first one's answer, and no second payment.
      expect((await payme("PerformTransaction", { id })).result).toMatchObject({ state: 2 });
      expect((await payme("CancelTransaction", { id, reason: 5 })).result).toMatchObject({ state: -2 });

      const left = await placeOnlineOrder(t, district, 4);
      const other = txId();
      const leftAccount = { order_id: String(left.order.id) };
      await payme("CreateTransaction", {
        id: other,
        time: Date.now(),
        amount: left.som * 100,
        account: leftAccount,
      });
      expect((await payme("CancelTransaction", { id: other, reason: 3 })).result).toMatchObject({
        state: -1,
      });
      // A repeated cancel answers the first one's result and cancels nothing more.
      expect((await payme("CancelTransaction", { id: other, reason: 3 })).result).toMatchObject({
        state: -1,
      });
      expect((await payme("PerformTransaction", { id: other })).error?.code).toBe(-31008);
    }, series);
    expect(grew).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it("counts a code texted, and how long its outbox event waited", async () => {
    const phone = "907770001";
    const [sent, handled] = await growth(async () => {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/account/registration/entrypoint/",
        payload: { phone, district },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(await codeSentTo(t.app, t.config.dataDir, phone)).toMatch(/^\d{6}$/);
    }, [
      ["shop_sms_total", { provider: "console", purpose: "registration", result: "sent" }],
      ["shop_outbox_delay_seconds_count", { topic: "sms.code" }],
    ]);
    expect([sent, handled]).toEqual([1, 1]);
  });

  it("shows the outbox's backlog from the database: pending events and the oldest one's age", async () => {
    await t.app.internals.outbox.kick();
    expect(valueOf(await scrape(), "shop_outbox_oldest_pending_seconds")).toBe(0);
    // An event parked for later, as a failing handler's is: still pending, and getting old.
    const [row] = await t.app.internals.db.query<{ id: number }>(
      `INSERT INTO outbox (topic, payload, created_at, available_at)
       VALUES ('cache.invalidate', '{"scope":"answers"}', now() - interval '90 seconds', now() + interval '1 hour')
       RETURNING id`,
    );
    try {
      const samples = await scrape();
      expect(valueOf(samples, "shop_outbox_pending_events")).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, "shop_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(90);
    } finally {
      await t.app.internals.db.query("DELETE FROM outbox WHERE id = $1", [row!.id]);
    }
  });

  it("times requests under their route's pattern, never the path itself", async () => {
    await t.app.inject({ url: "/api/v1/products/detail/123/" });
    await t.app.inject({ url: "/api/v1/products/detail/123" });
    const routes = (await scrape())
      .filter((s) => s.name === "shop_http_request_duration_seconds_count")
      .map((s) => s.labels.route!);
    expect(routes).toContain("/api/v1/products/detail/:slug/");
    expect(routes.filter((r) => r.includes("123"))).toEqual([]);
  });

  it("puts every unknown path under one label, so a scan adds no series", async () => {
    const seriesOf = async () =>
      new Set(
        (await scrape())
          .filter((s) => s.name === "shop_http_request_duration_seconds_count")
          .map((s) => JSON.stringify(s.labels)),
      );
    // Warm both: an unknown API path, and one the storefront's catch-all takes.
    await t.app.inject({ url: "/api/v1/no-such-call/" });
    await t.app.inject({ url: "/no-such-page" });
    await t.app.inject({ method: "POST", url: "/no-such-page" });
    const before = await seriesOf();
    for (let i = 0; i < 50; i++) {
      const junk = randomBytes(6).toString("hex");
      const r = await t.app.inject({ url: i % 2 ? `/api/v1/${junk}/` : `/${junk}/${i}` });
      expect(r.statusCode).toBeGreaterThanOrEqual(200);
      await t.app.inject({ method: "POST", url: `/api/v1/${junk}/${i}` });
    }
    const after = await seriesOf();
    expect([...after].filter((s) => !before.has(s))).toEqual([]);
    expect([...after].some((s) => s.includes('"route":"unmatched"'))).toBe(true);
  });
});

/** The access rule without a token, on a bare server: what a remote caller or a proxy hands on sees. */
describe("/metrics without a token", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const fake: HttpMetrics = {
    requestServed() {},
    scrape: async () => ({ contentType: "text/plain; version=0.0.4", body: "up 1\n" }),
  };
  const serve = async (access: MetricsAccess) => {
    app = Fastify();
    installErrorHandler(app);
    installMetrics(app, fake, access);
    await app.ready();
    return app;
  };

  it("answers a direct caller on this machine only", async () => {
    const a = await serve({ enabled: true, token: null });
    expect((await a.inject({ url: "/metrics" })).body).toBe("up 1\n");
    expect((await a.inject({ url: "/metrics", remoteAddress: "::1" })).statusCode).toBe(200);
    expect((await a.inject({ url: "/metrics", remoteAddress: "203.0.113.7" })).statusCode).toBe(404);
    expect((await a.inject({ url: "/metrics", remoteAddress: "10.0.0.5" })).statusCode).toBe(404);
    // A proxy on the same host: the socket is local, the caller is not.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const r = await a.inject({ url: "/metrics", headers: { [header]: "203.0.113.7" } });
      expect(r.statusCode, header).toBe(404);
    }
  });

  it("is not there at all when disabled", async () => {
    const a = await serve({ enabled: false, token: TOKEN });
    const r = await a.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(404);
  });

  it("takes its settings from METRICS_ENABLED and METRICS_TOKEN, refusing a weak token", () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), ...env }, { persistSecrets: false });
    expect(load({}).metrics).toEqual({ enabled: true, token: null });
    expect(load({ METRICS_ENABLED: "0", METRICS_TOKEN: TOKEN }).metrics).toEqual({
      enabled: false,
      token: TOKEN,
    });
    expect(() => load({ METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => load({ METRICS_TOKEN: "a token with spaces in it" })).toThrow(/METRICS_TOKEN/);
    expect(() => load({ METRICS_ENABLED: "yes" })).toThrow(/METRICS_ENABLED/);
  });
});

describe("the SMS sender's counts", () => {
  it("counts a text the provider could not take as failed, by provider and purpose", async () => {
    const seen: string[] = [];
    const metrics = {
      ...noMetrics,
      smsSent: (provider: string, purpose: string) => void seen.push(`sent ${provider} ${purpose}`),
      smsFailed: (provider: string, purpose: string) => void seen.push(`failed ${provider} ${purpose}`),
    };
    // Nothing listens on port 1: Eskiz cannot be reached, as in an outage.
    const sms = createSmsSender(
      {
        smsProvider: "eskiz",
        dataDir: os.tmpdir(),
        eskiz: {
          email: "shop@example.uz",
          password: "s3cret",
          sender: "4546",
          baseUrl: "http://127.0.0.1:1",
        },
      },
      { metrics },
    );
    await expect(sms.send({ phone: "901234567", purpose: "reset", text: "x" })).rejects.toThrow();
    expect(seen).toEqual(["failed eskiz reset"]);
  });
});
