import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../server/http/json-body.ts";
import { BACKENDS, ERROR_KEYS, expectErrorList, startTestApp, type TestApp } from "./helpers/test-app.ts";

// For every call that reads a query or a path id: one malformed request each, answered 400 with the error
// list.
const BAD_QUERIES = [
  "/api/v1/products/?page=abc",
  "/api/v1/products/?size=0",
  // An ordering that is none is ignored (tests/server/sloppy-client.test.ts); two of them are a mistake.
  "/api/v1/products/?ordering=price&ordering=-price",
  "/api/v1/products/?category_id=x",
  "/api/v1/products/?category_id__in=1,x",
  "/api/v1/products/?manufacturer_id__in=a",
  "/api/v1/products/?price__gte=-5",
  "/api/v1/products/?price__lte=12.345",
  "/api/v1/products/?in_sale=maybe",
  "/api/v1/products/?is_recommendation=2",
  "/api/v1/products/?product_group_id=1.5",
  "/api/v1/products/?page=1&page=2",
  "/api/v1/products/1/comments/?page=0",
  "/api/v1/products/1/similar/?size=-1",
  "/api/v1/products/banner/?size=x",
  "/api/v1/products/popular-categories/?size=0",
  "/api/v1/products/categories-list/footer/?page=x",
  "/api/v1/products/manufacture/?size=big",
  "/api/v1/products/manufacture-with-products/?size=0",
  "/api/v1/common/region/?size=x",
  "/api/v1/common/district/?region=x",
  "/api/v1/delivery_bts/branches/?region=x",
  "/api/v1/delivery_bts/branches/?district=1e3",
  "/api/v1/products/abc/comments/",
  "/api/v1/products/abc/comments/rates/",
  "/api/v1/products/x1/similar/",
  "/api/v1/products/categories/abc/",
  "/api/v1/common/story-item/abc/read/",
  "/api/v1/settings/instructions/abc",
  // Past PostgreSQL's integer: refused as input, never sent to the database (which answered 500).
  "/api/v1/products/2147483648/comments/",
  "/api/v1/products/2147483648/comments/rates/",
  "/api/v1/products/99999999999999999999/comments/",
  "/api/v1/products/-2147483649/similar/",
  "/api/v1/products/?category_id=2147483648",
  "/api/v1/common/district/?region=99999999999999999999",
];

const UNKNOWN = [
  "/api/v1/products/detail/nope/",
  "/api/v1/products/424242/comments/",
  "/api/v1/products/424242/comments/rates/",
  "/api/v1/products/424242/similar/",
  "/api/v1/products/categories/424242/",
  "/api/v1/common/staticpages/nope/",
  "/api/v1/common/story-item/424242/read/",
  "/api/v1/settings/instructions/424242",
  "/api/v1/no-such-call/",
];

describe.each(BACKENDS)("bad input on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 200 });
  });
  afterAll(async () => t?.close());

  it.each(BAD_QUERIES)("400 for %s", async (url) => {
    const r = await t.app.inject({ url, headers: { "accept-language": "ru" } });
    expect(r.statusCode).toBe(400);
    expectErrorList(r.json(), 400);
    expect(r.json().errors[0].message).toMatch(/[а-я]/i);
  });

  it.each(UNKNOWN)("404 {detail} for %s", async (url) => {
    const r = await t.app.inject({ url });
    expect(r.statusCode).toBe(404);
    expect(Object.keys(r.json()).sort()).toEqual(ERROR_KEYS);
  });

  it("refuses JSON nested past the limit with a translated 400 and takes it just inside", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    for (const depth of [MAX_JSON_DEPTH + 1, 5000, 200_000]) {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/login/",
        headers: { "content-type": "application/json", "accept-language": "ru" },
        payload: nested(depth),
      });
      expect(r.statusCode, `depth ${depth}`).toBe(400);
      expectErrorList(r.json(), 400);
      expect(r.json().errors[0].message).toMatch(/[а-я]/i);
    }
    // Brackets inside a string are text, not nesting.
    const inside = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phone: "901234567", password: "[".repeat(5000) }),
    });
    expect(inside.statusCode).not.toBe(500);
    expect(inside.json().errors?.[0]?.field).not.toBe("body");
  });

  it("refuses a path that does not decode, or a path id past the router's limit, like any other refusal", async () => {
    const calls = [
      { method: "GET", url: "/api/v1/orders/%ED%A0%80/" },
      { method: "GET", url: "/api/v1/products/categories/%E0%A4%A/" },
      // A GET this long falls through to the storefront's catch-all (404); a POST has no such route.
      { method: "POST", url: `/api/v1/payments/cards/verify/${"9".repeat(400)}/` },
    ] as const;
    for (const { method, url } of calls) {
      const r = await t.app.inject({ method, url, headers: { "accept-language": "ru" } });
      expect(r.statusCode, url).toBe(400);
      expectErrorList(r.json(), 400);
      expect(r.json().errors[0].error).toBe("REQUEST.BAD_URL");
      expect(r.json().errors[0].message).toMatch(/[а-я]/i);
      // Refused before any hook runs, it still carries the id its log line holds.
      expect(r.headers["x-request-id"], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("translates error texts by Accept-Language", async () => {
    const texts = await Promise.all(
      ["ru", "uz", "sr"].map(
        async (lang) =>
          (
            await t.app.inject({ url: "/api/v1/products/?page=abc", headers: { "accept-language": lang } })
          ).json().errors[0].message,
      ),
    );
    expect(new Set(texts).size).toBe(3);
    expect(texts[2]).toMatch(/^[\x20-\x7e«»\u02BB\u02BC]+$/); // Latin, with the alphabet's oʻ/ʼ signs
  });

  it("never answers 5xx to junk and never leaks a stack", async () => {
    const junk = [
      "%",
      "%E0%A4%A",
      "'; DROP TABLE products; --",
      "\u0000",
      "a".repeat(3000),
      "🙂",
      "[]",
      "{}",
      "-1",
      "1e309",
      "NaN",
      "0x10",
    ];
    const paths = [
      "/api/v1/products/?search=",
      "/api/v1/products/?size=",
      "/api/v1/products/?category_id__in=",
      "/api/v1/products/detail/",
      "/api/v1/common/staticpages/",
      "/api/v1/products/categories/",
      "/api/v1/common/district/?region=",
    ];
    for (const path of paths) {
      for (const value of junk) {
        const url = path.endsWith("=")
          ? path + encodeURIComponent(value)
          : `${path}${encodeURIComponent(value)}/`;
        const r = await t.app.inject({ url });
        expect(r.statusCode, url).toBeLessThan(500);
        expect(r.body, url).not.toMatch(/node_modules|\.ts:\d+|at async/);
      }
    }
    const raw = await t.app.inject({ url: "/api/v1/products/?search=%E0%A4%A" });
    expect(raw.statusCode).toBeLessThan(500);
  });
});
