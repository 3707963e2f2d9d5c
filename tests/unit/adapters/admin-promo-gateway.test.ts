import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminPromo } from "../../../adapters/http/admin-promo.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { Refused } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), {
      status: next.status,
      headers: next.headers ?? {},
    });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, promo: new HttpAdminPromo(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));

const WIRE = {
  code: "QURILISH10",
  kind: "percent",
  value: 10,
  min_order_price: 500000,
  starts_at: "2026-10-31T19:00:00.000Z",
  ends_at: null,
  max_uses: 500,
  used: 137,
  state: "active",
};

describe("promo codes over HTTP", () => {
  it("lists the codes with their terms, uses and the server's state", async () => {
    const { calls, promo } = harness([
      {
        status: 200,
        body: {
          results: [
            WIRE,
            { ...WIRE, code: "SEMENT50K", kind: "amount", value: 50000, max_uses: null, state: "paused" },
          ],
        },
      },
    ]);
    const codes = await promo.list();
    expect(path(calls[0]!.url)).toBe("admin/promo-codes/");
    expect(calls[0]!.init.method).toBe("GET");
    expect(codes[0]).toEqual({
      code: "QURILISH10",
      kind: "percent",
      value: 10,
      minOrderPrice: 500000,
      startsAt: "2026-10-31T19:00:00.000Z",
      endsAt: null,
      maxUses: 500,
      used: 137,
      state: "active",
    });
    expect(codes[1]).toMatchObject({ kind: "amount", value: 50000, maxUses: null, state: "paused" });
  });

  it("refuses an answer with a state the domain does not know", async () => {
    const { promo } = harness([{ status: 200, body: { results: [{ ...WIRE, state: "deleted" }] } }]);
    await expect(promo.list()).rejects.toThrow();
  });

  it("creates a code with the wire's names and reads back the code as stored", async () => {
    const { calls, promo } = harness([{ status: 201, body: { ...WIRE, code: "BOYOQ20", used: 0 } }]);
    const made = await promo.create({
      code: "BOYOQ20",
      kind: "percent",
      value: 20,
      minOrderPrice: 0,
      startsAt: "2026-12-01T00:00:00+05:00",
      endsAt: null,
      maxUses: null,
    });
    expect(path(calls[0]!.url)).toBe("admin/promo-codes/");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      code: "BOYOQ20",
      kind: "percent",
      value: 20,
      min_order_price: 0,
      starts_at: "2026-12-01T00:00:00+05:00",
      ends_at: null,
      max_uses: null,
    });
    expect(made).toMatchObject({ code: "BOYOQ20", used: 0 });
  });

  it("hands a taken code back as a refusal with its code", async () => {
    const { promo } = harness([
      {
        status: 409,
        body: { detail: "Промокод с таким названием уже существует" },
        headers: { "X-Error-Code": "PROMO.CODE_TAKEN" },
      },
    ]);
    const error = await promo
      .create({
        code: "KUZ2026",
        kind: "amount",
        value: 1,
        minOrderPrice: 0,
        startsAt: null,
        endsAt: null,
        maxUses: null,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({ status: 409, code: "PROMO.CODE_TAKEN" });
  });

  it("pauses, resumes and expires a code by its path", async () => {
    const { calls, promo } = harness([
      { status: 200, body: { ...WIRE, state: "paused" } },
      { status: 200, body: { ...WIRE, state: "active" } },
      { status: 200, body: { ...WIRE, state: "expired" } },
    ]);
    expect((await promo.move("QURILISH10", "pause")).state).toBe("paused");
    expect((await promo.move("QURILISH10", "resume")).state).toBe("active");
    expect((await promo.move("QURILISH10", "expire")).state).toBe("expired");
    expect(calls.map((c) => `${c.init.method} ${path(c.url)}`)).toEqual([
      "POST admin/promo-codes/QURILISH10/pause/",
      "POST admin/promo-codes/QURILISH10/resume/",
      "POST admin/promo-codes/QURILISH10/expire/",
    ]);
  });
});
