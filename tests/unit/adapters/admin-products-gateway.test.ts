import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminProducts } from "../../../adapters/http/admin-products.gateway";
import { Refused } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, products: new HttpAdminProducts(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));
const ROW = { id: 7, slug: "sement-m400", title: "Цемент М400", price: 58000, sale_price: 49300, stock: 12 };

describe("HttpAdminProducts", () => {
  it("asks for a page by search words and reads the rows and the page count", async () => {
    const { calls, products } = harness([
      { status: 200, body: { count: 41, next: "http://x/?page=2", previous: null, results: [ROW] } },
    ]);
    const page = await products.list({ search: "  sement ", page: 1 });
    expect(path(calls[0]!.url)).toBe("admin/products/?search=sement&page=1&page_size=20");
    expect(calls[0]!.init.method).toBe("GET");
    expect(page).toEqual({
      total: 41,
      totalPages: 3,
      results: [
        { id: 7, slug: "sement-m400", title: "Цемент М400", price: 58000, salePrice: 49300, stock: 12 },
      ],
    });
  });

  it("leaves an empty search out of the query", async () => {
    const { calls, products } = harness([{ status: 200, body: { count: 0, results: [] } }]);
    await products.list({ search: "", page: 2 });
    expect(path(calls[0]!.url)).toBe("admin/products/?page=2&page_size=20");
  });

  it("sends only the changed fields by the server's names with PATCH, the token and JSON", async () => {
    const { calls, products } = harness([{ status: 200, body: { ...ROW, sale_price: 0, stock: 30 } }]);
    const saved = await products.update(7, { salePrice: 0, stock: 30 });
    expect(path(calls[0]!.url)).toBe("admin/products/7/");
    expect(calls[0]!.init.method).toBe("PATCH");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ sale_price: 0, stock: 30 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["Authorization"] ?? headers["authorization"]).toBe("Bearer tok");
    expect(headers["Content-Type"] ?? headers["content-type"]).toMatch(/json/);
    expect(saved).toMatchObject({ salePrice: 0, stock: 30 });
  });

  it("reads a refused value (the server's {detail} with its code in a header) as a Refused", async () => {
    const answer = new Response(JSON.stringify({ detail: "Значение поля «sale_price» недопустимо" }), {
      status: 400,
      headers: { "x-error-code": "FIELD.INVALID" },
    });
    const api = new AdminClient(
      { baseUrl: "http://api.test/api/v1/", fetch: (async () => answer) as unknown as typeof fetch },
      new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
    );
    const error = await new HttpAdminProducts(api).update(7, { salePrice: 60000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({
      status: 400,
      code: "FIELD.INVALID",
      message: "Значение поля «sale_price» недопустимо",
      params: { field: "sale_price" },
    });
  });

  it("reads the audit log, newest first as the server gives it, a gone account as null", async () => {
    const { calls, products } = harness([
      {
        status: 200,
        body: {
          results: [
            {
              field: "sale_price",
              old_value: 0,
              new_value: 49300,
              by: { id: 3, full_name: "Dilshod Yusupov", phone: "+998901112233" },
              at: "2026-11-24T06:40:00.000Z",
            },
            { field: "stock", old_value: 5, new_value: 12, by: null, at: "2026-11-20T06:40:00.000Z" },
          ],
        },
      },
    ]);
    const log = await products.changes(7);
    expect(path(calls[0]!.url)).toBe("admin/products/7/changes/");
    expect(log).toEqual([
      {
        field: "salePrice",
        oldValue: 0,
        newValue: 49300,
        by: { fullName: "Dilshod Yusupov", phone: "+998901112233" },
        at: "2026-11-24T06:40:00.000Z",
      },
      { field: "stock", oldValue: 5, newValue: 12, by: null, at: "2026-11-20T06:40:00.000Z" },
    ]);
  });

  it("renews an expired token once and repeats the PATCH", async () => {
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${path(url)}`);
      return calls.length === 1
        ? new Response("", { status: 401 })
        : new Response(JSON.stringify(ROW), { status: 200 });
    });
    const renew = vi.fn(async () => true);
    const api = new AdminClient(
      { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
      new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
      { renew } as never,
    );
    await new HttpAdminProducts(api).update(7, { stock: 12 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(["PATCH admin/products/7/", "PATCH admin/products/7/"]);
  });

  it("refuses an answer of the wrong shape", async () => {
    const { products } = harness([
      { status: 200, body: { count: 1, results: [{ ...ROW, price: "58000" }] } },
    ]);
    await expect(products.list({ search: "", page: 1 })).rejects.toThrow();
  });
});
