import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { multipart, picture, type Part } from "./helpers/multipart.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Banners and stories made with a picture and a link, and removed; pages and posts rewritten (decision
// 0037): the home page and the page show each change next, though their answers are cached.
describe.each(BACKENDS)("The back office's banner, story, page and post editors on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let operator: Shopper;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const pub = async (url: string, lang = "ru") =>
    (await t.app.inject({ url: `/api/v1/${url}`, headers: { "accept-language": lang } })).json();
  const form = (url: string, who: Shopper, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url: `/api/v1/admin/${url}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${who.token}`, "accept-language": "uz" },
    });
  };
  const titled = (ru: string, uz: string, sr: string): Part[] => [
    { name: "title_ru", value: ru },
    { name: "title_uz", value: uz },
    { name: "title_sr", value: sr },
  ];

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 10 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    operator = await makeStaff(t, await makeShopper(t), "operator");
  });
  afterAll(() => t?.close());

  it("makes a banner with its picture and link: the home page shows it at once, and it can be removed", async () => {
    const shown = async () => (await pub("products/banner/?size=50", "sr")).results;
    const before = await shown(); // cached from here on
    const made = await form("banners/", admin, [
      ...titled("Новая плитка", "Янги плитка", "Yangi plitka"),
      { name: "sub_title_ru", value: "Каждую неделю" },
      { name: "url", value: "/products?sections=2" },
      { name: "image", value: await picture("jpeg", 1200, 400), filename: "b.jpg", type: "image/jpeg" },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const banner = made.json();
    expect(banner).toMatchObject({ title: "Янги плитка", visible: true });
    expect(banner.image).toMatch(/\/media\/banners\/[0-9a-f]{24}\.webp$/);
    const after = await shown();
    expect(after).toHaveLength(before.length + 1);
    const last = after.at(-1);
    expect(last).toMatchObject({ id: banner.id, title: "Yangi plitka", url: "/products?sections=2" });
    // Uzbek Latin sub-title left empty shows the Russian.
    expect(last.sub_title).toBe("Каждую неделю");
    const file = await t.app.inject({ url: new URL(last.image_src.default, "http://shop").pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["x-placeholder"]).toBeUndefined();

    const removed = await call("DELETE", `banners/${banner.id}/`, admin);
    expect(removed.json()).toEqual({ id: banner.id });
    expect((await shown()).map((b: { id: number }) => b.id)).not.toContain(banner.id);
    expect((await call("DELETE", `banners/${banner.id}/`, admin)).statusCode).toBe(404);
  });

  it("makes a story of one picture and link, shown on the home page at once, and removes it", async () => {
    const shown = async () => (await pub("common/story/", "uz")).results;
    const before = await shown();
    const made = await form("stories/", admin, [
      ...titled("Скидки", "Чегирмалар", "Chegirmalar"),
      { name: "url", value: "https://qurilish-bozori.uz/aksiya" },
      { name: "image", value: await picture("png", 540, 960), filename: "s.png", type: "image/png" },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const story = made.json();
    expect(story.image).toMatch(/\/media\/stories\/[0-9a-f]{24}\.webp$/);
    const after = await shown();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      id: story.id,
      title: "Чегирмалар",
      items: [{ title: "Чегирмалар", url: "https://qurilish-bozori.uz/aksiya" }],
    });
    const ring = await t.app.inject({ url: new URL(after.at(-1).image_src.small, "http://shop").pathname });
    expect(ring.headers["x-placeholder"]).toBeUndefined();
    // Seen by a visitor, then removed with its slides and who saw them.
    const itemId = after.at(-1).items[0].id;
    await t.app.inject({
      url: `/api/v1/common/story-item/${itemId}/read/`,
      headers: { fingerprint: "f".repeat(32) },
    });
    expect((await call("DELETE", `stories/${story.id}/`, admin)).statusCode).toBe(200);
    expect((await shown()).map((s: { id: number }) => s.id)).not.toContain(story.id);
  });

  it("refuses a banner without a picture, Russian or a safe link, a file that is no picture, and keeps none", async () => {
    const count = async () =>
      (await t.app.internals.db.query<{ n: number }>("SELECT count(*)::int AS n FROM banners"))[0]!.n;
    const before = await count();
    const png = await picture("png");
    const image: Part = { name: "image", value: png, filename: "b.png", type: "image/png" };
    const cases: [Part[], string, string][] = [
      [[...titled("Баннер", "", ""), { name: "url", value: "/products" }], "image", "FIELD.REQUIRED"],
      [[...titled("", "Фақат", "Faqat"), { name: "url", value: "/" }, image], "title_ru", "FIELD.REQUIRED"],
      [[...titled("Баннер", "", ""), image], "url", "FIELD.REQUIRED"],
      [
        [...titled("Баннер", "", ""), { name: "url", value: "javascript:alert(1)" }, image],
        "url",
        "FIELD.INVALID",
      ],
      [
        [...titled("Баннер", "", ""), { name: "url", value: "//evil.example" }, image],
        "url",
        "FIELD.INVALID",
      ],
      [
        [
          ...titled("Баннер", "", ""),
          { name: "url", value: "/" },
          { name: "image", value: "GIF89a not really", filename: "b.png", type: "image/png" },
        ],
        "image",
        "FIELD.INVALID",
      ],
    ];
    for (const [parts, field, code] of cases) {
      const r = await form("banners/", admin, parts);
      expect(r.statusCode, field).toBe(400);
      expect(r.json().errors[0], field).toMatchObject({ field });
      expect(r.headers["x-error-code"], field).toBe(code);
    }
    expect(await count()).toBe(before);
  });

  it("rewrites a page and a post in each language: their pages show it at once", async () => {
    const pages = (await call("GET", "pages/", admin)).json().results;
    const page = pages.find((p: { slug: string | null }) => p.slug);
    expect(Object.keys(page).sort()).toEqual(
      ["body_ru", "body_sr", "body_uz", "id", "slug", "title_ru", "title_sr", "title_uz"].sort(),
    );
    expect((await pub(`common/staticpages/${page.slug}/`, "sr")).title).toBe(page.title_sr); // cached now
    const edited = await call("PATCH", `pages/${page.id}/`, admin, {
      title_sr: "Yetkazib berish shartlari",
      body_sr: "<p>Toshkent bo‘ylab bepul</p>",
      body_uz: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title_ru: page.title_ru, body_uz: page.body_ru });
    expect(await pub(`common/staticpages/${page.slug}/`, "sr")).toMatchObject({
      title: "Yetkazib berish shartlari",
      body: "<p>Toshkent bo‘ylab bepul</p>",
    });
    const emptied = await call("PATCH", `pages/${page.id}/`, admin, { title_ru: " " });
    expect(emptied.json().errors[0]).toMatchObject({ field: "title_ru" });
    expect(emptied.headers["x-error-code"]).toBe("FIELD.REQUIRED");

    const [post] = (await call("GET", "posts/", admin)).json().results;
    expect(post.slug).toBeNull();
    await pub(`common/posts/${post.id}/`);
    await call("PATCH", `posts/${post.id}/`, admin, { title_ru: "Как выбрать цемент" });
    expect((await pub(`common/posts/${post.id}/`)).title).toBe("Как выбрать цемент");
    // A page is not a post: each editor edits only its own kind.
    expect((await call("PATCH", `posts/${page.id}/`, admin, { title_ru: "x" })).statusCode).toBe(404);
  });

  it("lets no operator make, remove or rewrite content", async () => {
    const cases: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["POST", "banners/", { title_ru: "x", url: "/" }],
      ["DELETE", "banners/1/"],
      ["POST", "stories/", { title_ru: "x", url: "/" }],
      ["DELETE", "stories/1/"],
      ["GET", "pages/"],
      ["PATCH", "pages/1/", { title_ru: "x" }],
      ["GET", "posts/"],
      ["PATCH", "posts/1/", { title_ru: "x" }],
    ];
    for (const [method, url, body] of cases) {
      const r = await call(method, url, operator, body);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.headers["x-error-code"]).toBe("STAFF.FORBIDDEN");
    }
    const [banner] = await t.app.internals.db.query("SELECT id FROM banners WHERE id = 1");
    expect(banner).toBeDefined();
  });
});
