import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { OnecDouble } from "../server/helpers/onec-double";
import { catalogueXml, guid, offersXml } from "../server/helpers/onec-files";
import { registerShopper, type Shopper } from "./support/shoppers";

// Issue 26 as an operator lives it: a shop started with no goods (SEED_PRODUCTS=0) shows shoppers a tidy
// empty shelf; its first admin is made with `npm run admin:create`; the back office's first page tells them
// where 1C must point; they upload a spreadsheet on the Import page and watch it finish; 1C exchanges its
// catalogue (spoken with fetch, as 1C's exchange processing does); a shopper buys a 1C product, cash, picked
// up at a BTS branch; and 1C's next `type=sale&mode=query` hands back that order with the product's Ид.
// The shop is its own: the built server (dist/) on a port and DATA_DIR of this test, never the shared one.

const ROOT = path.resolve(import.meta.dirname, "../..");
// SHOP_PORT + 1 is the other-origin test's; this shop takes the next one.
const PORT = Number(process.env.OPERATOR_SHOP_PORT ?? Number(process.env.SHOP_PORT ?? 3100) + 2);
const BASE = `http://127.0.0.1:${PORT}`;
const GROUP = guid(1, 1);
const GOOD = guid(7001);
const GOOD_TITLE = "Штукатурка гипсовая Ротбанд 30 кг";

let dataDir = "";
let server: ChildProcess | null = null;
let api: APIRequestContext;
let admin: Shopper;

let starts = 0;

function startShop(): Promise<void> {
  // The shop's log beside its data, read when a start fails.
  const log = openSync(path.join(dataDir, `shop-${++starts}.log`), "w");
  server = spawn(process.execPath, ["dist/server-bundle/main.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SEED_PRODUCTS: "0",
      DEMO_ACCOUNT: "0",
      TRUST_PROXY: "1",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", log, log],
  });
  return waitUp(`${BASE}/api/v1/settings/contacts/`, 120_000).catch((error: unknown) => {
    const tail = readFileSync(path.join(dataDir, `shop-${starts}.log`), "utf8").slice(-2000);
    throw new Error(`${String(error)}\n${tail}`);
  });
}

async function waitUp(url: string, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (server && server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** SIGTERM, as a deploy stops it; a shop that has not stopped within 20 s is killed. */
function stopShop(): Promise<void> {
  const child = server;
  server = null;
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

/** A category without sections under it, of the seeded tree (its categories stay when SEED_PRODUCTS is 0). */
async function leafCategory(): Promise<number> {
  const answer = await api.get("/api/v1/products/categories/");
  const tops = (await answer.json()) as { categories?: { id: number }[] }[];
  const leaf = tops.flatMap((c) => c.categories ?? [])[0];
  expect(leaf).toBeDefined();
  const detail = (await (await api.get(`/api/v1/products/categories/${leaf!.id}/`)).json()) as {
    categories?: unknown[];
  };
  expect(detail.categories ?? []).toEqual([]);
  return leaf!.id;
}

function csvOf(rows: (string | number)[][]): Buffer {
  const text = rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(";")).join("\r\n");
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
}

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "operator-e2e-"));
  api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { "Accept-Language": "ru" } });
  await startShop();
  // The first admin: registered in the shop with their own password, then granted by the command (which
  // needs the embedded database to itself, so the shop is stopped meanwhile).
  admin = await registerShopper(api, "Nazarova Malika", path.join(dataDir, "sms-outbox.jsonl"));
  await stopShop();
  const made = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/admin-create.ts", "--phone", admin.phone],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain("is now admin");
  await startShop();
});

test.afterAll(async () => {
  await stopShop();
  await api?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: BASE }]);
});

