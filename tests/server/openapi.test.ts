import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance, RouteOptions } from "fastify";
import { ERROR_BODY_SCHEMA, type OpenApiDocument } from "../../contract/openapi.ts";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

// Every route the app registers, as Fastify's onRoute hook sees it: the hook must be on the instance before
// any route is added, and buildApp makes its instance itself, so the test wraps Fastify's factory.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock("fastify", async (importOriginal) => {
  const real = await importOriginal<{ default: (options?: unknown) => FastifyInstance }>();
  const logged = (options?: unknown) => {
    const app = real.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  };
  return { ...real, default: logged };
});

/**
 * The /api/v1 routes the document leaves out on purpose, each with why: a path prefix ending in "/" covers an
 * area, any other is one route. Any other route with no operation in the document fails the test.
 */
const UNDOCUMENTED: { prefix: string; why: string }[] = [
  { prefix: "/api/v1/1c/", why: "1C's exchange: one machine client with its own protocol" },
  // The payment providers' callbacks: each provider's own protocol (JSON-RPC, signed forms), not a client's.
  { prefix: "/api/v1/payments/payme/", why: "Payme's merchant API calls" },
  { prefix: "/api/v1/payments/click/prepare/", why: "Click's prepare callback" },
  { prefix: "/api/v1/payments/click/complete/", why: "Click's complete callback" },
  { prefix: "/api/v1/payments/uzum/:operation/", why: "Uzum's callbacks" },
  { prefix: "/api/v1/payments/paynet/", why: "Paynet's callback" },
  // Development and test only (PAYMENT_SANDBOX): a fake provider's pages and Payme Subscribe's stand-in.
  { prefix: "/api/v1/payments/sandbox/", why: "the payment sandbox's pages" },
  { prefix: "/api/v1/payments/subscribe-standin/api", why: "the stand-in for Payme's Subscribe API" },
  { prefix: "/api/v1/openapi.json", why: "the document itself" },
];

const excepted = (route: string) => {
  const url = route.split(" ")[1] ?? "";
  return UNDOCUMENTED.some((u) => (u.prefix.endsWith("/") ? url.startsWith(u.prefix) : url === u.prefix));
};

// Methods Fastify adds by itself (HEAD for each GET) or a plugin answers for every path (CORS preflight).
const IMPLIED_METHODS = new Set(["HEAD", "OPTIONS"]);

const key = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

describe("the OpenAPI document and the routes", () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // The routes and the document do not depend on the database; one backend says all.
    t = await startTestApp("pglite", { products: 10 });
    const res = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The document's operations as route keys: "/orders/{id}/" -> "GET /api/v1/orders/:id/". */
  const documented = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => key(method, `/api/v1${path.replace(/\{(\w+)\}/g, ":$1")}`)),
    );

  const apiRoutes = () =>
    registered
      .filter((r) => r.url.startsWith("/api/v1/") && !IMPLIED_METHODS.has(r.method))
      .map((r) => key(r.method, r.url));

  it("sees the app's routes (the onRoute log works)", () => {
    expect(apiRoutes()).toContain("GET /api/v1/products/");
    expect(apiRoutes()).toContain("GET /api/v1/openapi.json");
    expect(documented().length).toBeGreaterThan(50);
  });

  it("documents every /api/v1 route but the listed exceptions", () => {
    const inDocument = new Set(documented());
    const missing = apiRoutes().filter((route) => !inDocument.has(route) && !excepted(route));
    expect(missing).toEqual([]);
  });

  it("has a route for every documented operation", () => {
    const routes = new Set(apiRoutes());
    expect(documented().filter((operation) => !routes.has(operation))).toEqual([]);
  });

  it("lists exceptions that still match a route (none left over after a move)", () => {
    const unused = UNDOCUMENTED.filter(
      (u) => !apiRoutes().some((route) => excepted(route) && route.includes(u.prefix)),
    );
    expect(unused).toEqual([]);
  });

  it("describes the error body the server really sends", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/orders/1/" });
    expect(res.statusCode).toBe(401);
    expect(Object.keys(res.json()).sort()).toEqual([...(ERROR_BODY_SCHEMA.required as string[])].sort());
    const bad = await t.app.inject({ method: "GET", url: "/api/v1/products/?page=abc" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([...(ERROR_BODY_SCHEMA.required as string[])].sort());
  });

  it("serves the document with an ETag and answers 304 to it", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/v1/openapi.json",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(document.openapi).toBe("3.1.0");
  });

  it("serves a reference page of every operation, with no script and nothing from elsewhere", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(html).toContain(`id="${operation.operationId}"`);
        expect(html).toContain(`>${method.toUpperCase()}</span> <code>/api/v1${path}</code>`);
      }
    }
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/i);
    expect(html).not.toMatch(/https?:\/\//);
    // The policy the page is served under forbids inline scripts without a nonce; the page needs none.
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
  });
});
