import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpCardsGateway } from "../../../adapters/http/cards.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { CardError } from "../../../application/cards/cards.types";

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
  return { calls, cards: new HttpCardsGateway(api) };
}

const path = (url: string) => url.replace("http://api.test/api/v1/", "");
const card = (over: Record<string, unknown>) => ({
  id: 1,
  number: "8600 06** **** 6311",
  vendor: "Uzcard",
  processing: "uzcard",
  name: null,
  expiry_date: "03/29",
  ...over,
});

describe("HttpCardsGateway", () => {
  it("lists cards with the system from the prefix, the server's processing otherwise, none for 5614", async () => {
    const { cards, calls } = harness([
      {
        status: 200,
        body: {
          results: [
            card({}),
            card({ id: 2, number: "**** **** **** 0000", vendor: "Visa", processing: "VISA" }),
            card({ id: 3, number: "5614 68** **** 1111", vendor: null, processing: "humo" }),
          ],
        },
      },
    ]);
    const list = await cards.list();
    expect(path(calls[0]!.url)).toBe("payments/cards/");
    expect(list.map((c) => [c.id, c.system, c.expiry])).toEqual([
      [1, "uzcard", "03/29"],
      [2, "visa", "03/29"],
      [3, null, "03/29"],
    ]);
  });

  it("adds a card with the contract's body and reads where the code went and the wait", async () => {
    const { cards, calls } = harness([
      {
        status: 201,
        body: {
          id: 7,
          number: "8600 06** **** 6311",
          expire: "03/99",
          verify: false,
          verification_code: { phone: "99890*****66", sent: true, wait: 60 },
        },
      },
    ]);
    const added = await cards.add({ number: "8600069195406311", expire: "03/99" });
    expect(calls[0]!.init.method).toBe("POST");
    expect(path(calls[0]!.url)).toBe("payments/cards/create/");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      number: "8600069195406311",
      expire: "03/99",
    });
    expect(added).toEqual({
      id: 7,
      number: "8600 06** **** 6311",
      verified: false,
      phone: "99890*****66",
      waitSeconds: 60,
    });
  });

  it("verifies and removes by id, and turns a refusal into a CardError with the server's code", async () => {
    const { cards, calls } = harness([
      { status: 200, body: { verify: true } },
      { status: 400, body: { code: "CODE.WRONG", message: "Неверный код" } },
      { status: 200, body: { success: true } },
    ]);
    expect(await cards.verify(7, "666666")).toBe(true);
    expect(path(calls[0]!.url)).toBe("payments/cards/verify/7/");
    const refused = await cards.verify(7, "000000").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CardError);
    expect((refused as CardError).status).toBe(400);
    await cards.remove(7);
    expect(calls[2]!.init.method).toBe("DELETE");
    expect(path(calls[2]!.url)).toBe("payments/cards/remove/7/");
  });
});
