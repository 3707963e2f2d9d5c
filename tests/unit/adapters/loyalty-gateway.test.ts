import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpLoyaltyGateway } from "../../../adapters/http/loyalty.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { LoyaltyError } from "../../../application/loyalty/loyalty.types";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, loyalty: new HttpLoyaltyGateway(api) };
}

const history = (results: unknown[], next: string | null) => ({
  current_page: 2,
  links: { next, previous: "http://api.test/api/v1/account/balance/?page=1" },
  page_items: results.length,
  page_size: 20,
  total: 41,
  total_pages: 3,
  results,
});

describe("HttpLoyaltyGateway", () => {
  it("asks account/balance/ for a page and reads sums into whole so'm and points", async () => {
    const { loyalty, calls } = harness([
      {
        status: 200,
        body: {
          cashback_balance: "12650.00",
          points: 146,
          is_master: true,
          discount_card: "QB000000427",
          history: history(
            [
              {
                kind: "spent",
                currency: "cashback",
                amount: "12000.00",
                order_id: 1042,
                created_at: "2026-11-18",
              },
              {
                kind: "earned",
                currency: "points",
                amount: "100.00",
                order_id: null,
                created_at: "2026-11-03",
              },
            ],
            "http://api.test/api/v1/account/balance/?page=3",
          ),
        },
      },
    ]);
    const page = await loyalty.balance(2, 20);
    expect(calls[0]!.url).toBe("http://api.test/api/v1/account/balance/?page=2&size=20");
    expect(page).toEqual({
      balances: { cashback: 12_650, points: 146, isMaster: true, discountCard: "QB000000427" },
      entries: [
        { kind: "spent", currency: "cashback", amount: 12_000, orderId: 1042, createdAt: "2026-11-18" },
        { kind: "earned", currency: "points", amount: 100, orderId: null, createdAt: "2026-11-03" },
      ],
      page: 2,
      total: 41,
      hasMore: true,
    });
  });

  it("shows no card for a shopper who is not a master, and knows the last page", async () => {
    const { loyalty } = harness([
      {
        status: 200,
        body: {
          cashback_balance: "0.00",
          points: "0.00",
          is_master: false,
          discount_card: "QB000000427",
          history: history([], null),
        },
      },
    ]);
    const page = await loyalty.balance(1, 20);
    expect(page.balances.discountCard).toBeNull();
    expect(page.hasMore).toBe(false);
  });

  it("turns a refusal into a LoyaltyError with its status", async () => {
    const { loyalty } = harness([{ status: 404, body: { detail: "Not found" } }]);
    const refused = await loyalty.balance(1, 20).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LoyaltyError);
    expect((refused as LoyaltyError).status).toBe(404);
  });
});
