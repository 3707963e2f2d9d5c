import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerKey } from "../../server/http/api-route.ts";
import { ResponseCache } from "../../server/http/response-cache.ts";
import { IN_PROCESS_API_BASE, injectFetch, type SeenAnswer } from "../../server/storefront/inject-fetch.ts";
import { sharedAnswers } from "../../server/storefront/shared-answers.ts";

const TRUST = { publicUrl: "", trustedProxies: 0 };

// The server render reaches the API through this fetch: no socket, the same routes, the same answers.
describe("injectFetch", () => {
  const app = Fastify();
  let fetchInProcess: typeof fetch;
  beforeAll(async () => {
    app.get("/api/v1/echo/", async (request, reply) =>
      reply
        .header("x-seen-language", request.headers["accept-language"] ?? "")
        .send({ query: request.query }),
    );
    app.post("/api/v1/echo/", async (request, reply) => reply.code(201).send({ body: request.body }));
    app.get("/api/v1/unchanged/", async (_request, reply) => reply.code(304).send());
    await app.ready();
    fetchInProcess = injectFetch(app);
  });
  afterAll(() => app.close());

  it("sends the method, path, query, headers and JSON body, and answers status, headers and body", async () => {
    const got = await fetchInProcess(`${IN_PROCESS_API_BASE}echo/?size=4&search=g%27isht`, {
      headers: { "Accept-Language": "sr" },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get("x-seen-language")).toBe("sr");
    expect(await got.json()).toEqual({ query: { size: "4", search: "g'isht" } });

    const posted = await fetchInProcess(`${IN_PROCESS_API_BASE}echo/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ amount: 2 }),
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ body: { amount: 2 } });
  });

  it("passes refusals and bodiless answers through as a real fetch would", async () => {
    expect((await fetchInProcess(`${IN_PROCESS_API_BASE}missing/`)).status).toBe(404);
    const unchanged = await fetchInProcess(`${IN_PROCESS_API_BASE}unchanged/`);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
  });

  it("takes a GET's shared answer from the answer cache, under the route's key, without a request", async () => {
    const cache = new ResponseCache();
    const value = { results: [{ id: 7, realtime_count: 3 }] };
    cache.set(answerKey("sr", "", "/api/v1/echo/?size=4"), value, [7]);
    const seen: SeenAnswer[] = [];
    const cached = injectFetch(app, (answer) => seen.push(answer), sharedAnswers(cache, TRUST));
    const got = await cached(`${IN_PROCESS_API_BASE}echo/?size=4`, { headers: { "Accept-Language": "sr" } });
    expect(await got.json()).toEqual(value);
    expect(got.headers.get("x-seen-language")).toBeNull();
    expect(seen.map((a) => a.products)).toEqual([[7]]);
    // Another language's key is not this one: the route answers it.
    const uz = await cached(`${IN_PROCESS_API_BASE}echo/?size=4`, { headers: { "Accept-Language": "uz" } });
    expect(uz.headers.get("x-seen-language")).toBe("uz");
  });

  it("never gives the shared answer to a call that names someone, nor to a POST", async () => {
    const cache = new ResponseCache();
    cache.set(answerKey("ru", "", "/api/v1/echo/"), { shared: true });
    const cached = injectFetch(app, undefined, sharedAnswers(cache, TRUST));
    const owners: Record<string, string>[] = [
      { Authorization: "Bearer x" },
      { Fingerprint: "visitor42abc" },
      { Cookie: "a=b" },
    ];
    for (const own of owners) {
      const got = await cached(`${IN_PROCESS_API_BASE}echo/`, {
        headers: { "Accept-Language": "ru", ...own },
      });
      expect(await got.json(), JSON.stringify(own)).toEqual({ query: {} });
    }
    const posted = await cached(`${IN_PROCESS_API_BASE}echo/`, {
      method: "POST",
      headers: { "Accept-Language": "ru", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(posted.status).toBe(201);
  });

  it("leaves the cache alone where the route's key would hold a host an in-process call only makes up", () => {
    const cache = new ResponseCache();
    expect(sharedAnswers(cache, { publicUrl: "", trustedProxies: 1 })).toBeUndefined();
    expect(sharedAnswers(cache, { publicUrl: "https://shop.uz", trustedProxies: 1 })).toBeDefined();
  });
});
