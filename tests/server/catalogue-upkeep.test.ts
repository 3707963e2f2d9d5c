import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpkeepActor } from "../../server/modules/catalogue/index.ts";
import { caller, makeShopper, orderBody, places, putInBasket } from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

const STAFF: UpkeepActor = { userId: null, source: "staff" };

// The catalogue's one writer (decision 0030), as the back office, a spreadsheet and 1C will call it.
describe.each(BACKENDS)("catalogue upkeep on %s", (backend) => {
  let t: TestApp;
  let leaf: number;
  let brand: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 80 });
    const [row] = await t.app.internals.db.query<{ category: number; brand: number }>(
      "SELECT category_id AS category, manufacturer_id AS brand FROM products ORDER BY id LIMIT 1",
    );
    leaf = row!.category;
    brand = row!.brand;
  });
  afterAll(() => t?.close());

  const upkeep = () => t.app.internals.upkeep;
  const db = () => t.app.internals.db;
  const detail = async (slug: string, lang = "uz") =>
    t.app.inject({ url: `/api/v1/products/detail/${slug}/`, headers: { "accept-language": lang } });

  it("makes a product by its SKU above the seed's ids, shows it at once, the Russian standing in for Uzbek", async () => {
    const [{ max }] = (await db().query<{ max: number }>("SELECT max(id)::int AS max FROM products")) as [
      { max: number },
    ];
    const saved = await upkeep().products.save(
      { sku: "GK-12.5" },
      { titleRu: "Гипсокартон Кнауф 12,5 мм", categoryId: leaf, brandId: brand, price: 58_000, stock: 40 },
      STAFF,
    );
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value).toMatchObject({ created: true, changed: true });
    expect(saved.value.id).toBeGreaterThan(max);
    await t.app.internals.outbox.kick();
    const shown = await detail(saved.value.slug);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: "Гипсокартон Кнауф 12,5 мм", realtime_count: 40 });
    const [row] = await db().query<{ missing: string[]; sku: string }>(
      "SELECT missing_translations AS missing, sku FROM products WHERE id = $1",
      [saved.value.id],
    );
    expect(row).toEqual({ missing: ["uz", "sr"], sku: "GK-12.5" });
    const found = await t.app.inject({ url: "/api/v1/products/?search=Кнауф%2012" });
    expect(found.json().results.map((p: { id: number }) => p.id)).toContain(saved.value.id);
  });

  it("updates by SKU, logs each changed field with its source, and changes nothing when nothing differs", async () => {
    const first = await upkeep().products.save(
      { sku: "CEM-50" },
      { titleRu: "Цемент М400 50 кг", categoryId: leaf, brandId: brand, price: 60_000, stock: 10 },
      { userId: null, source: "import" },
    );
    expect(first.ok).toBe(true);
    const again = await upkeep().products.save(
      { sku: "CEM-50" },
      { titleRu: "Цемент М400 50 кг", price: 61_000, titleUz: "Цемент М400 50 кг (қоп)" },
      { userId: null, source: "import" },
    );
    expect(again).toMatchObject({ ok: true, value: { created: false, changed: true } });
    const id = again.ok ? again.value.id : 0;
    const log = await db().query<{ field: string; source: string; old: string | null; new: string | null }>(
      `SELECT field, source, coalesce(old_value::text, old_text) AS old, coalesce(new_value::text, new_text) AS new
       FROM product_changes WHERE product_id = $1 ORDER BY id`,
      [id],
    );
    expect(log).toEqual([
      { field: "price", source: "import", old: "60000", new: "61000" },
      { field: "title_uz", source: "import", old: "Цемент М400 50 кг", new: "Цемент М400 50 кг (қоп)" },
    ]);
    const [events] = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    const same = await upkeep().products.save({ sku: "CEM-50" }, { price: 61_000 }, STAFF);
    expect(same).toMatchObject({ ok: true, value: { changed: false } });
    const [after] = await db().query<{ n: number }>("SELECT count(*)::int AS n FROM outbox");
    expect(after!.n).toBe(events!.n);
  });

  it("refuses a bad field, a sale that is no discount, a SKU another product holds, and changes nothing", async () => {
    const made = await upkeep().products.save(
      { sku: "TILE-1" },
      { titleRu: "Плитка 30×60", categoryId: leaf, brandId: brand, price: 90_000 },
      STAFF,
    );
    const id = made.ok ? made.value.id : 0;
    const refusals = await Promise.all([
      upkeep().products.save({ id }, { price: -5 }, STAFF),
      upkeep().products.save({ id }, { salePrice: 95_000 }, STAFF),
      upkeep().products.save({ id }, { sku: "CEM-50" }, STAFF),
      upkeep().products.save({ id }, { categoryId: 999_999 }, STAFF),
      upkeep().products.save({ sku: "NEW-1" }, { titleRu: "Без цены", categoryId: leaf }, STAFF),
      upkeep().products.save({ id: 987_654 }, { price: 1 }, STAFF),
    ]);
    expect(
      refusals.map((r) => (r.ok ? "ok" : `${r.error.code} ${String(r.error.params?.field ?? "")}`)),
    ).toEqual([
      "FIELD.INVALID price",
      "FIELD.INVALID sale_price",
      "CATALOGUE.SKU_TAKEN sku",
      "FIELD.INVALID category_id",
      "FIELD.REQUIRED price",
      "GENERIC.NOT_FOUND ",
    ]);
    const [row] = await db().query<{ price: string | number; sku: string }>(
      "SELECT price, sku FROM products WHERE id = $1",
      [id],
    );
    expect({ price: Number(row!.price), sku: row!.sku }).toEqual({ price: 90_000, sku: "TILE-1" });
    expect((await db().query("SELECT 1 FROM products WHERE sku = 'NEW-1'")).length).toBe(0);
  });

  it("hides a product from search and frees a deleted product's SKU for a new one", async () => {
    const made = await upkeep().products.save(
      { sku: "HIDE-1" },
      { titleRu: "Шпатлёвка финишная Ветонит", categoryId: leaf, brandId: brand, price: 70_000 },
      STAFF,
    );
    const id = made.ok ? made.value.id : 0;
    const search = async () =>
      (await t.app.inject({ url: "/api/v1/products/?search=Ветонит" }))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await search()).toContain(id);
    const slug = made.ok ? made.value.slug : "";
    const inList = async () =>
      (await t.app.inject({ url: `/api/v1/products/?category_id=${leaf}&size=100` }))
        .json()
        .results.map((p: { id: number }) => p.id);
    expect(await inList()).toContain(id);
    expect((await upkeep().products.setVisible(id, false, STAFF)).ok).toBe(true);
    await t.app.internals.outbox.kick();
    expect(await search()).not.toContain(id);
    expect(await inList()).not.toContain(id);
    expect((await detail(slug)).statusCode).toBe(404);
    expect((await upkeep().products.delete(id, STAFF)).ok).toBe(true);
    const again = await upkeep().products.save(
      { sku: "HIDE-1" },
      { titleRu: "Шпатлёвка финишная Ветонит", categoryId: leaf, brandId: brand, price: 70_000 },
      STAFF,
    );
    expect(again.ok && again.value.created && again.value.id !== id).toBe(true);
  });

  it("lets nobody order a product hidden after it went into a basket", async () => {
    const made = await upkeep().products.save(
      { sku: "HIDE-2" },
      { titleRu: "Грунтовка глубокая 10 л", categoryId: leaf, brandId: brand, price: 80_000, stock: 9 },
      STAFF,
    );
    const id = made.ok ? made.value.id : 0;
    const who = await makeShopper(t);
    await putInBasket(t, who, id, 2);
    expect((await upkeep().products.setVisible(id, false, STAFF)).ok).toBe(true);
    const district = (await places(t)).city.id;
    const r = await caller(t)("POST", "orders/order/", who, { payload: orderBody(district) });
    expect(r.headers["x-error-code"]).toBe("CART.OVER_STOCK");
    const [row] = await db().query<{ stock: number }>("SELECT stock FROM products WHERE id = $1", [id]);
    expect(row!.stock).toBe(9);
  });

  it("makes, moves and orders categories, shown in the storefront's tree at once, and refuses a loop", async () => {
    const section = await upkeep().tree.saveCategory(null, {
      titleRu: "Сад и огород",
      titleSr: "Bog‘ va tomorqa",
    });
    const sectionId = section.ok ? section.value.id : 0;
    const child = await upkeep().tree.saveCategory(null, { titleRu: "Лейки", parentId: sectionId });
    const childId = child.ok ? child.value.id : 0;
    await t.app.internals.outbox.kick();
    const tree = (
      await t.app.inject({ url: "/api/v1/products/categories/", headers: { "accept-language": "sr" } })
    ).json();
    const shown = tree.find((s: { id: number }) => s.id === sectionId);
    expect(shown).toMatchObject({ title: "Bog‘ va tomorqa", categories: [{ id: childId }] });
    expect(await upkeep().tree.saveCategory({ id: sectionId }, { parentId: childId })).toMatchObject({
      ok: false,
      error: { code: "FIELD.INVALID" },
    });
    const other = await upkeep().tree.saveCategory(null, { titleRu: "Шланги", parentId: sectionId });
    const otherId = other.ok ? other.value.id : 0;
    expect((await upkeep().tree.orderCategories(sectionId, [otherId, childId])).ok).toBe(true);
    expect((await upkeep().tree.orderCategories(sectionId, [otherId])).ok).toBe(false);
    await t.app.internals.outbox.kick();
    const ordered = (await t.app.inject({ url: "/api/v1/products/categories/" }))
      .json()
      .find((s: { id: number }) => s.id === sectionId);
    expect(ordered.categories.map((c: { id: number }) => c.id)).toEqual([otherId, childId]);
  });

  it("makes a brand once however its title is written, and keeps 1C's id on it", async () => {
    const a = await upkeep().tree.saveBrand({ externalId: "b-guid-1" }, { title: "Ceresit", country: "de" });
    const b = await upkeep().tree.saveBrand(null, { title: "ceresit" });
    expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
    const c = await upkeep().tree.saveBrand({ externalId: "b-guid-1" }, { country: "pl" });
    expect(c.ok && a.ok && c.value.id === a.value.id && !c.value.created).toBe(true);
  });
});
