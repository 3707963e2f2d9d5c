import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const APP = "https://app.shop.uz";
const PARTNER = "http://localhost:5173";
const STRANGER = "https://evil.example";

const accessHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.startsWith("access-control-"));

const listOf = (value: unknown) =>
  String(value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

describe("CORS_ORIGINS", () => {
  const load = (value: string) =>
    loadConfig({ NODE_ENV: "test", CORS_ORIGINS: value }, { persistSecrets: false }).corsOrigins;

  it("is none by default and takes exact origins", () => {
    expect(loadConfig({ NODE_ENV: "test" }, { persistSecrets: false }).corsOrigins).toEqual([]);
    expect(load(` ${APP}, ${PARTNER},${APP}`)).toEqual([APP, PARTNER]);
  });

  it("refuses wildcards, paths and anything that is not an origin, naming the setting", () => {
    for (const bad of [
      "*",
      "https://*.shop.uz",
      "https://shop.uz/",
      "https://shop.uz/app",
      "https://shop.uz?x=1",
      "shop.uz",
      "ftp://shop.uz",
      "https://user@shop.uz",
      "https://Shop.uz",
      "null",
    ]) {
      try {
        load(`${APP},${bad}`);
        expect.fail(`${bad} was taken`);
      } catch (error) {
        expect(error, bad).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.join("\n"), bad).toContain("CORS_ORIGINS");
      }
    }
  });
});

describe.each(BACKENDS)("CORS and pictures for other sites on %s", (backend) => {
  let t: TestApp;
  let closed: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20, env: { CORS_ORIGINS: `${APP},${PARTNER}` } });
    closed = await startTestApp(backend, { products: 0 });
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const preflight = (app: TestApp, origin: string, url = "/api/v1/orders/cart/") =>
    app.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,fingerprint",
      },
    });

  it("answers a listed origin's preflight with its grant, cached", async () => {
    for (const origin of [APP, PARTNER]) {
      const r = await preflight(t, origin);
      expect(r.statusCode).toBe(204);
      expect(r.headers["access-control-allow-origin"]).toBe(origin);
      expect(r.headers["access-control-allow-credentials"]).toBe("true");
      expect(listOf(r.headers["access-control-allow-headers"])).toEqual(
        expect.arrayContaining(["authorization", "content-type", "fingerprint", "accept-language"]),
      );
      expect(listOf(r.headers["access-control-allow-headers"])).toContain("idempotency-key");
      expect(listOf(r.headers["access-control-allow-methods"])).toEqual(
        expect.arrayContaining(["get", "post", "put", "delete"]),
      );
      expect(Number(r.headers["access-control-max-age"])).toBeGreaterThanOrEqual(600);
    }
  });

  it("grants a listed origin's calls and shows it the headers clients read, errors too", async () => {
    const list = await t.app.inject({ url: "/api/v1/products/?size=2", headers: { origin: APP } });
    expect(list.statusCode).toBe(200);
    expect(list.headers["access-control-allow-origin"]).toBe(APP);
    expect(list.headers["access-control-allow-credentials"]).toBe("true");
    expect(listOf(list.headers["access-control-expose-headers"])).toEqual(
      expect.arrayContaining(["retry-after", "x-request-id", "x-error-code"]),
    );
    // A shared answer kept by a cache must not carry one site's grant to another.
    expect(listOf(list.headers.vary)).toEqual(expect.arrayContaining(["origin", "accept-language"]));
    const refused = await t.app.inject({ url: "/api/v1/account/", headers: { origin: APP } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe(APP);
    expect(refused.headers["x-error-code"]).toBe("AUTH.REQUIRED");
  });

  it("grants no other origin anything, and none at all by default", async () => {
    for (const [app, origin] of [
      [t, STRANGER],
      [t, `${APP}.evil.example`],
      [t, "null"],
      [closed, APP],
    ] as const) {
      const pre = await preflight(app, origin);
      expect(pre.statusCode, origin).toBe(404);
      expect(accessHeaders(pre.headers), origin).toEqual([]);
      const call = await app.app.inject({ url: "/api/v1/products/?size=1", headers: { origin } });
      expect(call.statusCode).toBe(200);
      expect(accessHeaders(call.headers), origin).toEqual([]);
    }
  });

  it("grants nothing outside the API, nor the back office's calls", async () => {
    for (const url of ["/media/products/penoblok-1-ef7f1a.webp", "/api/v1/admin/orders/"]) {
      const pre = await preflight(t, APP, url);
      expect(accessHeaders(pre.headers), url).toEqual([]);
      const call = await t.app.inject({ url, headers: { origin: APP } });
      expect(accessHeaders(call.headers), url).toEqual([]);
    }
    const page = await t.app.inject({ url: "/", headers: { origin: APP } });
    expect(accessHeaders(page.headers)).toEqual([]);
  });

  it("lets any site show the pictures, and keeps pages and the API same-site", async () => {
    for (const url of [
      "/media/products/penoblok-1-ef7f1a.webp?width=200",
      "/media/brands/unknown-brand.png",
      "/media/categories/nothing-here.webp",
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"], url).toMatch(/^image\//);
      expect(r.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
    }
    for (const url of ["/", "/api/v1/products/?size=1", "/api/v1/account/"]) {
      const r = await t.app.inject({ url });
      expect(r.headers["cross-origin-resource-policy"], url).toBe("same-site");
    }
  });
});
