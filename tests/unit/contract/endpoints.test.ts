import { describe, expect, it } from "vitest";
import { Struct } from "superstruct";
import { endpoints, type EndpointName } from "../../../contract/index.ts";
import { accountCases } from "./cases/accounts.cases.ts";
import { basketCases } from "./cases/basket.cases.ts";
import { cardCases } from "./cases/cards.cases.ts";
import { catalogueCases } from "./cases/catalogue.cases.ts";
import { contentCases } from "./cases/content.cases.ts";
import { deliveryCases } from "./cases/delivery.cases.ts";
import { loyaltyCases } from "./cases/loyalty.cases.ts";
import { orderCases } from "./cases/orders.cases.ts";
import { PARTS, type CaseTable } from "./cases/run-cases.ts";

const NO_TRAILING_SLASH = ["common/header-menu", "settings/instructions/{id}"];
const entries = Object.entries(endpoints);

const allCases: CaseTable = {
  ...accountCases,
  ...catalogueCases,
  ...basketCases,
  ...orderCases,
  ...deliveryCases,
  ...cardCases,
  ...contentCases,
  ...loyaltyCases,
};

describe("the endpoint registry", () => {
  it("holds every call of the contract", () => {
    // 67 calls of the contract and spec section 7, plus the two post calls the spec's /posts/{id} page needs,
    // plus our log-out, which ends the session on the server (contract/accounts.endpoints.ts), plus our
    // balance and bonus page (contract/loyalty.endpoints.ts).
    expect(entries).toHaveLength(71);
  });

  it.each(entries)("%s has an answer struct, a relative path and an auth mode", (_, e) => {
    expect(e.answer).toBeInstanceOf(Struct);
    expect(e.path.startsWith("/")).toBe(false);
    expect(e.path.endsWith("/")).toBe(!NO_TRAILING_SLASH.includes(e.path));
    expect(e.path).not.toMatch(/[?#]/);
    expect(["none", "optional", "required"]).toContain(e.auth);
    expect(["GET", "POST", "PUT", "DELETE"]).toContain(e.method);
  });

  it("has exactly the two documented paths without a trailing slash", () => {
    expect(
      entries
        .map(([, e]) => e.path)
        .filter((p) => !p.endsWith("/"))
        .sort(),
    ).toEqual(NO_TRAILING_SLASH);
  });

  it.each(entries)("%s has a params struct exactly when its path has placeholders", (_, e) => {
    expect("params" in e).toBe(/\{\w+\}/.test(e.path));
  });

  it.each(entries)("%s sends a body only with POST or PUT", (_, e) => {
    if ("body" in e) expect(["POST", "PUT"]).toContain(e.method);
    else expect(["GET", "DELETE", "POST"]).toContain(e.method);
  });

  it("has no two calls with the same method and path", () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("includes every call of storefront-spec section 7", () => {
    const spec = [
      "GET account/",
      "POST auth/login/",
      "POST auth/token/refresh/",
      "GET products/banner/",
      "GET common/story/",
      "GET common/story-item/{id}/read/",
      "GET settings/contacts/",
      "GET common/footer/",
      "GET common/live-stream/",
      "GET common/video-lessons/",
      "GET products/",
      "GET products/most-sold/",
      "GET orders/cart/products/",
      "GET orders/",
      "GET products/likes/",
      "GET products/popular-categories/",
      "GET products/categories-list/footer/",
      "GET common/header-menu",
      "GET products/categories/",
      "GET common/region/",
      "GET common/district/",
      "POST account/password-reset/",
      "POST account/password-reset/verify/",
      "PUT account/password-change-after-reset/",
      "POST account/registration/entrypoint/",
      "POST account/registration/verify/",
      "POST account/registration/register/",
    ];
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(spec.filter((call) => !keys.includes(call))).toEqual([]);
  });
});

describe("the sample tables", () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)("%s has a passing answer and at least one failing sample", (name) => {
    const cases = allCases[name];
    expect(cases?.answer?.ok?.length ?? 0).toBeGreaterThan(0);
    const failing = PARTS.reduce((n, part) => n + (cases?.[part]?.bad?.length ?? 0), 0);
    expect(failing).toBeGreaterThan(0);
  });

  it.each(names)("%s has a passing sample for each request part it declares", (name) => {
    for (const part of ["params", "query", "body"] as const) {
      if (part in endpoints[name]) expect(allCases[name]?.[part]?.ok?.length ?? 0, part).toBeGreaterThan(0);
    }
  });
});
