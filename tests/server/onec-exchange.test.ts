import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseMoneyString } from "../../domain/money.ts";
import { OrderStatus } from "../../domain/order.ts";
import { makeStaff } from "./helpers/admin-calls.ts";
import {
  BRANDS,
  catalogueXml,
  guid,
  offersXml,
  orderChangesXml,
  type GoodSpec,
  type GroupSpec,
  type OfferSpec,
  type Schema,
} from "./helpers/onec-files.ts";
import { OnecDouble } from "./helpers/onec-double.ts";
import { caller, makeShopper, orderBody, places, putInBasket } from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Issue 26, item 3: 1C's "exchange with the site" (CommerceML 2), driven by a double of 1C over a real socket
// (decision 0033).

const PASSWORD = "1c-obmen-parol";
const KNAUF = Object.keys(BRANDS).find((id) => BRANDS[id] === "Knauf")!;
const CERESIT = Object.keys(BRANDS).find((id) => BRANDS[id] === "Ceresit")!;
const AKFA = Object.keys(BRANDS).find((id) => BRANDS[id] === "Akfa")!;

const G = {
  mixes: guid(1, 1),
  plasters: guid(2, 1),
  glues: guid(3, 1),
  tileGlues: guid(4, 1),
  porcelain: guid(5, 1),
  profiles: guid(6, 1),
};
const GROUPS: GroupSpec[] = [
  {
    id: G.mixes,
    title: "Сухие смеси",
    children: [
      { id: G.plasters, title: "Штукатурки" },
      {
        id: G.glues,
        title: "Клеи",
        children: [
          {
            id: G.tileGlues,
            title: "Плиточные клеи",
            children: [{ id: G.porcelain, title: "Для керамогранита" }],
          },
        ],
      },
    ],
  },
  { id: G.profiles, title: "Профили" },
];

const ROTBAND = guid(1);
const CM11 = guid(2);
const PROFILE = guid(3);
const LOOSE = guid(4);
const PICTURE = "import_files/a1/a1b2c3d4-rotband.jpg";
/** Enough goods that one import takes several bounded steps (stepItems below). */
const FILLERS = 240;

const GOODS: GoodSpec[] = [
  {
    id: ROTBAND,
    title: "Штукатурка гипсовая Knauf Ротбанд 30 кг",
    sku: "1C-ROT-30",
    groupId: G.plasters,
    brand: KNAUF,
    color: "Серый",
    description: "Гипсовая штукатурка для ручного нанесения.",
    pictures: [PICTURE],
    vat: 12,
    unit: { code: "166", full: "Килограмм", short: "кг" },
  },
  {
    id: CM11,
    title: "Клей плиточный Ceresit CM 11",
    sku: "1C-CM11",
    groupId: G.porcelain,
    brand: CERESIT,
    vat: "Без НДС",
  },
  { id: PROFILE, title: "Профиль Akfa 60 мм", sku: "1C-AKFA-60", groupId: G.profiles, brand: AKFA },
  { id: LOOSE, title: "Саморез 3,5×25 (без группы)", sku: "1C-SAM-25" },
  ...Array.from({ length: FILLERS }, (_, i) => ({
    id: guid(100 + i),
    title: `Гвозди строительные ${i + 1} мм`,
    sku: `1C-GV-${i + 1}`,
    groupId: G.plasters,
  })),
];

const offer = (id: string, retail: number, stock: number[]): OfferSpec => ({
  id,
  prices: { Розничная: retail, Оптовая: retail - 1_000, Закупочная: Math.round(retail * 0.7) },
  stock,
});
const OFFERS: OfferSpec[] = [
  offer(ROTBAND, 62_000, [15, 25]),
  offer(CM11, 48_500, [7]),
  offer(PROFILE, 91_000, [3]),
  offer(LOOSE, 450, [1000]),
  ...GOODS.slice(4).map((g, i) => offer(g.id, 1_000 + i, [i % 5])),
];

const files = (
  schema: Schema,
  o: { goods?: GoodSpec[]; offers?: OfferSpec[]; onlyChanges?: boolean } = {},
) => ({
  "import.xml": catalogueXml({
    schema,
    onlyChanges: o.onlyChanges ?? false,
    groups: GROUPS,
    goods: o.goods ?? GOODS,
  }),
  "offers.xml": offersXml({ schema, onlyChanges: o.onlyChanges ?? false, offers: o.offers ?? OFFERS }),
});

