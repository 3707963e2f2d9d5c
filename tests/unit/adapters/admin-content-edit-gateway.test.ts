import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminContentEdit } from "../../../adapters/http/admin-content-edit.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { EMPTY_PLACED_DRAFT } from "../../../application/admin/sections/content-edit.types";
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
    new FixedRequestContext({ language: "uz", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, content: new HttpAdminContentEdit(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));
const said = (c: { url: string; init: RequestInit }) => `${c.init.method} ${path(c.url)}`;

const PLACED = {
  id: 7,
  title: "Янги плитка",
  image: "http://api.test/media/banners/a.webp",
  position: 5,
  visible: true,
};
const PAGE = {
  id: 1,
  slug: "delivery",
  title_ru: "Доставка",
  title_uz: "Етказиб бериш",
  title_sr: "Yetkazib berish",
  body_ru: "<p>Быстро</p>",
  body_uz: "<p>Тез</p>",
  body_sr: "<p>Tez</p>",
};

describe("banners, stories, pages and posts edited over HTTP", () => {
  it("makes a banner as a form with its picture; a story sends no second line", async () => {
    const { calls, content } = harness([
      { status: 201, body: PLACED },
      { status: 201, body: { ...PLACED, id: 8 } },
    ]);
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
    const draft = {
      ...EMPTY_PLACED_DRAFT,
      titles: { ru: "Новая плитка", uz: "Янги плитка", sr: "" },
      subTitles: { ru: "Каждую неделю", uz: "", sr: "" },
      url: " /products?sections=2 ",
      image,
    };
    expect(await content.create("banners", draft)).toEqual(PLACED);
    await content.create("stories", draft);
    expect(calls.map(said)).toEqual(["POST admin/banners/", "POST admin/stories/"]);
    const banner = calls[0]!.init.body as FormData;
    expect(banner.get("url")).toBe("/products?sections=2");
    expect(banner.get("sub_title_ru")).toBe("Каждую неделю");
    expect(banner.get("image")).toBeInstanceOf(Blob);
    expect((calls[1]!.init.body as FormData).has("sub_title_ru")).toBe(false);
  });

  it("removes by id on each kind's path", async () => {
    const { calls, content } = harness([
      { status: 200, body: { id: 7 } },
      { status: 404, body: { detail: "Топилмади" }, headers: { "X-Error-Code": "GENERIC.NOT_FOUND" } },
    ]);
    await content.remove("banners", 7);
    const error = await content.remove("stories", 9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect(error).toMatchObject({ status: 404, code: "GENERIC.NOT_FOUND" });
    expect(calls.map(said)).toEqual(["DELETE admin/banners/7/", "DELETE admin/stories/9/"]);
  });

  it("reads pages and posts in every language and saves one as JSON", async () => {
    const { calls, content } = harness([
      { status: 200, body: { results: [PAGE] } },
      { status: 200, body: { results: [] } },
      { status: 200, body: { ...PAGE, title_sr: "Yetkazish" } },
    ]);
    expect(await content.texts("pages")).toEqual([
      {
        id: 1,
        slug: "delivery",
        titles: { ru: "Доставка", uz: "Етказиб бериш", sr: "Yetkazib berish" },
        bodies: { ru: "<p>Быстро</p>", uz: "<p>Тез</p>", sr: "<p>Tez</p>" },
      },
    ]);
    expect(await content.texts("posts")).toEqual([]);
    const saved = await content.saveText("pages", 1, {
      titles: { ru: "Доставка", uz: "Етказиб бериш", sr: "Yetkazish" },
      bodies: { ru: "<p>Быстро</p>", uz: "<p>Тез</p>", sr: "<p>Tez</p>" },
    });
    expect(saved.titles.sr).toBe("Yetkazish");
    expect(calls.map(said)).toEqual(["GET admin/pages/", "GET admin/posts/", "PATCH admin/pages/1/"]);
    expect(JSON.parse(calls[2]!.init.body as string)).toMatchObject({
      title_sr: "Yetkazish",
      body_ru: "<p>Быстро</p>",
    });
  });

  it("refuses an answer that is not a page", async () => {
    const { content } = harness([{ status: 200, body: { results: [{ ...PAGE, body_ru: null }] } }]);
    await expect(content.texts("pages")).rejects.toThrow();
  });
});
