import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptReturnUrl, returnUrlOf } from "../../../domain/return-url.ts";

const SHOP = "https://shop.example.uz";
const refused = { ok: false, error: { code: "FIELD.INVALID", params: { field: "redirect_url" } } };

/** Values an attacker would try, each refused whatever the shop's origin. */
const HOSTILE = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "ftp://shop.example.uz/",
  "//evil.example",
  "//evil.example/orders",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/./..//evil.example",
  "https://evil.example/orders",
  "https://shop.example.uz.evil.example/",
  "https://shop.example.uz@evil.example/",
  // WHATWG reads the shop as the host; a provider's older URL parser may read evil.example.
  "https://shop.example.uz\\@evil.example/",
  "https://evil.example@shop.example.uz/",
  "https://user:pass@shop.example.uz/",
  "https://shop.example.uz//evil.example",
  "http://shop.example.uz/",
  "https://shop.example.uz:8443/",
  " https://shop.example.uz/",
  "/orders\n/x",
  "/orders\u0000",
  "/orders\u0085",
  "evil.example",
  "orders/1",
  "",
  `/${"a".repeat(2000)}`,
];

describe("returnUrlOf", () => {
  it.each(HOSTILE)("refuses %j on a known origin and on an unknown one", (value) => {
    expect(returnUrlOf(value, SHOP)).toEqual(refused);
    expect(returnUrlOf(value, "", SHOP)).toEqual(refused);
    expect(returnUrlOf(value, "", "http://localhost")).toEqual(refused);
  });

  it("makes a path absolute on the shop's origin, and keeps a URL on that origin", () => {
    expect(returnUrlOf("/uz/my-orders?paying=1", SHOP)).toEqual({
      ok: true,
      value: "https://shop.example.uz/uz/my-orders?paying=1",
    });
    expect(returnUrlOf("https://shop.example.uz/ru/my-orders?paying=1", `${SHOP}/`)).toEqual({
      ok: true,
      value: "https://shop.example.uz/ru/my-orders?paying=1",
    });
    // Spelled as URL spells it: host in lower case, the default port dropped, a letter escaped.
    expect(returnUrlOf("HTTPS://Shop.Example.UZ:443/sorting/ö", SHOP)).toEqual({
      ok: true,
      value: "https://shop.example.uz/sorting/%C3%B6",
    });
  });

  it("keeps a `;` inside the value, as a path's own character", () => {
    expect(returnUrlOf("/orders/1?x=1;a=1", SHOP)).toEqual({
      ok: true,
      value: "https://shop.example.uz/orders/1?x=1;a=1",
    });
  });

  it("answers a path while the shop's origin is unknown, cutting the request's own origin off", () => {
    expect(returnUrlOf("/uz/my-orders?paying=1", "")).toEqual({ ok: true, value: "/uz/my-orders?paying=1" });
    expect(returnUrlOf("http://localhost:3000/my-orders", "", "http://localhost:3000")).toEqual({
      ok: true,
      value: "/my-orders",
    });
    expect(returnUrlOf("http://localhost:3000/my-orders", "", "http://localhost:80")).toEqual(refused);
    expect(returnUrlOf("http://localhost:3000/my-orders", "")).toEqual(refused);
  });

  it("takes the shop's origin over the request's own when both are known", () => {
    expect(returnUrlOf("http://localhost/my-orders", SHOP, "http://localhost")).toEqual(refused);
  });
});

// Fragments that make parsers disagree: slashes and backslashes, dot segments (plain and escaped), userinfo,
// schemes, controls and the two origins.
const PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2f",
  "%5c",
  "@",
  ":",
  ";",
  "?",
  "#",
  "\t",
  "\n",
  " ",
  "https:",
  "http:",
  "javascript:",
  "data:",
  "evil.example",
  "shop.example.uz",
  "localhost",
  "a",
];
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
  fc.constantFrom(...HOSTILE),
);

describe("returnUrlOf never leads off the shop", () => {
  it("on a known origin: every accepted value is an absolute URL on it, and stays itself", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const r = returnUrlOf(value, SHOP);
        if (!r.ok) return;
        expect(r.value.startsWith(`${SHOP}/`)).toBe(true);
        expect(new URL(r.value, "https://elsewhere.example/x/").origin).toBe(SHOP);
        expect(returnUrlOf(r.value, SHOP)).toEqual(r);
      }),
      { numRuns: 3000 },
    );
  });

  it("on an unknown origin: every accepted value is a path that stays on whatever site reads it", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const r = returnUrlOf(value, "", "http://localhost");
        if (!r.ok) return;
        expect(r.value).toMatch(/^\/(?![/\\])/);
        expect(new URL(r.value, "https://elsewhere.example/x/").origin).toBe("https://elsewhere.example");
        expect(returnUrlOf(r.value, "")).toEqual(r);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("keptReturnUrl", () => {
  it("keeps what returnUrlOf gave and sends anything else to the shop's home page", () => {
    expect(keptReturnUrl("https://shop.example.uz/my-orders", SHOP)).toBe(
      "https://shop.example.uz/my-orders",
    );
    expect(keptReturnUrl("/my-orders", SHOP)).toBe("https://shop.example.uz/my-orders");
    expect(keptReturnUrl("/my-orders", "")).toBe("/my-orders");
    expect(keptReturnUrl("https://evil.example/", SHOP)).toBe("https://shop.example.uz/");
    for (const value of ["javascript:alert(1)", "//evil.example", "https://a@shop.example.uz/", "/\\x"]) {
      expect(keptReturnUrl(value, SHOP)).toBe("https://shop.example.uz/");
      expect(keptReturnUrl(value, "")).toBe("/");
    }
  });
});
