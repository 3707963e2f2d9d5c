import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminContent } from "../../../adapters/http/admin-content.gateway";
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
  return { calls, content: new HttpAdminContent(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));

const WIRE = {
  id: 1,
  title: "Скидка 10% на цемент",
  image: "http://api.test/media/banners/1.jpg",
  position: 0,
  visible: true,
};

describe("banners and stories over HTTP", () => {
  it("lists each kind by its own path", async () => {
    const { calls, content } = harness([
      { status: 200, body: { results: [WIRE, { ...WIRE, id: 2, position: 1, visible: false }] } },
      { status: 200, body: { results: [] } },
    ]);
    const banners = await content.list("banners");
    expect(await content.list("stories")).toEqual([]);
    expect(calls.map((c) => `${c.init.method} ${path(c.url)}`)).toEqual([
      "GET admin/banners/",
      "GET admin/stories/",
    ]);
    expect(banners).toEqual([
      {
        id: 1,
        title: "Скидка 10% на цемент",
        image: "http://api.test/media/banners/1.jpg",
        position: 0,
        visible: true,
      },
      {
        id: 2,
        title: "Скидка 10% на цемент",
        image: "http://api.test/media/banners/1.jpg",
        position: 1,
        visible: false,
      },
    ]);
  });

  it("sends only what changes and reads back the row", async () => {
    const { calls, content } = harness([
      { status: 200, body: { ...WIRE, position: 3 } },
      { status: 200, body: { ...WIRE, visible: false } },
    ]);
    expect((await content.place("banners", 1, { position: 3 })).position).toBe(3);
    expect((await content.place("stories", 1, { visible: false })).visible).toBe(false);
    expect(calls.map((c) => `${c.init.method} ${path(c.url)} ${c.init.body as string}`)).toEqual([
      'POST admin/banners/1/ {"position":3}',
      'POST admin/stories/1/ {"visible":false}',
    ]);
  });

  it("hands a missing row back as a refusal, and refuses a malformed answer", async () => {
    const { content } = harness([
      { status: 404, body: { detail: "Не найдено" }, headers: { "X-Error-Code": "GENERIC.NOT_FOUND" } },
      { status: 200, body: { ...WIRE, visible: "yes" } },
    ]);
    const error = await content.place("banners", 9, { visible: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({ status: 404, code: "GENERIC.NOT_FOUND" });
    await expect(content.place("banners", 1, { visible: true })).rejects.toThrow();
  });
});
