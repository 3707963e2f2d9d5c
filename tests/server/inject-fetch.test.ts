import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_PROCESS_API_BASE, injectFetch } from "../../server/storefront/inject-fetch.ts";

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
});