test("an operator brings goods into an empty shop by spreadsheet and by 1C, and 1C gets the first order", async ({
  page,
  browser,
}) => {
  const category = await leafCategory();

  await test.step("the storefront of an empty shop says the goods are on their way", async () => {
    await page.goto(`${BASE}/`);
    await ready(page);
    await expect(page.getByTestId("empty-shelf")).toContainText("Товары скоро появятся");
    await page.goto(`${BASE}/products`);
    await ready(page);
    await expect(page.getByTestId("empty-shelf")).toBeVisible();
    await expect(page.getByTestId("products-empty")).toHaveCount(0);
    await page.goto(`${BASE}/products/categories/${category}`);
    await ready(page);
    await expect(page.getByTestId("empty-shelf")).toContainText("Здесь пока нет товаров");
  });

  let exchangeUrl = "";
  await test.step("the back office's first page tells the admin how to bring goods in", async () => {
    await page.goto(`${BASE}/admin`);
    await ready(page);
    await page.getByRole("main").getByRole("button", { name: "Войти", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("input[name=phone]").fill(admin.phone);
    await dialog.locator("input[autocomplete=current-password]").fill(admin.password);
    await dialog.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(dialog).toBeHidden();
    const guide = page.getByTestId("empty-shop-guide");
    await expect(guide).toContainText("В магазине пока нет товаров");
    exchangeUrl = (await guide.getByTestId("onec-url").textContent()) ?? "";
    expect(exchangeUrl).toBe(`${BASE}/api/v1/1c/exchange`);
    await expect(guide.getByTestId("onec-price-type")).toContainText("«Розничная»");
    await expect(guide).toContainText(admin.phone);
    await guide.getByRole("link", { name: "Открыть «Загрузку товаров»" }).click();
    await expect(page).toHaveURL(/\/admin\/import$/);
  });

  await test.step("a spreadsheet is imported and its progress followed to the end", async () => {
    const sheet = csvOf([
      ["sku", "title_ru", "title_uz", "title_sr", "category_id", "unit", "price", "stock"],
      ["SH-1", "Цемент М400 50 кг", "Цемент М400 50 кг", "Sement M400 50 kg", category, "pcs", 62000, 40],
      ["SH-2", "Кирпич облицовочный", "Пишиқ ғишт", "Pishiq g‘isht", category, "pcs", 1800, 5000],
      ["SH-3", "Без цены", "Нархсиз", "Narxsiz", category, "pcs", "дорого", 1],
    ]);
    const download = page.waitForEvent("download");
    await page.getByTestId("sheet-template").click();
    expect((await download).suggestedFilename()).toBe("catalogue-template.xlsx");
    await page
      .getByTestId("sheet-file")
      .setInputFiles({ name: "tovary.csv", mimeType: "text/csv", buffer: sheet });
    await page.getByTestId("sheet-upload").click();
    const progress = page.getByTestId("import-progress");
    await expect(progress).toHaveAttribute("data-state", "done", { timeout: 60_000 });
    await expect(page).toHaveURL(/\/admin\/import\?job=\d+$/);
    await expect(progress.getByTestId("import-processed")).toContainText("3 из 3");
    await expect(progress.getByTestId("import-created")).toHaveText("2");
    await expect(progress.getByTestId("import-updated")).toHaveText("0");
    await expect(progress.getByTestId("import-refused")).toHaveText("1");
    const errors = page.getByTestId("import-errors");
    await expect(errors.getByRole("row").nth(1)).toContainText("4");
    await expect(errors.getByRole("row").nth(1)).toContainText("price");
  });

  await test.step("1C exchanges its catalogue at the address the page gave", async () => {
    const onec = new OnecDouble(new URL(exchangeUrl).origin, admin.phone, admin.password);
    const runs = await onec.exchangeCatalogue({
      "import.xml": catalogueXml({
        schema: "2.10",
        onlyChanges: false,
        groups: [{ id: GROUP, title: "Сухие смеси" }],
        goods: [{ id: GOOD, title: GOOD_TITLE, sku: "1C-ROTBAND", groupId: GROUP }],
      }),
      "offers.xml": offersXml({
        schema: "2.10",
        onlyChanges: false,
        offers: [
          { id: GOOD, prices: { Розничная: 85_000, Оптовая: 80_000, Закупочная: 70_000 }, stock: [6, 4] },
        ],
      }),
    });
    for (const [name, run] of Object.entries(runs))
      expect(run.last.lines[0], `${name}: ${run.last.text}`).toBe("success");
  });

  let slug = "";
  await test.step("the storefront shows the goods of both sources", async () => {
    await expect
      .poll(
        async () => {
          const list = (await (await api.get(`/api/v1/products/?size=20&seen=${Date.now()}`)).json()) as {
            results: { slug: string; title: string; price: string }[];
          };
          slug = list.results.find((p) => p.title === GOOD_TITLE)?.slug ?? "";
          return list.results.map((p) => p.title).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual([GOOD_TITLE, "Кирпич облицовочный", "Цемент М400 50 кг"].sort());
    await page.goto(`${BASE}/products`);
    await ready(page);
    await expect(page.getByTestId("product-grid")).toContainText(GOOD_TITLE);
    await expect(page.getByTestId("empty-shelf")).toHaveCount(0);
  });

  let orderId = 0;
  await test.step("a shopper buys the 1C product, cash, picked up at a BTS branch", async () => {
    const shopper = await registerShopper(api, "Toshmatov Anvar", path.join(dataDir, "sms-outbox.jsonl"));
    const context = await browser.newContext({ locale: "uz-UZ", timezoneId: "Asia/Tashkent" });
    await context.addCookies([{ name: "i18n_redirected", value: "ru", url: BASE }]);
    const buyer = await context.newPage();
    try {
      await buyer.goto(`${BASE}/products/${slug}`);
      await ready(buyer);
      await buyer.getByRole("banner").getByRole("button", { name: "Войти" }).click();
      const dialog = buyer.getByRole("dialog");
      await dialog.locator("input[name=phone]").fill(shopper.phone);
      await dialog.locator("input[autocomplete=current-password]").fill(shopper.password);
      await dialog.getByRole("button", { name: "Войти", exact: true }).click();
      await expect(dialog).toBeHidden();
      await buyer.getByTestId("add-to-basket").click();
      await expect(buyer.getByRole("banner").getByRole("link", { name: "Корзина: 1" })).toBeVisible();
      await buyer.goto(`${BASE}/checkout`);
      await ready(buyer);
      await buyer.getByTestId("way-bts").click();
      const place = await placeWithBranch();
      await expect(buyer.locator(`select[name=region] option[value="${place.region}"]`)).toBeAttached();
      await buyer.locator("select[name=region]").selectOption(String(place.region));
      await expect(buyer.locator(`select[name=district] option[value="${place.district}"]`)).toBeAttached();
      await buyer.locator("select[name=district]").selectOption(String(place.district));
      await buyer.getByTestId("bts-branch").first().click();
      await buyer.getByTestId("next-step").click();
      await buyer.getByTestId("next-step").click();
      await expect(buyer.getByTestId("pay-1").locator("input")).toBeChecked();
      await buyer.getByTestId("place-order").click();
      await expect(buyer).toHaveURL(/\/order\/\d+\?placed=1$/);
      orderId = Number(/\/order\/(\d+)/.exec(buyer.url())![1]);
      await expect(buyer.getByTestId("order-detail")).toContainText(GOOD_TITLE);
    } finally {
      await context.close();
    }
  });

  await test.step("1C's next sale query hands back the order with the product's Ид", async () => {
    const onec = new OnecDouble(BASE, admin.phone, admin.password);
    expect((await onec.checkauth("sale")).lines[0]).toBe("success");
    await onec.init("sale");
    let doc = "";
    await expect
      .poll(
        async () => {
          const answer = await onec.call({ type: "sale", mode: "query" });
          const docs = answer.text.match(/<Документ>.*?<\/Документ>/gs) ?? [];
          doc = docs.find((d) => d.includes(`<Номер>${orderId}</Номер>`)) ?? "";
          return doc !== "";
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(doc).toContain(`<Ид>${GOOD}</Ид>`);
    expect(doc).toContain("<ХозОперация>Заказ товара</ХозОперация>");
  });
});

/** The first region and district where BTS has a branch, as the API lists them. */
async function placeWithBranch() {
  const regions = (await (await api.get("/api/v1/common/region/?size=15")).json()) as {
    results: { id: number }[];
  };
  for (const region of regions.results) {
    const districts = (await (
      await api.get(`/api/v1/common/district/?region=${region.id}&size=50`)
    ).json()) as {
      results: { id: number }[];
    };
    for (const district of districts.results) {
      const branches = (await (
        await api.get(`/api/v1/delivery_bts/branches/?region=${region.id}&district=${district.id}`)
      ).json()) as unknown[];
      if (branches.length > 0) return { region: region.id, district: district.id };
    }
  }
  throw new Error("no district with a BTS branch");
}
