import "reflect-metadata";
import { describe, expect, it } from "vitest";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpShoppingGateway } from "../../../adapters/http/shopping.gateway";

describe("the basket call after login", () => {
  it("asks the server to merge this browser's guest without naming it (decision 0025)", async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify({ products: [] }), { status: 200 });
    };
    const api = new ApiClient(
      { baseUrl: "/api/v1/", fetch: fetch as typeof globalThis.fetch },
      new FixedRequestContext({ language: "ru", accessToken: "tok" }),
    );
    const gateway = new HttpShoppingGateway(api);
    await gateway.basket(true);
    await gateway.basket();
    expect(sent.map((s) => s.url)).toEqual([
      "/api/v1/orders/cart/products/",
      "/api/v1/orders/cart/products/",
    ]);
    expect(sent[0]!.headers["X-Merge-Visitor"]).toBe("1");
    expect(sent[1]!.headers["X-Merge-Visitor"]).toBeUndefined();
    expect(sent.every((s) => s.headers.Fingerprint === undefined)).toBe(true);
  });
});
