import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { csv, readXlsx, sheetCalls, xlsx, type Row } from "./helpers/sheets.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Issue 26, item 2: the catalogue as spreadsheets in the back office (decision 0032).

const HEADER = [
  "sku",
  "title_ru",
  "title_uz",
  "title_sr",
  "description_ru",
  "description_uz",
  "description_sr",
  "category_id",
  "brand",
  "unit",
  "price",
  "sale_price",
  "stock",
  "images",
];

describe.each(BACKENDS)("catalogue spreadsheets on %s", (backend) => {
  let t: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  let leaf: number;
  let otherLeaf: number;
  let sheets: ReturnType<typeof sheetCalls>;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    admin = await makeStaff(t, await makeShopper(t), "admin");
    shopper = await makeShopper(t);
    sheets = sheetCalls(t);
    const leaves = await db().query<{ id: number }>(
      `SELECT c.id FROM categories c WHERE c.parent_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 2`,
    );
    [leaf, otherLeaf] = leaves.map((l) => l.id) as [number, number];
  });
  afterAll(() => t?.close());

  const db = () => t.app.internals.db;
  const product = async (sku: string) =>
    (
      await db().query<{
        id: number;
        slug: string;
        title_ru: string;
        price: number;
        stock: number;
        brand: string;
      }>(
        `SELECT p.id, p.slug, p.title_ru, p.price::int AS price, p.stock, m.title AS brand
         FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.sku = $1`,
        [sku],
      )
    )[0];

  it("refuses a shopper every call (403) and a guest (401)", async () => {
    const file = await xlsx([HEADER]);
    for (const who of [shopper, null]) {
      const status = who ? 403 : 401;
      expect((await sheets.upload(who, file, "a.xlsx")).statusCode).toBe(status);
      expect((await sheets.job(who, 1)).statusCode).toBe(status);
      expect((await sheets.download(who, "export.xlsx")).statusCode).toBe(status);
      expect((await sheets.download(who, "template.xlsx")).statusCode).toBe(status);
    }
  });

  it("imports an .xlsx: new rows made, a bad row reported by its row and field and nothing of it kept", async () => {
    const answer = await sheets.importSheet(
      admin,
      await xlsx([
        [...HEADER, "Толщина"],
        [
          "XL-1",
          "Гипсокартон 12,5 мм",
          null,
          "Gipsokarton 12,5 mm",
          null,
          null,
          null,
          leaf,
          "Knauf",
          "шт",
          "58 000",
          null,
          40,
          null,
          "12,5 мм",
        ],
        // A fraction of a so'm: refused, and its new brand is not made.
        [
          "XL-2",
          "Цемент М400",
          null,
          null,
          null,
          null,
          null,
          leaf,
          "Новый Бренд XL",
          "pcs",
          "61000.50",
          null,
          5,
          null,
          null,
        ],
        [
          "XL-3",
          "Шпаклёвка",
          null,
          null,
          null,
          null,
          null,
          leaf,
          null,
          null,
          45_000.0,
          40_000,
          7,
          null,
          null,
        ],
        [],
        [
          "XL-4",
          "Гвозди 100 мм",
          null,
          null,
          null,
          null,
          null,
          999_999,
          null,
          null,
          3000,
          null,
          1,
          null,
          null,
        ],
      ]),
      "price.xlsx",
    );
    expect(answer).toMatchObject({
      state: "done",
      total: 4,
      processed: 4,
      created: 2,
      updated: 0,
      error_count: 2,
    });
    expect(answer.errors.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 3, field: "price" },
      { row: 6, field: "category_id" },
    ]);
    expect(answer.errors[0]!.message).toBe("«price» должно быть целым числом");
    expect(answer.errors[1]!.message).toContain("999999");
    expect(await product("XL-1")).toMatchObject({
      title_ru: "Гипсокартон 12,5 мм",
      price: 58_000,
      stock: 40,
    });
    expect((await product("XL-1"))!.brand.toLowerCase()).toBe("knauf");
    expect(await product("XL-3")).toMatchObject({ price: 45_000, stock: 7 });
    expect(await product("XL-2")).toBeUndefined();
    expect(await product("XL-4")).toBeUndefined();
    expect(await db().query("SELECT 1 FROM manufacturers WHERE title = 'Новый Бренд XL'")).toEqual([]);
    expect(await db().query("SELECT 1 FROM manufacturers WHERE lower(title) = 'knauf'")).toHaveLength(1);
    const [attrs] = await db().query<{ attributes: unknown }>(
      "SELECT attributes FROM products WHERE sku = 'XL-1'",
    );
    expect(attrs!.attributes).toEqual([["Толщина", "12,5 мм"]]);
    // The uploaded file is gone once its job has ended.
    expect(await readdir(path.join(t.config.dataDir, "imports"))).toEqual([]);
  });

  // A NUL character passes the draft's checks but no text column takes it: the row fails in the database,
  // with no savepoint of its own, and the batch is done again row by row.
  it("reports a row the database itself refuses, and still applies the batch's other rows", async () => {
    const answer = await sheets.importSheet(
      admin,
      csv([
        ["sku", "title_ru", "category_id", "price", "description_ru"],
        ["DB-1", "Первый", leaf, 100, "обычный"],
        ["DB-2", "Второй", leaf, 100, "нулевой \u0000 байт"],
        ["DB-3", "Третий", leaf, 100, null],
      ]),
      "nul.csv",
    );
    expect(answer).toMatchObject({ state: "done", created: 2, error_count: 1 });
    expect(answer.errors[0]).toMatchObject({ row: 3 });
    expect(await product("DB-1")).toMatchObject({ title_ru: "Первый" });
    expect(await product("DB-2")).toBeUndefined();
    expect(await product("DB-3")).toMatchObject({ title_ru: "Третий" });
  });

  it("updates by SKU on a repeated import, never duplicates, and an empty cell leaves its field", async () => {
    const rows: Row[] = [
      ["sku", "title_ru", "category_id", "price", "stock", "description_ru"],
      ["CSV-1", "Краска «Белая; матовая»", leaf, "12 000", 10, 'Кран 1/2" и ещё'],
      ["CSV-2", "Грунтовка", leaf, "8 500,00", 3, null],
    ];
    const first = await sheets.importSheet(admin, csv(rows), "price.csv");
    expect(first).toMatchObject({ state: "done", created: 2, updated: 0, error_count: 0 });
    expect(await product("CSV-1")).toMatchObject({ title_ru: "Краска «Белая; матовая»", price: 12_000 });
    const again = await sheets.importSheet(
      admin,
      csv(
        [
          ["sku", "title_ru", "category_id", "price", "stock"],
          ["CSV-1", null, null, "13000", null],
          ["CSV-2", "Грунтовка", leaf, 8500, 3],
        ],
        ",",
        false,
      ),
      "price.csv",
    );
    expect(again).toMatchObject({ state: "done", total: 2, created: 0, updated: 1, error_count: 0 });
    expect(await product("CSV-1")).toMatchObject({
      title_ru: "Краска «Белая; матовая»",
      price: 13_000,
      stock: 10,
    });
    const [{ n }] = (await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE sku LIKE 'CSV-%'",
    )) as [{ n: number }];
    expect(n).toBe(2);
    const [{ description }] = (await db().query<{ description: string }>(
      "SELECT description_ru AS description FROM products WHERE sku = 'CSV-1'",
    )) as [{ description: string }];
    expect(description).toBe('Кран 1/2" и ещё');
  });

  it("shows the new price on the storefront at once: the cached answer is dropped", async () => {
    const p = (await product("CSV-2"))!;
    const detail = () => t.app.inject({ url: `/api/v1/products/detail/${p.slug}/` });
    expect(Number((await detail()).json().price)).toBe(8_500);
    expect(Number((await detail()).json().price)).toBe(8_500);
    await sheets.importSheet(
      admin,
      await xlsx([
        ["sku", "price"],
        ["CSV-2", 9_900],
      ]),
      "p.xlsx",
    );
    await t.app.internals.outbox.kick();
    expect(Number((await detail()).json().price)).toBe(9_900);
  });

  it("tells every process once per batch, not once per row", async () => {
    const [{ last }] = (await db().query<{ last: number }>(
      "SELECT coalesce(max(id), 0)::int AS last FROM outbox",
    )) as [{ last: number }];
    const rows: Row[] = [["sku", "title_ru", "category_id", "price", "brand"]];
    for (let i = 1; i <= 60; i++) rows.push([`EV-${i}`, `Фрезолит ${i}`, leaf, 100 + i, `Бренд EV ${i % 3}`]);
    expect(await sheets.importSheet(admin, await xlsx(rows), "many.xlsx")).toMatchObject({ created: 60 });
    const events = await db().query<{ payload: { kind: string; productIds: number[] } }>(
      "SELECT DISTINCT ON (payload::text) payload FROM outbox WHERE id > $1 AND topic = 'catalogue.changed'",
      [last],
    );
    // One event for the batch (three new brands made it a tree change) and one after the search rebuild.
    expect(events.length).toBeLessThanOrEqual(2);
    const found = await t.app.inject({ url: "/api/v1/products/?search=Фрезолит" });
    expect(found.json().total).toBeGreaterThanOrEqual(60);
  });

  it("takes the shop's own picture links and refuses others, naming the row and the field", async () => {
    const answer = await sheets.importSheet(
      admin,
      await xlsx([
        ["sku", "title_ru", "category_id", "price", "images"],
        [
          "IMG-1",
          "Плитка",
          leaf,
          1000,
          "http://localhost:80/media/products/tile-1-aabbcc.webp /media/products/0123456789abcdef01234567.webp",
        ],
        ["IMG-2", "Плитка 2", leaf, 1000, "https://example.com/tile.jpg"],
      ]),
      "img.xlsx",
      "uz",
    );
    expect(answer).toMatchObject({ created: 1, error_count: 1 });
    expect(answer.errors[0]).toMatchObject({ row: 3, field: "images" });
    expect(answer.errors[0]!.message).toMatch(/^Фақат шу дўкон/);
    const [row] = await db().query<{ images: string[] }>("SELECT images FROM products WHERE sku = 'IMG-1'");
    expect(row!.images).toEqual(["tile-1-aabbcc", "0123456789abcdef01234567"]);
  });

  it("fails a sheet with no sku column, and refuses a file that is no spreadsheet", async () => {
    const failed = await sheets.importSheet(
      admin,
      await xlsx([
        ["артикул", "price"],
        ["A", 1],
      ]),
      "x.xlsx",
      "sr",
    );
    expect(failed).toMatchObject({ state: "failed", failure: "Birinchi qatorda «sku» ustuni yoʻq" });
    const odd = await sheets.upload(admin, Buffer.from("%PDF-1.4 ..."), "price.pdf");
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors[0]).toMatchObject({ error: "IMPORT.FILE_TYPE", field: "file" });
    const notUtf8 = await sheets.importSheet(
      admin,
      Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xc1, 0xe5]),
      "w.csv",
    );
    expect(notUtf8.state).toBe("failed");
  });

  it("fails a job whose process died (IMPORT.INTERRUPTED) and removes its file and stray uploads", async () => {
    const uploads = path.join(t.config.dataDir, "imports");
    await mkdir(uploads, { recursive: true });
    const file = csv([
      ["sku", "title_ru", "category_id", "price"],
      ["RS-1", "Никогда", leaf, 100],
    ]);
    const deadFile = path.join(uploads, "dead.upload");
    const strayOld = path.join(uploads, "stray-old.upload");
    const strayNew = path.join(uploads, "stray-new.upload");
    for (const f of [deadFile, strayOld, strayNew]) await writeFile(f, file);
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(strayOld, hourAgo, hourAgo);
    const [{ id: dead }] = (await db().query<{ id: number }>(
      `INSERT INTO catalogue_imports (user_id, file_name, file_path, format, host, state, processed, lease,
         locked_until)
       VALUES ($1, 'dead.csv', $2, 'csv', $3, 'running', 500, 'dead', now() - interval '1 second')
       RETURNING id`,
      [admin.id, deadFile, os.hostname()],
    )) as [{ id: number }];
    // Queued an hour ago on a host that is gone: no process here sees its file.
    const [{ id: gone }] = (await db().query<{ id: number }>(
      `INSERT INTO catalogue_imports (user_id, file_name, file_path, format, host, created_at)
       VALUES ($1, 'gone.csv', '/elsewhere/gone.upload', 'csv', 'gone-host', now() - interval '2 hours')
       RETURNING id`,
      [admin.id],
    )) as [{ id: number }];
    // Any upload wakes the runner, which sweeps before it takes a job.
    const woke = await sheets.importSheet(admin, await xlsx([["sku"]]), "wake.xlsx");
    expect(woke.state).toBe("done");
    expect((await sheets.job(admin, dead)).json()).toMatchObject({
      state: "failed",
      processed: 500,
      failure: "Загрузка прервалась: загрузите файл ещё раз",
    });
    expect((await sheets.job(admin, gone)).json()).toMatchObject({ state: "failed" });
    expect(await product("RS-1")).toBeUndefined();
    // The dead job's file and the old stray go; an upload just written (its job not yet made) stays.
    expect((await readdir(uploads)).sort()).toEqual(["stray-new.upload"]);
    await rm(strayNew);
  });

  it("exports the exact header, then one column per attribute, for the list's filters", async () => {
    const whole = await sheets.download(admin, "export.xlsx");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readXlsx(whole.rawPayload);
    expect(rows[0]!.slice(0, HEADER.length)).toEqual(HEADER);
    expect(rows[0]).toContain("Толщина");
    const xl1 = rows.find((r) => r[0] === "XL-1")!;
    expect(xl1.slice(1, 4)).toEqual(["Гипсокартон 12,5 мм", null, "Gipsokarton 12,5 mm"]);
    expect(xl1[rows[0]!.indexOf("Толщина")]).toBe("12,5 мм");
    expect(xl1[rows[0]!.indexOf("price")]).toBe(58_000);
    const img = rows.find((r) => r[0] === "IMG-1")!;
    expect(img[HEADER.indexOf("images")]).toBe(
      "http://localhost:80/media/products/tile-1-aabbcc.webp http://localhost:80/media/products/0123456789abcdef01234567.webp",
    );
    await db().query("UPDATE products SET category_id = $1 WHERE sku = 'CSV-1'", [otherLeaf]);
    const byCategory = await readXlsx(
      (await sheets.download(admin, `export.xlsx?category_id=${otherLeaf}`)).rawPayload,
    );
    expect(byCategory.map((r) => r[0])).toContain("CSV-1");
    expect(byCategory.every((r, i) => i === 0 || r[HEADER.indexOf("category_id")] === otherLeaf)).toBe(true);
    const search = await readXlsx(
      (await sheets.download(admin, "export.xlsx?search=Гипсокартон%2012")).rawPayload,
    );
    expect(search.slice(1).map((r) => r[0])).toEqual(["XL-1"]);
    const [{ brand }] = (await db().query<{ brand: number }>(
      "SELECT manufacturer_id AS brand FROM products WHERE sku = 'EV-1'",
    )) as [{ brand: number }];
    const byBrand = await readXlsx((await sheets.download(admin, `export.xlsx?brand=${brand}`)).rawPayload);
    expect(
      byBrand
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `EV-${i * 3 + 1}`).sort());
    expect((await sheets.download(admin, "export.xlsx?brand=x")).statusCode).toBe(400);
  });

  it("reads its own export back without changing anything, and offers a template of the header and one row", async () => {
    const exported = await readXlsx(
      (await sheets.download(admin, `export.xlsx?category_id=${leaf}`)).rawPayload,
    );
    const mine = exported.filter((r, i) => i === 0 || String(r[0] ?? "").match(/^(XL|CSV|EV|IMG)-/));
    const back = await sheets.importSheet(admin, await xlsx(mine), "export.xlsx");
    expect(back).toMatchObject({ state: "done", created: 0, updated: 0, error_count: 0 });
    const template = await readXlsx((await sheets.download(admin, "template.xlsx")).rawPayload);
    expect(template).toHaveLength(2);
    expect(template[0]!.slice(0, HEADER.length)).toEqual(HEADER);
    const tried = await sheets.importSheet(admin, await xlsx(template), "template.xlsx");
    expect(tried).toMatchObject({ state: "done", created: 1, error_count: 0 });
  });

  it("answers 404 for a job that does not exist", async () => {
    expect((await adminCaller(t)("GET", "catalogue/import/999999/", admin)).statusCode).toBe(404);
  });
});

