import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../domain/errors.ts";
import { LANGUAGES } from "../../domain/language.ts";
import { statusOf } from "../../server/http/error-status.ts";
import { readPo } from "../../server/platform/po-catalog.ts";
import { saying, startTestApp, type TestApp } from "./helpers/test-app.ts";

const catalog = (lang: string) => readPo(new URL(`../../locales/validation/${lang}.po`, import.meta.url));

describe("errors as domain codes, from service to wire", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 200 });
  });
  afterAll(() => t.close());

  it("maps every code to one status: 4xx for the client's mistakes, 500 only for the server's own", () => {
    const SERVER: Partial<Record<string, number>> = {
      "GENERIC.SERVER_ERROR": 500,
      "GENERIC.UNAVAILABLE": 503,
    };
    for (const code of Object.values(ErrorCode)) {
      const status = statusOf(code);
      const server = SERVER[code];
      const expected = server ? [server, server] : [400, 499];
      expect(status, code).toBeGreaterThanOrEqual(expected[0]!);
      expect(status, code).toBeLessThanOrEqual(expected[1]!);
    }
    expect(statusOf("GENERIC.NOT_FOUND")).toBe(404);
    expect(statusOf("AUTH.TOKEN_INVALID")).toBe(401);
    expect(statusOf("CART.OVER_STOCK")).toBe(400);
  });

  it("names the code of a {detail} answer in X-Error-Code, in the catalogs' words of each language", async () => {
    for (const lang of LANGUAGES) {
      const missing = await t.app.inject({
        url: "/api/v1/products/detail/no-such-product/",
        headers: { "accept-language": lang },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["x-error-code"]).toBe("GENERIC.NOT_FOUND");
      expect(missing.json()).toEqual(saying(catalog(lang).get("not_found")));

      const nobody = await t.app.inject({
        url: "/api/v1/products/likes/",
        headers: { "accept-language": lang },
      });
      expect(nobody.headers["x-error-code"]).toBe("OWNER.REQUIRED");
      expect(nobody.json()).toEqual(saying(catalog(lang).get("no_owner")));
    }
  });

  it("sends a refused field's code both in errors[0].error and in the header", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders/cart/",
      headers: { fingerprint: "codesfp01", "accept-language": "sr" },
      payload: { product: 1, amount: -3 },
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers["x-error-code"]).toBe("FIELD.INVALID");
    const [first] = r.json<{ errors: { error: string; message: string; field: string }[] }>().errors;
    expect(first).toEqual({
      error: "FIELD.INVALID",
      field: "amount",
      message: catalog("sr").get("invalid_value")!.replace("{field}", "amount"),
    });
  });

  it("refuses a quantity over the stock with the domain's CART.OVER_STOCK and the stock left", async () => {
    const [p] = await t.app.internals.db.query<{ id: number; stock: number }>(
      "SELECT id, stock FROM products WHERE stock > 0 LIMIT 1",
    );
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders/cart/",
      headers: { fingerprint: "codesfp02", "accept-language": "ru" },
      payload: { product: p!.id, amount: p!.stock + 1 },
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers["x-error-code"]).toBe("CART.OVER_STOCK");
    expect(r.json()).toEqual(saying(catalog("ru").get("over_stock")!.replace("{stock}", String(p!.stock))));
  });
});