interface Row {
  id: number;
  slug: string;
  title_ru: string;
  price: number;
  stock: number;
  unit: string;
  vat_percent: number | null;
  visible: boolean;
  category_id: number;
  brand: string;
  attributes: [string, string][];
  images: string[];
}

describe.each(BACKENDS)("1C exchange on %s", (backend) => {
  let t: TestApp;
  let base: string;
  let adminPhone: string;
  let picture: Buffer;
  const db = () => t.app.internals.db;
  const double = (login = adminPhone, password = PASSWORD) => new OnecDouble(base, login, password);

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20, env: { ONEC_ZIP: "0" } });
    // Small enough that import.xml goes in parts and an import takes several steps.
    Object.assign(t.config.onec, { fileLimitBytes: 16 * 1024, stepItems: 100 });
    adminPhone = "901230001";
    await t.app.internals.accounts.create({ phone: adminPhone, password: PASSWORD, fullName: "Обмен 1С" });
    const [row] = await db().query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [adminPhone]);
    await makeStaff(t, { id: row!.id, token: "" }, "admin");
    picture = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#b04030" } })
      .jpeg()
      .toBuffer();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t?.close());

  const product = async (externalId: string) =>
    (
      await db().query<Row>(
        `SELECT p.id, p.slug, p.title_ru, p.price::int AS price, p.stock, p.unit, p.vat_percent, p.visible,
           p.category_id, m.title AS brand, p.attributes, p.images
         FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.external_id = $1`,
        [externalId],
      )
    )[0];
  const category = async (externalId: string) =>
    (
      await db().query<{ id: number; parent_id: number | null; title_ru: string }>(
        "SELECT id, parent_id, title_ru FROM categories WHERE external_id = $1",
        [externalId],
      )
    )[0];
  const countOf = async (sql: string) => (await db().query<{ n: number }>(sql))[0]!.n;
  const products1c = () => countOf("SELECT count(*)::int AS n FROM products WHERE external_id IS NOT NULL");

  it("refuses a wrong password, a shopper and a call without the session's cookie with `failure`", async () => {
    const wrong = await double(adminPhone, "notogri").checkauth();
    expect(wrong.status).toBe(200);
    expect(wrong.lines[0]).toBe("failure");
    expect(wrong.text).toMatch(/неверный телефон или пароль/);

    await t.app.internals.accounts.create({ phone: "901230002", password: PASSWORD, fullName: "Xaridor" });
    const shopper = await double("+998 90 123 00 02").checkauth();
    expect(shopper.lines[0]).toBe("failure");
    expect(shopper.text).toMatch(/нет права менять каталог/);

    const stranger = double();
    const init = await stranger.init();
    expect(init.lines[0]).toBe("failure");
    const sent = await stranger.call(
      { type: "catalog", mode: "file", filename: "import.xml" },
      Buffer.from("<x/>"),
    );
    expect(sent.lines[0]).toBe("failure");
    expect(await products1c()).toBe(0);
  });

  it("answers checkauth with success, a cookie and its value, and init with zip and file_limit", async () => {
    const onec = double();
    const auth = await onec.checkauth();
    expect(auth.lines[0]).toBe("success");
    expect(auth.lines[1]).toBe("qb1c");
    expect(auth.lines[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(auth.text.charCodeAt(0)).not.toBe(0xfeff);
    const init = await onec.init();
    expect(init.lines.slice(0, 2)).toEqual(["zip=no", `file_limit=${16 * 1024}`]);
    expect(onec.zip).toBe(false);
  });

  it("imports a full 2.05 exchange sent in parts, in bounded steps: groups, brands, attributes, photos, VAT, units, retail prices and Количество", async () => {
    const onec = double();
    const runs = await onec.exchangeCatalogue({ ...files("2.05"), [PICTURE]: picture });
    expect(onec.parts.get("import.xml")).toBeGreaterThan(1);
    for (const name of ["import.xml", "offers.xml"]) {
      const run = runs[name]!;
      expect(run.last.lines[0], run.last.text).toBe("success");
      // 244 goods in steps of at most 100 elements: 1C is answered `progress` in between.
      expect(run.answers.filter((a) => a.lines[0] === "progress").length).toBeGreaterThanOrEqual(2);
    }
    expect(runs["offers.xml"]!.last.text).toMatch(/Создано: 244;/);
    expect(await products1c()).toBe(GOODS.length);

    // Groups: the tree, three levels; the fourth level's goods go to its third-level ancestor.
    const mixes = (await category(G.mixes))!;
    const plasters = (await category(G.plasters))!;
    const glues = (await category(G.glues))!;
    const tileGlues = (await category(G.tileGlues))!;
    expect(mixes).toMatchObject({ parent_id: null, title_ru: "Сухие смеси" });
    expect(plasters).toMatchObject({ parent_id: mixes.id, title_ru: "Штукатурки" });
    expect(glues).toMatchObject({ parent_id: mixes.id });
    expect(tileGlues).toMatchObject({ parent_id: glues.id, title_ru: "Плиточные клеи" });
    expect(await category(G.porcelain)).toBeUndefined();

    const rotband = (await product(ROTBAND))!;
    expect(rotband).toMatchObject({
      title_ru: "Штукатурка гипсовая Knauf Ротбанд 30 кг",
      price: 62_000,
      stock: 40,
      unit: "kg",
      vat_percent: 12,
      visible: true,
      category_id: plasters.id,
      brand: "Knauf",
    });
    expect(rotband.attributes).toContainEqual(["Цвет", "Серый"]);
    expect(rotband.attributes.map(([name]) => name)).not.toContain("Производитель");
    expect(rotband.images).toHaveLength(1);

    const cm11 = (await product(CM11))!;
    expect(cm11).toMatchObject({
      price: 48_500,
      stock: 7,
      vat_percent: null,
      brand: "Ceresit",
      category_id: tileGlues.id,
    });
    // A section holds no goods itself: its goods go to a category of its name under it.
    const profiles = (await category(G.profiles))!;
    const profile = (await product(PROFILE))!;
    expect(profile.category_id).not.toBe(profiles.id);
    expect((await category(`${G.profiles}#items`))!).toMatchObject({
      parent_id: profiles.id,
      title_ru: "Профили",
    });
    expect((await product(LOOSE))!.unit).toBe("pcs");

    // The storefront shows it.
    const page = await caller(t)("GET", `products/detail/${rotband.slug}/`, null);
    expect(page.statusCode).toBe(200);
    const detail = expectAnswer("productDetail", page.json());
    expect(parseMoneyString(detail.price)).toBe(62_000);
    expect(detail.realtime_count).toBe(40);
  });

  it("updates by Ид on a repeated exchange, never making a second product", async () => {
    const before = await db().query<{ id: number; external_id: string }>(
      "SELECT id, external_id FROM products WHERE external_id IS NOT NULL ORDER BY id",
    );
    const categories = await countOf("SELECT count(*)::int AS n FROM categories");
    const brands = await countOf("SELECT count(*)::int AS n FROM manufacturers");
    const runs = await double().exchangeCatalogue({ ...files("2.05"), [PICTURE]: picture });
    expect(runs["import.xml"]!.last.text).toMatch(/Создано: 0;/);
    expect(runs["offers.xml"]!.last.text).toMatch(/Создано: 0;/);
    const after = await db().query<{ id: number; external_id: string }>(
      "SELECT id, external_id FROM products WHERE external_id IS NOT NULL ORDER BY id",
    );
    expect(after).toEqual(before);
    expect(await countOf("SELECT count(*)::int AS n FROM categories")).toBe(categories);
    expect(await countOf("SELECT count(*)::int AS n FROM manufacturers")).toBe(brands);
  });

  it("takes a 2.10 change-only package as one zip: the sum of Остатки, the new price on the cached page at once, nothing else hidden", async () => {
    const rotband = (await product(ROTBAND))!;
    const read = () => caller(t)("GET", `products/detail/${rotband.slug}/`, null);
    expect((await read()).statusCode).toBe(200);
    const cached = await read();
    expect(parseMoneyString(expectAnswer("productDetail", cached.json()).price)).toBe(62_000);
    const mark = await countOf("SELECT coalesce(max(id), 0)::int AS n FROM outbox");

    t.config.onec.zip = true;
    try {
      const onec = double();
      const runs = await onec.exchangeCatalogue({
        "offers.xml": offersXml({
          schema: "2.10",
          onlyChanges: true,
          offers: [offer(ROTBAND, 64_500, [6, 9])],
        }),
      });
      expect(onec.zip).toBe(true);
      expect(onec.parts.has("import0_1.zip")).toBe(true);
      expect(runs["offers.xml"]!.last.lines[0], runs["offers.xml"]!.last.text).toBe("success");
    } finally {
      t.config.onec.zip = false;
    }
    expect(await product(ROTBAND)).toMatchObject({ price: 64_500, stock: 15 });
    // Change-only: every other good stays as it was, shown.
    expect(await product(CM11)).toMatchObject({ price: 48_500, stock: 7, visible: true });
    expect(
      await countOf("SELECT count(*)::int AS n FROM products WHERE external_id IS NOT NULL AND NOT visible"),
    ).toBe(0);

    const events = await db().query<{ payload: { productIds?: number[] } }>(
      "SELECT payload FROM outbox WHERE id > $1 AND topic = 'catalogue.changed'",
      [mark],
    );
    expect(events.flatMap((e) => e.payload.productIds ?? [])).toContain(rotband.id);
    // The outbox tells every process over the cache bus; each drops its answers as the message arrives.
    await t.app.internals.outbox.kick();
    await vi.waitFor(
      async () => {
        const fresh = expectAnswer("productDetail", (await read()).json());
        expect([parseMoneyString(fresh.price), fresh.realtime_count]).toEqual([64_500, 15]);
      },
      { timeout: 5000 },
    );
  });

  it("hides, after a full exchange, the goods it no longer names; a deleted good is hidden too", async () => {
    const goods = GOODS.filter((g) => g.id !== LOOSE).map((g) =>
      g.id === PROFILE ? { ...g, deleted: true } : g,
    );
    const runs = await double().exchangeCatalogue(
      files("2.10", { goods, offers: OFFERS.filter((o) => o.id !== LOOSE) }),
    );
    expect(runs["import.xml"]!.last.lines[0], runs["import.xml"]!.last.text).toBe("success");
    expect(await product(LOOSE)).toMatchObject({ visible: false });
    expect(await product(PROFILE)).toMatchObject({ visible: false });
    expect(await product(CM11)).toMatchObject({ visible: true, stock: 7 });

    // Named again: shown again, the same product.
    const loose = (await product(LOOSE))!;
    await double().exchangeCatalogue(files("2.10"));
    expect(await product(LOOSE)).toMatchObject({ id: loose.id, visible: true });
  });

  it("leaves hiding to mode=deactivate when 1C splits a full exchange into numbered files", async () => {
    const onec = double();
    const split = files("2.10", {
      goods: GOODS.filter((g) => g.id !== LOOSE),
      offers: OFFERS.filter((o) => o.id !== LOOSE),
    });
    const runs = await onec.exchangeCatalogue({
      "import0_1.xml": split["import.xml"],
      "offers0_1.xml": split["offers.xml"],
    });
    for (const run of Object.values(runs)) expect(run.last.lines[0], run.last.text).toBe("success");
    // One part of a split exchange cannot tell what the others name.
    expect(await product(LOOSE)).toMatchObject({ visible: true });
    let answer = await onec.call({ type: "catalog", mode: "deactivate" });
    while (answer.lines[0] === "progress") answer = await onec.call({ type: "catalog", mode: "deactivate" });
    expect(answer.lines[0], answer.text).toBe("success");
    expect((await onec.call({ type: "catalog", mode: "complete" })).lines[0]).toBe("success");
    expect(await product(LOOSE)).toMatchObject({ visible: false });
    expect(await product(CM11)).toMatchObject({ visible: true });

    await double().exchangeCatalogue(files("2.10"));
    expect(await product(LOOSE)).toMatchObject({ visible: true });
  });

  it("answers `failure` with the reason: a file never sent, a broken file, no price type ONEC_PRICE_TYPE names", async () => {
    const onec = double();
    await onec.checkauth();
    await onec.init();
    const missing = await onec.importFile("import.xml");
    expect(missing.last.lines[0]).toBe("failure");
    expect(missing.last.text).toMatch(/import\.xml не получен/);

    await onec.sendFile(
      "catalog",
      "import.xml",
      Buffer.from('\ufeff<?xml version="1.0"?>\n<КоммерческаяИнформация>\n<Каталог>\n<Товар>', "utf8"),
    );
    const broken = await onec.importFile("import.xml");
    expect(broken.last.lines[0]).toBe("failure");
    expect(broken.last.text).toMatch(/строка \d+/);

    const before = (await product(CM11))!;
    t.config.onec.priceType = "Дилерская";
    try {
      await onec.sendFile(
        "catalog",
        "offers.xml",
        offersXml({ schema: "2.10", onlyChanges: true, offers: [offer(CM11, 1, [1])] }),
      );
      const noType = await onec.importFile("offers.xml");
      expect(noType.last.lines[0]).toBe("failure");
      expect(noType.last.text).toMatch(/нет типа цен «Дилерская» \(в файле: .*«Розничная»/);
    } finally {
      t.config.onec.priceType = "Розничная";
    }
    expect(await product(CM11)).toMatchObject({ price: before.price, stock: before.stock });
  });

  it("takes the price of the type ONEC_PRICE_TYPE names", async () => {
    t.config.onec.priceType = "Оптовая";
    try {
      const runs = await double().exchangeCatalogue({
        "offers.xml": offersXml({ schema: "2.05", onlyChanges: true, offers: [offer(CM11, 50_000, [4])] }),
      });
      expect(runs["offers.xml"]!.last.lines[0], runs["offers.xml"]!.last.text).toBe("success");
    } finally {
      t.config.onec.priceType = "Розничная";
    }
    expect(await product(CM11)).toMatchObject({ price: 49_000, stock: 4 });
  });

  it("reads a windows-1251 catalogue, and makes an offer per characteristic a variant of its good", async () => {
    const paint = guid(900);
    const [white, blue] = [`${paint}#${guid(901, 2)}`, `${paint}#${guid(902, 2)}`];
    const variant = (id: string, color: string, retail: number): OfferSpec => ({
      ...offer(id, retail, [2, 3]),
      characteristics: [["Цвет", color]],
    });
    const runs = await double().exchangeCatalogue({
      "import.xml": catalogueXml({
        schema: "2.05",
        onlyChanges: true,
        groups: GROUPS,
        goods: [{ id: paint, title: "Краска фасадная «Ёлка»", sku: "1C-PAINT", groupId: G.plasters }],
        encoding: "windows-1251",
      }),
      "offers.xml": offersXml({
        schema: "2.10",
        onlyChanges: true,
        offers: [variant(white, "Белый", 120_000), variant(blue, "Синий", 125_000)],
      }),
    });
    for (const run of Object.values(runs)) expect(run.last.lines[0], run.last.text).toBe("success");
    const rows = await db().query<{
      title_ru: string;
      price: number;
      stock: number;
      group_id: number | null;
    }>(
      `SELECT title_ru, price::int AS price, stock, group_id FROM products
       WHERE external_id = ANY($1::text[]) ORDER BY price`,
      [[white, blue]],
    );
    expect(rows.map((r) => [r.title_ru, r.price, r.stock])).toEqual([
      ["Краска фасадная «Ёлка» (Белый)", 120_000, 5],
      ["Краска фасадная «Ёлка» (Синий)", 125_000, 5],
    ]);
    expect(rows[0]!.group_id).not.toBeNull();
    expect(rows[1]!.group_id).toBe(rows[0]!.group_id);
    // The good itself has no offer of its own: it is no product, only its variants are.
    expect(await product(paint)).toBeUndefined();
  });

  it("refuses a part bigger than file_limit", async () => {
    const onec = double();
    await onec.checkauth();
    await onec.init();
    const big = await onec.call(
      { type: "catalog", mode: "file", filename: "import.xml" },
      Buffer.alloc(16 * 1024 + 1, 0x20),
    );
    expect(big.lines[0]).toBe("failure");
    expect(big.text).toMatch(/больше file_limit/);
  });

  describe("orders (type=sale)", () => {
    let orderId: number;

    beforeAll(async () => {
      const { city } = await places(t);
      const who = await makeShopper(t);
      const rotband = (await product(ROTBAND))!;
      const cm11 = (await product(CM11))!;
      await putInBasket(t, who, rotband.id, 2);
      await putInBasket(t, who, cm11.id, 1);
      const placed = await caller(t)("POST", "orders/order/", who, { payload: orderBody(city.id) });
      expect(placed.statusCode, placed.body).toBe(201);
      const [row] = await db().query<{ id: number }>(
        "SELECT id FROM orders WHERE user_id = $1 ORDER BY id DESC LIMIT 1",
        [who.id],
      );
      orderId = row!.id;
      await t.app.internals.outbox.kick();
    });

    const documents = (xml: string) => xml.match(/<Документ>.*?<\/Документ>/gs) ?? [];

    it("sends new orders as CommerceML documents with each line's 1C Ид, and not again after mode=success", async () => {
      const onec = double();
      expect((await onec.checkauth("sale")).lines[0]).toBe("success");
      await onec.init("sale");
      const query = await onec.call({ type: "sale", mode: "query" });
      expect(query.contentType).toMatch(/xml/);
      expect(query.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
      const ours = documents(query.text).filter((d) => d.includes(`<Номер>${orderId}</Номер>`));
      expect(ours).toHaveLength(1);
      const doc = ours[0]!;
      expect(doc).toContain("<ХозОперация>Заказ товара</ХозОперация>");
      expect(doc).toMatch(/<Дата>\d{4}-\d{2}-\d{2}<\/Дата>/);
      expect(doc).toContain(`<Ид>${ROTBAND}</Ид>`);
      expect(doc).toContain(`<Ид>${CM11}</Ид>`);
      expect(doc).toContain("<Роль>Покупатель</Роль>");
      expect(doc).toContain("Самовывоз");
      const price = await countOf(`SELECT total::int AS n FROM orders WHERE id = ${orderId}`);
      expect(doc).toContain(`<Сумма>${price}.00</Сумма>`);

      expect((await onec.call({ type: "sale", mode: "success" })).lines[0]).toBe("success");
      const again = await onec.call({ type: "sale", mode: "query" });
      expect(documents(again.text)).toHaveLength(0);
    });

    it("moves orders through the state machine by 1C's documents, and does not send 1C's own moves back", async () => {
      const onec = double();
      await onec.checkauth("sale");
      await onec.init("sale");
      const approved = await onec.sendFile(
        "sale",
        "orders-1.xml",
        orderChangesXml([{ orderId, requisites: [["Проведен", "true"]] }]),
      );
      expect(approved.lines[0], approved.text).toBe("success");
      expect(await statusOf(orderId)).toBe(OrderStatus.APPROVED);

      // A pick-up order 1C says is final: handed over.
      const done = await onec.sendFile(
        "sale",
        "orders-2.xml",
        orderChangesXml([
          { orderId, requisites: [["Финальный статус", "true"]] },
          { orderId: 999_999, requisites: [["Отменен", "true"]] },
        ]),
      );
      expect(done.lines[0], done.text).toBe("success");
      expect(done.text).toMatch(/Заказ 999999: нет на сайте/);
      expect(await statusOf(orderId)).toBe(OrderStatus.DELIVERED);

      await t.app.internals.outbox.kick();
      const query = await onec.call({ type: "sale", mode: "query" });
      expect(query.text).not.toContain(`<Номер>${orderId}</Номер>`);
    });

    it("sends an order the shop moved itself again", async () => {
      const { city } = await places(t);
      const who = await makeShopper(t);
      await putInBasket(t, who, (await product(CM11))!.id, 1);
      expect(
        (await caller(t)("POST", "orders/order/", who, { payload: orderBody(city.id) })).statusCode,
      ).toBe(201);
      const [row] = await db().query<{ id: number }>(
        "SELECT max(id)::int AS id FROM orders WHERE user_id = $1",
        [who.id],
      );
      await t.app.internals.outbox.kick();
      const onec = double();
      await onec.checkauth("sale");
      expect(documents((await onec.call({ type: "sale", mode: "query" })).text).join()).toContain(
        `<Номер>${row!.id}</Номер>`,
      );
      await onec.call({ type: "sale", mode: "success" });
      const operator = await makeStaff(t, await makeShopper(t), "operator");
      const cancelled = await caller(t)("POST", `admin/orders/${row!.id}/cancel/`, operator, {
        payload: { reason: "Покупатель передумал" },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await t.app.internals.outbox.kick();
      const again = await onec.call({ type: "sale", mode: "query" });
      const doc = documents(again.text).find((d) => d.includes(`<Номер>${row!.id}</Номер>`));
      expect(doc).toBeDefined();
      expect(doc).toMatch(/<Наименование>Отменен<\/Наименование><Значение>true<\/Значение>/);
    });

    const statusOf = async (id: number) =>
      (await db().query<{ status: number }>("SELECT status FROM orders WHERE id = $1", [id]))[0]!.status;
  });
});