describe.runIf(BACKENDS.includes("postgres"))("a spreadsheet import on a server that stops", () => {
  it("fails its job after the batch under way (IMPORT.INTERRUPTED), keeps what it applied, removes the file", async () => {
    const t = await startTestApp("postgres", { products: 10 });
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const schema = t.config.databaseSchema;
    try {
      const admin = await makeStaff(t, await makeShopper(t), "admin");
      const [{ id: leaf }] = (await t.app.internals.db.query<{ id: number }>(
        `SELECT c.id FROM categories c WHERE c.parent_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
      )) as [{ id: number }];
      const rows: Row[] = [["sku", "title_ru", "category_id", "price"]];
      for (let i = 1; i <= 3000; i++) rows.push([`STOP-${i}`, `Товар ${i}`, leaf, 100 + i]);
      const sheets = sheetCalls(t);
      const started = await sheets.upload(admin, csv(rows), "stop.csv");
      expect(started.statusCode).toBe(202);
      const id = started.json().id as number;
      await vi.waitFor(
        async () => {
          if ((await sheets.job(admin, id)).json().processed === 0) throw new Error("no batch committed yet");
        },
        { timeout: 60_000, interval: 10 },
      );
      await t.app.close();
      const { rows: jobs } = await client.query<{ state: string; failure: unknown; created: number }>(
        `SELECT state, failure, created FROM ${schema}.catalogue_imports WHERE id = $1`,
        [id],
      );
      expect(jobs[0]).toMatchObject({ state: "failed", failure: { code: "IMPORT.INTERRUPTED" } });
      expect(jobs[0]!.created).toBeGreaterThan(0);
      expect(jobs[0]!.created).toBeLessThan(3000);
      const { rows: made } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.products WHERE sku LIKE 'STOP-%'`,
      );
      expect(made[0]!.n).toBe(jobs[0]!.created);
      expect(await readdir(path.join(t.config.dataDir, "imports"))).toEqual([]);
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      await rm(t.config.dataDir, { recursive: true, force: true });
    }
  });
});
