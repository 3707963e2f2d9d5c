import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { multipart, picture, type Part } from "./helpers/multipart.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

interface Category {
  id: number;
  parent_id: number | null;
  title_ru: string;
  title_uz: string;
  title_sr: string;
  icon: string | null;
  position: number;
}
interface PublicSection {
  id: number;
  title: string;
  categories: { id: number; title: string }[];
}

// The category tree and the brands from the back office (decision 0030, 0037): every write through the
// catalogue's tree upkeep, shown on the storefront next; pictures judged by their bytes.
describe.each(BACKENDS)("The back office's category tree and brands on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let operator: Shopper;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const form = (method: "POST" | "PATCH", url: string, who: Shopper, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url: `/api/v1/admin/${url}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${who.token}`, "accept-language": "ru" },
    });
  };
  /**
   * The storefront's tree once the catalogue has read its change (with Redis the processes hear of it a
   * moment after the outbox delivers it, so the checks poll).
   */
  const shopTree = async (lang = "ru"): Promise<PublicSection[]> => {
    await t.app.internals.outbox.kick();
    return (
      await t.app.inject({ url: "/api/v1/products/categories/", headers: { "accept-language": lang } })
    ).json();
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 10 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    operator = await makeStaff(t, await makeShopper(t), "operator");
  });
  afterAll(() => t?.close());

  it("makes, renames, moves and orders categories, refusing a loop, shown on the storefront at once", async () => {
    await shopTree(); // cached from here on
    const made = await form("POST", "categories/", admin, [
      { name: "title_ru", value: "Сад и огород" },
      { name: "title_uz", value: "Боғ ва томорқа" },
      { name: "title_sr", value: "Bog‘ va tomorqa" },
      { name: "icon", value: await picture("png"), filename: "sad.png", type: "image/png" },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const section = made.json() as Category;
    expect(section).toMatchObject({ parent_id: null, title_sr: "Bog‘ va tomorqa" });
    expect(section.icon).toMatch(/\/media\/categories\/[0-9a-f]{24}\.webp$/);
    const icon = await t.app.inject({ url: new URL(section.icon!, "http://shop").pathname });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["x-placeholder"]).toBeUndefined();

    // JSON without a picture does too; Uzbek left out shows the Russian.
    const child = (
      await call("POST", "categories/", admin, { title_ru: "Лейки", parent_id: section.id })
    ).json() as Category;
    expect(child).toMatchObject({ parent_id: section.id, title_uz: "Лейки" });
    const other = (
      await call("POST", "categories/", admin, { title_ru: "Шланги", parent_id: section.id })
    ).json() as Category;
    await expect
      .poll(async () => (await shopTree("sr")).find((s) => s.id === section.id))
      .toMatchObject({
        title: "Bog‘ va tomorqa",
        categories: [{ id: child.id }, { id: other.id }],
      });

    const renamed = await call("PATCH", `categories/${child.id}/`, admin, { title_sr: "Suv idishlari" });
    expect(renamed.json()).toMatchObject({ title_ru: "Лейки", title_sr: "Suv idishlari" });
    const shownChild = async () => (await shopTree("sr")).find((s) => s.id === section.id)!.categories[0];
    await expect.poll(shownChild).toMatchObject({ id: child.id, title: "Suv idishlari" });

    // Never under itself nor under its own branch; nothing changes.
    for (const parent of [section.id, child.id]) {
      const loop = await call("PATCH", `categories/${section.id}/`, admin, { parent_id: parent });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().errors[0]).toMatchObject({ field: "parent_id" });
    }
    const [kept] = await t.app.internals.db.query<{ parent_id: number | null }>(
      "SELECT parent_id FROM categories WHERE id = $1",
      [section.id],
    );
    expect(kept!.parent_id).toBeNull();

    // Moved under another section: it leaves this one.
    const [home] = (await call("GET", "categories/", admin)).json().results as Category[];
    const moved = await call("PATCH", `categories/${other.id}/`, admin, { parent_id: home!.id });
    expect(moved.json()).toMatchObject({ parent_id: home!.id });
    const shownIds = async () =>
      (await shopTree()).find((s) => s.id === section.id)!.categories.map((c) => c.id);
    await expect.poll(shownIds).toEqual([child.id]);

    const back = await call("PATCH", `categories/${other.id}/`, admin, { parent_id: section.id });
    expect(back.statusCode, back.body).toBe(200);
    const ordered = await call("POST", "categories/order/", admin, {
      parent_id: section.id,
      ids: [other.id, child.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const list = ordered.json().results as Category[];
    // Parents before their children, siblings in their order.
    const mine = list.filter((c) => c.parent_id === section.id).map((c) => c.id);
    expect(mine).toEqual([other.id, child.id]);
    expect(list.findIndex((c) => c.id === section.id)).toBeLessThan(list.findIndex((c) => c.id === other.id));
    await expect.poll(shownIds).toEqual([other.id, child.id]);
    const partial = await call("POST", "categories/order/", admin, {
      parent_id: section.id,
      ids: [other.id],
    });
    expect(partial.statusCode).toBe(400);
  });

  it("refuses a category without Russian, a file that is no picture, and an unknown parent", async () => {
    const before = (await call("GET", "categories/", admin)).json().results.length;
    const noTitle = await call("POST", "categories/", admin, { title_uz: "Фақат ўзбекча" }, "uz");
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors[0]).toMatchObject({ field: "title_ru" });
    expect(noTitle.headers["x-error-code"]).toBe("FIELD.REQUIRED");
    const text = await form("POST", "categories/", admin, [
      { name: "title_ru", value: "Ёлки" },
      { name: "icon", value: "<svg onload=alert(1)>", filename: "icon.png", type: "image/png" },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatchObject({ field: "icon" });
    const orphan = await call("POST", "categories/", admin, { title_ru: "Сирота", parent_id: 99999999 });
    expect(orphan.json().errors[0]).toMatchObject({ field: "parent_id" });
    expect((await call("PATCH", "categories/99999999/", admin, { title_ru: "Нет" })).statusCode).toBe(404);
    expect((await call("GET", "categories/", admin)).json().results.length).toBe(before);
  });

  it("makes a brand with its logo, renames it, and refuses a non-image and a taken name", async () => {
    const made = await form("POST", "brands/", admin, [
      { name: "title", value: "Tashkent Steel" },
      { name: "country", value: "uz" },
      { name: "logo", value: await picture("webp", 300, 120), filename: "logo.webp", type: "image/webp" },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const brand = made.json();
    expect(brand).toMatchObject({ title: "Tashkent Steel", country: "uz" });
    expect(brand.logo).toMatch(/\/media\/brands\/[0-9a-f]{24}\.webp$/);
    const logo = await t.app.inject({ url: new URL(brand.logo, "http://shop").pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["x-placeholder"]).toBeUndefined();

    const shopBrands = async () => {
      await t.app.internals.outbox.kick();
      return (await t.app.inject({ url: "/api/v1/products/manufacture/?size=500" })).json();
    };
    const listed = await call("GET", "brands/?q=tashkent", admin);
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: brand.id }] });

    const renamed = await call("PATCH", `brands/${brand.id}/`, admin, { title: "Toshkent Po‘lat" });
    expect(renamed.json()).toMatchObject({ id: brand.id, title: "Toshkent Po‘lat", logo: brand.logo });
    await expect.poll(async () => JSON.stringify(await shopBrands())).toContain("Toshkent Po‘lat");

    const gif = await form("PATCH", `brands/${brand.id}/`, admin, [
      { name: "logo", value: Buffer.from("%PDF-1.4 not a picture"), filename: "logo.png", type: "image/png" },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors[0]).toMatchObject({ field: "logo" });
    const [existing] = await t.app.internals.db.query<{ title: string }>(
      "SELECT title FROM manufacturers WHERE id <> $1 ORDER BY id LIMIT 1",
      [brand.id],
    );
    const taken = await call("POST", "brands/", admin, { title: existing!.title.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toMatchObject({ field: "title" });
    const empty = await call("POST", "brands/", admin, { title: "  " });
    expect(empty.headers["x-error-code"]).toBe("FIELD.REQUIRED");
    expect((await call("GET", `brands/?q=${encodeURIComponent("Po‘lat")}`, admin)).json().results[0]).toEqual(
      renamed.json(),
    );
  });

  it("lets no operator, shopper or guest change the tree or the brands", async () => {
    const shopper = await makeShopper(t);
    const calls: ["GET" | "POST" | "PATCH", string, unknown?][] = [
      ["GET", "categories/"],
      ["POST", "categories/", { title_ru: "Чужая" }],
      ["PATCH", "categories/1/", { title_ru: "Чужая" }],
      ["POST", "categories/order/", { parent_id: null, ids: [1] }],
      ["GET", "brands/"],
      ["POST", "brands/", { title: "Chet" }],
      ["PATCH", "brands/1/", { title: "Chet" }],
    ];
    const before = await t.app.internals.db.query("SELECT id, title_ru FROM categories ORDER BY id");
    for (const [method, url, body] of calls) {
      expect((await call(method, url, operator, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, shopper, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.app.internals.db.query("SELECT id, title_ru FROM categories ORDER BY id")).toEqual(before);
  });
});
