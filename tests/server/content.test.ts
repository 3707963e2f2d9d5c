import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKENDS,
  expectAnswer,
  expectErrorList,
  saying,
  startTestApp,
  type TestApp,
} from "./helpers/test-app.ts";

describe.each(BACKENDS)("content, geography and settings on %s", (backend) => {
  let t: TestApp;
  const get = (url: string, lang = "uz", headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { "accept-language": lang, ...headers } });
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 300 });
  });
  afterAll(async () => t?.close());

  it("answers banners, header menu, footer, faq, videos, live stream and instructions", async () => {
    expect(
      expectAnswer("banners", (await get("/api/v1/products/banner/?size=3")).json()).results,
    ).toHaveLength(3);
    const menu = expectAnswer("headerMenu", (await get("/api/v1/common/header-menu", "ru")).json());
    expect(menu.results[0]!.title).toBe("Цемент и сухие смеси");
    expect(
      expectAnswer("footer", (await get("/api/v1/common/footer/")).json()).results.length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      expectAnswer("faq", (await get("/api/v1/common/faq/", "sr")).json()).results.length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      expectAnswer("videoLessons", (await get("/api/v1/common/video-lessons/")).json()).results.length,
    ).toBeGreaterThan(0);
    expect(expectAnswer("liveStream", (await get("/api/v1/common/live-stream/")).json()).length).toBe(1);
    const instructions = expectAnswer(
      "instructionsList",
      (await get("/api/v1/settings/instructions/")).json(),
    );
    const one = expectAnswer(
      "instructionDetail",
      (await get(`/api/v1/settings/instructions/${instructions.results[0]!.id}`)).json(),
    );
    expect(one.content).toContain("<p>");
  });

  it("answers static pages in three languages and 404 for unknown slugs", async () => {
    for (const slug of ["privacy-policy", "user-agreement", "terms-of-use"]) {
      const ru = expectAnswer("staticPage", (await get(`/api/v1/common/staticpages/${slug}/`, "ru")).json());
      const sr = expectAnswer("staticPage", (await get(`/api/v1/common/staticpages/${slug}/`, "sr")).json());
      expect(ru.title).not.toBe(sr.title);
    }
    const missing = await get("/api/v1/common/staticpages/no-such-page/", "ru");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(saying("Не найдено."));
  });

  it("answers the posts list and a post in the asked language, and 404 for an unknown or non-numeric id", async () => {
    const list = expectAnswer("posts", (await get("/api/v1/common/posts/", "ru")).json());
    expect(list.results.length).toBeGreaterThan(0);
    const id = list.results[0]!.id;
    const ru = expectAnswer("postDetail", (await get(`/api/v1/common/posts/${id}/`, "ru")).json());
    const sr = expectAnswer("postDetail", (await get(`/api/v1/common/posts/${id}/`, "sr")).json());
    expect(ru.title).toBe(list.results[0]!.title);
    expect(ru.title).not.toBe(sr.title);
    expect(ru.body).toContain("<p>");
    expect((await get("/api/v1/common/posts/999999/")).statusCode).toBe(404);
    expect((await get("/api/v1/common/posts/abc/")).statusCode).toBe(400);
  });

  it("answers contacts, payment settings and statistics", async () => {
    const contacts = expectAnswer("contacts", (await get("/api/v1/settings/contacts/", "ru")).json());
    expect(contacts.address).toContain("Ташкент");
    expectAnswer("paymentSettings", (await get("/api/v1/orders/payment-settings/")).json());
    const stats = expectAnswer("statistics", (await get("/api/v1/common/statistics/")).json());
    expect(stats.products_count).toBe(300);
    expect(stats.categories_count).toBeGreaterThan(120);
  });

  it("answers the 14 regions with SOATO codes, their districts and BTS branches", async () => {
    const regions = expectAnswer("regions", (await get("/api/v1/common/region/?size=15", "ru")).json());
    expect(regions.results).toHaveLength(14);
    const tashkent = regions.results.find((r) => r.soato === "1726")!;
    expect(tashkent.title).toBe("г. Ташкент");
    const districts = expectAnswer(
      "districts",
      (await get(`/api/v1/common/district/?region=${tashkent.id}&size=50`)).json(),
    );
    expect(districts.results.length).toBe(12);
    expect(districts.results.every((d) => d.region.id === tashkent.id && d.soato!.startsWith("1726"))).toBe(
      true,
    );
    const branches = expectAnswer(
      "btsBranches",
      (await get(`/api/v1/delivery_bts/branches/?region=${tashkent.id}`)).json(),
    );
    expect(branches.length).toBeGreaterThan(0);
    expect(branches[0]!.working_hours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    const byDistrict = expectAnswer(
      "btsBranches",
      (await get(`/api/v1/delivery_bts/branches/?district=${districts.results[0]!.id}`)).json(),
    );
    expect(byDistrict.length).toBeGreaterThan(0);
    expect(
      expectAnswer("takeawayLocations", (await get("/api/v1/settings/takeaway-locations/")).json()).results
        .length,
    ).toBeGreaterThan(0);
  });

  it("remembers story items read per fingerprint", async () => {
    const guest = { fingerprint: "visitor42abc" };
    const shared = await get("/api/v1/common/story/", "uz", guest);
    expect(shared.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const before = expectAnswer("stories", shared.json());
    expect(before.results.length).toBeGreaterThan(0);
    const story = before.results.find((s) => s.items.length === 1) ?? before.results[0]!;
    for (const item of story.items)
      expect((await get(`/api/v1/common/story-item/${item.id}/read/`, "uz", guest)).statusCode).toBe(200);
    // Their marks are on a copy only their browser may keep, with an entity tag of its own.
    const own = await get("/api/v1/common/story/", "uz", guest);
    expect(own.headers["cache-control"]).toMatch(/^private, /);
    expect(own.headers.etag).not.toBe(shared.headers.etag);
    const after = expectAnswer("stories", own.json());
    expect(after.results.find((s) => s.id === story.id)!.has_seen).toBe(true);
    const strangers = await get("/api/v1/common/story/", "uz", { fingerprint: "someoneelse1" });
    expect(strangers.headers.etag).toBe(shared.headers.etag);
    const stranger = expectAnswer("stories", strangers.json());
    expect(stranger.results.find((s) => s.id === story.id)!.has_seen).toBe(false);
    expect((await get("/api/v1/common/story-item/999999/read/", "uz", guest)).statusCode).toBe(404);
  });

  it("keeps the feedback form and rejects a bad one with the error list", async () => {
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      payload: { full_name: "Azizbek", phone_number: "901234567", question: "Qachon yetkazasiz?" },
    });
    expect(ok.statusCode).toBe(201);
    const rows = await t.app.internals.db.query<{ full_name: string }>("SELECT full_name FROM applications");
    expect(rows.map((r) => r.full_name)).toContain("Azizbek");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      headers: { "accept-language": "ru" },
      payload: { full_name: "", phone_number: "12", question: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expectErrorList(bad.json(), 400);
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(400);
    expectErrorList(garbage.json(), 400);
  });
});
