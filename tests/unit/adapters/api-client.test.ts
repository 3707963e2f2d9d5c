import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, ApiError, buildUrl, errorMessage, readAnswer } from "../../../adapters/http/api-client";
import { HttpCatalogueGateway } from "../../../adapters/http/catalogue.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";

const card = {
  id: 7,
  slug: "sement-m400",
  title: "Sement M400",
  images: [{ default: "/img/7.jpg", small: "/img/7-s.jpg" }],
  manufacturer: { id: 1, title: "Akfa" },
  price: "58000.00",
  sale_price: "49300.00",
  price_without_discount: "58000.00",
  rate: "4.5",
  comment_count: 3,
  realtime_count: 12,
  is_liked: false,
};
const page = (results: unknown[], next: string | null = null) => ({
  current_page: 1,
  links: { next, previous: null },
  page_items: results.length,
  page_size: 12,
  total: results.length,
  total_pages: 1,
  results,
});

function client(
  responses: Array<{ status: number; body?: unknown }>,
  context = new FixedRequestContext({ language: "sr", visitorId: "abc123" }),
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift() ?? { status: 200, body: {} };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  return {
    api: new ApiClient(
      { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
      context,
    ),
    calls,
    fetch,
  };
}

describe("ApiClient", () => {
  it("sends Accept-Language and Fingerprint, and Authorization when signed in", async () => {
    const { api, calls } = client(
      [{ status: 200, body: page([card]) }],
      new FixedRequestContext({ language: "uz", visitorId: "v1", accessToken: "tok" }),
    );
    await new HttpCatalogueGateway(api).listProducts({
      search: "sement",
      sections: [1, 2],
      page: 2,
      size: 12,
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers["Accept-Language"]).toBe("uz");
    expect(headers.Fingerprint).toBe("v1");
    expect(headers.Authorization).toBe("Bearer tok");
    expect(calls[0]!.url).toBe(
      "http://api.test/api/v1/products/?search=sement&page=2&size=12&category_id__in=1,2",
    );
  });

  it("adds a call's own headers beside its usual ones, on the retry too, and leaves other calls without them", async () => {
    const settings = {
      is_cash_valid: true,
      is_card_valid: false,
      is_payme_valid: true,
      is_click_valid: true,
      is_uzumbank_valid: false,
      is_paynet_valid: false,
    };
    const { api, calls } = client([
      { status: 503 },
      { status: 200, body: settings },
      { status: 200, body: settings },
    ]);
    await api.call("paymentSettings", { headers: { "Idempotency-Key": "k-1" } });
    await api.call("paymentSettings");
    const sent = calls.map((c) => c.init.headers as Record<string, string>);
    expect(sent[0]).toMatchObject({
      "Idempotency-Key": "k-1",
      "Accept-Language": "sr",
      Fingerprint: "abc123",
    });
    expect(sent[1]!["Idempotency-Key"]).toBe("k-1");
    expect(sent[2]!["Idempotency-Key"]).toBeUndefined();
  });

  it("retries a GET once on 503 and then succeeds", async () => {
    const { api, fetch } = client([{ status: 503 }, { status: 200, body: page([card]) }]);
    const result = await new HttpCatalogueGateway(api).listProducts({});
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.results[0]).toMatchObject({
      price: 49300,
      oldPrice: 58000,
      brand: { title: "Akfa" },
      rate: 4.5,
      stock: 12,
    });
  });

  it("does not retry a call with a body, and reads the error message", async () => {
    const { api, fetch } = client([{ status: 500, body: { detail: "Server error" } }]);
    await expect(
      api.call("application", { body: { full_name: "Ali", question: "When?" } }),
    ).rejects.toMatchObject({ status: 500, message: "Server error" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("hands a 429's Retry-After to the refusal as its seconds, with the code from the header", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ detail: "Yangi kodni 42 soniyadan keyin olish mumkin" }), {
          status: 429,
          headers: { "retry-after": "42", "x-error-code": "CODE.TOO_SOON" },
        }),
    );
    const api = new ApiClient(
      { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
      new FixedRequestContext({ language: "sr", visitorId: "abc123" }),
    );
    await expect(api.call("passwordReset", { body: { phone: "901234567" } })).rejects.toMatchObject({
      status: 429,
      code: "CODE.TOO_SOON",
      params: { seconds: 42 },
    });
  });

  it("maps the three error shapes", () => {
    expect(errorMessage({ detail: "No" })).toEqual({ message: "No", code: null });
    expect(
      errorMessage({ status_code: 400, errors: [{ error: "PHONE.INVALID", message: "Bad phone" }] }),
    ).toEqual({ message: "Bad phone", code: "PHONE.INVALID" });
    expect(errorMessage("x")).toEqual({ message: "an_error_occurred", code: null });
  });

  it("rejects an answer that breaks the contract", async () => {
    const { api } = client([{ status: 200, body: page([{ ...card, price: 12.5 }]) }]);
    await expect(new HttpCatalogueGateway(api).listProducts({})).rejects.toThrow();
  });

  it("checks and coerces another backend's answer, and takes our own server's as it comes", async () => {
    const sent = { rate: "4.50", total: 2, rates: [{ rate: 5, percent: "50", count: 1 }] };
    const config = { baseUrl: "/api/v1/", fetch: globalThis.fetch };
    await expect(readAnswer(config, "productCommentRates", sent)).resolves.toMatchObject({
      rate: 4.5,
      rates: [{ percent: 50 }],
    });
    await expect(readAnswer(config, "productCommentRates", { ...sent, total: "two" })).rejects.toThrow();
    const shaped = { ...config, answersShaped: true };
    await expect(readAnswer(shaped, "productCommentRates", sent)).resolves.toBe(sent);
  });

  it("answers null for a missing product (404)", async () => {
    const { api } = client([{ status: 404, body: { detail: "Not found" } }]);
    await expect(new HttpCatalogueGateway(api).productDetail("nope")).resolves.toBeNull();
    expect(new ApiError(404, "x")).toBeInstanceOf(Error);
  });

  it("builds URLs without empty parameters", () => {
    expect(buildUrl("/api/v1", "products/", { a: undefined, b: "", c: 0, d: true })).toBe(
      "/api/v1/products/?c=0&d=true",
    );
  });
});
