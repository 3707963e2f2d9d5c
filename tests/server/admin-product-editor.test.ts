import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { multipart, picture } from "./helpers/multipart.ts";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  putInBasket,
  UNTOUCHED_PRODUCT,
  type Shopper,
} from "./helpers/shoppers.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// The back office's product editor (decision 0030): every write through the catalogue's upkeep service, seen
// by the storefront at once; catalogue.edit only.
describe.each(BACKENDS)("The back office's product editor on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let operator: Shopper;
  let category: number;
  let brand: number;
  const call = (...args: Parameters<ReturnType<typeof adminCaller>>) => adminCaller(t)(...args);
  const send = (method: "PUT" | "DELETE", url: string, who: Shopper, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/${url}`,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${who.token}` },
    });
  const upload = (id: number, who: Shopper, value: Buffer, filename = "photo.jpg") => {
    const body = multipart([{ name: "photo", value, filename, type: "image/jpeg" }]);
    return t.app.inject({
      method: "POST",
      url: `/api/v1/admin/products/${id}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    });
  };
  const storefront = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/${url}` });
  const NEW = () => ({
    title_ru: "Цемент М500 Евро",
    title_uz: "Цемент М500 Евро",
    description_ru: "Мешок 50 кг",
    category_id: category,
    brand_id: brand,
    unit: "pack",
    unit_value: 50,
    attributes: [["Вес", "50 кг"]],
    price: 95_000,
    sale_price: 89_000,
    stock: 12,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await call("POST", "products/", admin, { ...NEW(), ...extra });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: number; slug: string; images: { name: string; url: string }[] };
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 30 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    operator = await makeStaff(t, await makeShopper(t), "operator");
    const db = t.app.internals.db;
    category = (
      await db.query<{ id: number }>(
        "SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1",
      )
    )[0]!.id;
    brand = (await db.query<{ id: number }>("SELECT id FROM manufacturers ORDER BY id LIMIT 1"))[0]!.id;
  });
  afterAll(() => t?.close());

  it("offers the category tree, the brands and the units to pick from", async () => {
    const r = await call("GET", "product-choices/", admin, undefined, "uz");
    expect(r.statusCode, r.body).toBe(200);
    const choices = r.json();
    expect(choices.categories.find((c: { id: number }) => c.id === category)).toMatchObject({
      parent_id: expect.any(Number),
    });
    expect(choices.brands.map((b: { id: number }) => b.id)).toContain(brand);
    expect(choices.units).toContain("pcs");
  });

  it("creates a product, flags the missing Latin translation, shows it on the storefront with the Russian", async () => {
    const made = await create({ sku: "CEM-500" });
    const read = (await call("GET", `products/${made.id}/`, admin)).json();
    expect(read).toMatchObject({
      visible: true,
      missing: ["sr"],
      sku: "CEM-500",
      title_ru: "Цемент М500 Евро",
      title_sr: "",
      description_sr: "",
      category_id: category,
      brand_id: brand,
      unit: "pack",
      unit_value: 50,
      attributes: [["Вес", "50 кг"]],
      price: 95_000,
      sale_price: 89_000,
      stock: 12,
      images: [],
    });
    const list = (await call("GET", `products/?search=${made.id}`, admin)).json();
    expect(list.results[0]).toMatchObject({ id: made.id, visible: true, missing: ["sr"] });
    const sr = await t.app.inject({
      method: "GET",
      url: `/api/v1/products/detail/${read.slug}/`,
      headers: { "accept-language": "sr" },
    });
    expect(sr.statusCode, sr.body).toBe(200);
    expect(sr.json().title).toBe("Цемент М500 Евро");

    const filled = await send("PUT", `products/${made.id}/`, admin, {
      title_sr: "Sement M500 Yevro",
      description_sr: "Qop 50 kg",
      stock: 20,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ missing: [], title_sr: "Sement M500 Yevro", stock: 20 });
    const log = (await t.app.internals.db.query<{ field: string; user_id: number }>(
      "SELECT field, user_id FROM product_changes WHERE product_id = $1",
      [made.id],
    )) as { field: string; user_id: number }[];
    expect(log.map((c) => c.field)).toEqual(expect.arrayContaining(["title_sr", "stock"]));
    expect(log.every((c) => c.user_id === admin.id)).toBe(true);
  });

  it("refuses a bad form under its field and makes nothing", async () => {
    const count = async () =>
      (await t.app.internals.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products"))[0]!.n;
    const before = await count();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ title_ru: undefined }, "title_ru", "FIELD.REQUIRED"],
      [{ title_ru: "   " }, "title_ru", "FIELD.REQUIRED"],
      [{ price: 0 }, "price", "FIELD.INVALID"],
      [{ price: "95000" }, "price", "FIELD.INVALID"],
      [{ sale_price: 96_000 }, "sale_price", "FIELD.INVALID"],
      [{ stock: -1 }, "stock", "FIELD.INVALID"],
      [{ unit: "barrel" }, "unit", "FIELD.INVALID"],
      [{ category_id: 999_999 }, "category_id", "FIELD.INVALID"],
      [{ brand_id: 999_999 }, "brand", "FIELD.INVALID"],
      [{ description_ru: "a\u0000b" }, "description_ru", "FIELD.INVALID"],
    ];
    for (const [payload, field, code] of bad) {
      const r = await call("POST", "products/", admin, { ...NEW(), ...payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.headers["x-error-code"], JSON.stringify(payload)).toBe(code);
      expect(JSON.stringify(r.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a SKU another product holds, naming the field, on create and on edit", async () => {
    await create({ sku: "DUP-1" });
    const other = await create({ sku: "DUP-2" });
    const dup = await call("POST", "products/", admin, { ...NEW(), sku: " DUP-1 " });
    expect(dup.statusCode).toBe(409);
    expect(dup.headers["x-error-code"]).toBe("CATALOGUE.SKU_TAKEN");
    expect(JSON.stringify(dup.json())).toContain("sku");
    const edit = await send("PUT", `products/${other.id}/`, admin, { sku: "DUP-1", stock: 1 });
    expect(edit.statusCode).toBe(409);
    expect((await call("GET", `products/${other.id}/`, admin)).json()).toMatchObject({
      sku: "DUP-2",
      stock: 12,
    });
  });

  it("makes one product of twenty creates of one new SKU at once; the rest are told it is taken", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", "products/", admin, { ...NEW(), sku: "RACE-1" })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201 || c === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.headers["x-error-code"] === "CATALOGUE.SKU_TAKEN")).toHaveLength(19);
    const rows = await t.app.internals.db.query("SELECT id FROM products WHERE sku = 'RACE-1'");
    expect(rows).toHaveLength(1);
  });

  it("takes jpg, png and webp photos by their content, refuses anything else, reorders and removes them", async () => {
    const p = await create();
    const folder = path.join(t.config.dataDir, "pictures", "products");
    for (const [format, filename] of [
      ["jpeg", "a.png"],
      ["png", "b.jpg"],
      ["webp", "c.bin"],
    ] as const) {
      const r = await upload(p.id, admin, await picture(format, 3000, 1000), filename);
      expect(r.statusCode, r.body).toBe(200);
    }
    const three = (await call("GET", `products/${p.id}/`, admin)).json().images as { name: string }[];
    expect(three).toHaveLength(3);
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(3);
    for (const bad of [Buffer.from("GIF89a but not really"), await picture("gif")]) {
      const r = await upload(p.id, admin, bad);
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("IMAGE.WRONG_FORMAT");
    }
    expect((await call("GET", `products/${p.id}/`, admin)).json().images).toHaveLength(3);

    const names = three.map((i) => i.name);
    const reordered = await send("PUT", `products/${p.id}/photos/`, admin, {
      images: [names[2], names[0]],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().images.map((i: { name: string }) => i.name)).toEqual([names[2], names[0]]);
    const slug = reordered.json().slug;
    const shown = (await storefront(`products/detail/${slug}/`)).json();
    expect(JSON.stringify(shown.images[0])).toContain(names[2]);
    for (const images of [[names[0], names[0]], ["0123456789abcdef01234567"], "x"]) {
      const r = await send("PUT", `products/${p.id}/photos/`, admin, { images });
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("FIELD.INVALID");
    }
  });

  it("hides a product from the storefront's list and page, keeps it here, and shows it again", async () => {
    const p = await create();
    const inList = async () =>
      (await storefront(`products/?category_id=${category}&size=100`))
        .json()
        .results.some((r: { id: number }) => r.id === p.id);
    expect(await inList()).toBe(true);
    const hidden = await call("POST", `products/${p.id}/visibility/`, admin, { visible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().visible).toBe(false);
    expect(await inList()).toBe(false);
    expect((await storefront(`products/detail/${p.slug}/`)).statusCode).toBe(404);
    const list = (await call("GET", `products/?search=${p.id}`, admin)).json();
    expect(list.results[0]).toMatchObject({ id: p.id, visible: false });
    await call("POST", `products/${p.id}/visibility/`, admin, { visible: true });
    expect(await inList()).toBe(true);
    expect((await storefront(`products/detail/${p.slug}/`)).statusCode).toBe(200);
  });

  it("deletes a product: gone from every list, its SKU free, an old order still shows its line", async () => {
    const db = t.app.internals.db;
    const [{ id }] = (await db.query<{ id: number }>(
      `SELECT id FROM products WHERE ${UNTOUCHED_PRODUCT} AND visible ORDER BY id LIMIT 1`,
    )) as [{ id: number }];
    await db.query("UPDATE products SET stock = 10 WHERE id = $1", [id]);
    await send("PUT", `products/${id}/`, admin, { sku: "GONE-1" });
    const who = await makeShopper(t);
    await putInBasket(t, who, id, 1);
    const order = await caller(t)("POST", "orders/order/", who, {
      payload: orderBody((await places(t)).city.id),
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().id;

    const gone = await send("DELETE", `products/${id}/`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id, deleted: true });
    const listed = (await call("GET", `products/?search=${id}`, admin)).json().results;
    expect(listed.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call("GET", `products/${id}/`, admin)).statusCode).toBe(404);
    expect((await send("PUT", `products/${id}/`, admin, { stock: 3 })).statusCode).toBe(404);
    expect((await send("DELETE", `products/${id}/`, admin)).statusCode).toBe(404);
    const line = (await caller(t)("GET", `orders/${orderId}/`, who)).json().order_products[0];
    expect(line).toMatchObject({ amount: 1, title: expect.any(String) });
    expect(line.title.length).toBeGreaterThan(0);
    await create({ sku: "GONE-1" });
  });

  it("answers 403 to an operator for every call, 401 to no one signed in, and changes nothing", async () => {
    const p = await create();
    const png = await picture("png");
    const tries = [
      call("GET", "product-choices/", operator),
      call("GET", `products/${p.id}/`, operator),
      call("POST", "products/", operator, NEW()),
      send("PUT", `products/${p.id}/`, operator, { stock: 1 }),
      call("POST", `products/${p.id}/visibility/`, operator, { visible: false }),
      send("DELETE", `products/${p.id}/`, operator),
      upload(p.id, operator, png),
      send("PUT", `products/${p.id}/photos/`, operator, { images: [] }),
    ];
    for (const r of await Promise.all(tries)) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.headers["x-error-code"]).toBe("STAFF.FORBIDDEN");
    }
    expect((await call("GET", `products/${p.id}/`, null)).statusCode).toBe(401);
    expect((await call("GET", `products/${p.id}/`, admin)).json()).toMatchObject({
      visible: true,
      stock: 12,
    });
  });

  // Last: it stops the outbox, so only this process's own drop can show the edit.
  it("shows a cached storefront product page the edit at once and tells the other processes", async () => {
    const p = await create();
    await t.app.internals.outbox.stop();
    const page = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/products/detail/${p.slug}/`,
          headers: { "accept-language": "ru" },
        })
      ).json() as { title: string };
    await page();
    expect((await page()).title).toBe("Цемент М500 Евро");
    const r = await send("PUT", `products/${p.id}/`, admin, { title_ru: "Цемент М500 Евро (мешок)" });
    expect(r.statusCode, r.body).toBe(200);
    expect((await page()).title).toBe("Цемент М500 Евро (мешок)");
    const [{ n }] = (await t.app.internals.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'catalogue.changed' AND processed_at IS NULL`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });
});
