// What a shopper's phone downloads on a first visit: each page opened in a fresh browser profile (no cache)
// on a phone's screen, by the production shop (run `npm run build` first), and every response counted by its
// encoded size (as sent on the wire: brotli where the server precompressed it) until the page is hydrated
// and the network is idle.
// Scripts, fonts and stylesheets are each held to the budget of issue 28; the document, pictures and API
// answers are printed beside them. Pages marked "new" are a new visitor's (no cookie at all); the others a
// returning guest's with a product in the basket (which loads the basket, and the code that asks for it).
// "checkout in" is the demo shopper signed in, with a product in the basket.
// Exit 1 when a page is over budget.
//
//   npx tsx scripts/bench-web.ts [--scripts 170] [--fonts 60] [--files]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, devices, type BrowserContext } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "./chromium.ts";
import { startWebShop } from "./web-shop.ts";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BUDGET_KB = { script: arg("--scripts", 170), font: arg("--fonts", 60) };
const PORT = 3210;
const LANGUAGE = "uz";
// A mid-range Android phone, as Lighthouse's mobile preset is (its own user agent and touch).
const PHONE = devices["Pixel 7"]!;

type Kind = "document" | "script" | "font" | "stylesheet" | "image" | "api" | "other";
const KINDS: readonly Kind[] = ["document", "script", "font", "stylesheet", "image", "api", "other"];

function kindOf(resourceType: string, url: string): Kind {
  if (url.includes("/api/v1/")) return "api";
  if (resourceType === "fetch" || resourceType === "xhr") return "api";
  return (KINDS as readonly string[]).includes(resourceType) ? (resourceType as Kind) : "other";
}

interface Transfer {
  url: string;
  kind: Kind;
  bytes: number;
}

async function measure(context: BrowserContext, url: string): Promise<Transfer[]> {
  const page = await context.newPage();
  const transfers: Promise<Transfer>[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  const settled = () => {
    pending--;
    lastActivity = Date.now();
  };
  page.on("request", () => {
    pending++;
    lastActivity = Date.now();
  });
  page.on("requestfailed", settled);
  /** Half a second with no request in flight, as Playwright's network idle counts it (15 s at most). */
  const quiet = async () => {
    const until = Date.now() + 15_000;
    while ((pending > 0 || Date.now() - lastActivity < 500) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
  };
  page.on("requestfinished", (request) => {
    settled();
    transfers.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        kind: kindOf(request.resourceType(), request.url()),
        // The body as it crossed the wire, compressed; headers are left out, as budgets usually do.
        bytes: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // The script starts after the first paint (decision 0043), and a busy machine can leave the network quiet
  // for half a second before it asks for the page's chunks: what counts is what has loaded once the page is
  // hydrated (every page marks it) and the network is quiet again.
  await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 30_000 });
  await quiet();
  await page.close();
  return Promise.all(transfers);
}

const shop = await startWebShop(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
try {
  const { base, slug } = shop;
  // A guest with a product in the basket, so the basket and checkout pages show what a buyer sees.
  const visit = await fetch(`${base}/${LANGUAGE}`);
  const visitorId = /visitorId=([^;]+)/.exec(visit.headers.get("set-cookie") ?? "")?.[1];
  if (!visitorId) throw new Error("the shop set no visitorId cookie");
  const product = (await (await fetch(`${base}/api/v1/products/detail/${slug}/`)).json()) as { id: number };
  const added = await fetch(`${base}/api/v1/orders/cart/`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `visitorId=${visitorId}` },
    body: JSON.stringify({ product: product.id, amount: 1 }),
  });
  if (!added.ok) throw new Error(`could not fill the basket: ${added.status}`);

  // The demo shopper (server/db/seed/demo-account.seed.ts) signed in with a product in the basket: the
  // checkout as a buyer fills it in.
  const login = await fetch(`${base}/api/v1/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: "901234567", password: "demo12345" }),
  });
  if (!login.ok) throw new Error(`could not sign the demo shopper in: ${login.status}`);
  const tokens = (await login.json()) as { access: string; refresh: string };
  const filled = await fetch(`${base}/api/v1/orders/cart/`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: `Bearer ${tokens.access}` },
    body: JSON.stringify({ product: product.id, amount: 1 }),
  });
  if (!filled.ok) throw new Error(`could not fill the demo shopper's basket: ${filled.status}`);

  // A new visitor (no cookie: the shop's first page for this phone) on the pages a first visit lands on, then
  // the guest with a product in the basket on every page.
  const pages = [
    { name: "home new", path: `/${LANGUAGE}`, returning: false },
    { name: "list new", path: `/${LANGUAGE}/products`, returning: false },
    { name: "product new", path: `/${LANGUAGE}/products/${slug}`, returning: false },
    { name: "home", path: `/${LANGUAGE}`, returning: true },
    { name: "list", path: `/${LANGUAGE}/products`, returning: true },
    { name: "product", path: `/${LANGUAGE}/products/${slug}`, returning: true },
    { name: "basket", path: `/${LANGUAGE}/basket`, returning: true },
    { name: "checkout", path: `/${LANGUAGE}/checkout`, returning: true },
    { name: "checkout in", path: `/${LANGUAGE}/checkout`, returning: true, signedIn: true },
  ];
  await shop.warm([...new Set(pages.map((p) => base + p.path))]);

  const results = [];
  let over = false;
  for (const page of pages) {
    const context = await browser.newContext({ ...PHONE });
    if (page.returning) await context.addCookies([{ name: "visitorId", value: visitorId, url: base }]);
    if ("signedIn" in page)
      await context.addCookies([
        { name: "access_token", value: tokens.access, url: base },
        { name: "refresh_token", value: tokens.refresh, url: base },
      ]);
    const transfers = await measure(context, base + page.path);
    await context.close();
    const byKind = Object.fromEntries(
      KINDS.map((kind) => [kind, transfers.filter((t) => t.kind === kind).reduce((s, t) => s + t.bytes, 0)]),
    ) as Record<Kind, number>;
    const pass = byKind.script <= BUDGET_KB.script * 1024 && byKind.font <= BUDGET_KB.font * 1024;
    over ||= !pass;
    results.push({ page: page.name, path: page.path, byKind, pass, transfers });
  }

  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `First visit on a phone (${PHONE.viewport.width}x${PHONE.viewport.height}, no cache), encoded KB by ` +
      `network idle; budget: scripts ${BUDGET_KB.script} KB, fonts ${BUDGET_KB.font} KB\n`,
  );
  console.log(["page".padEnd(12), ...KINDS.map((k) => k.padStart(10)), "total".padStart(8)].join(" "));
  for (const r of results) {
    const total = Object.values(r.byKind).reduce((a, b) => a + b, 0);
    console.log(
      [
        r.page.padEnd(12),
        ...KINDS.map((k) => kb(r.byKind[k]).padStart(10)),
        kb(total).padStart(8),
        r.pass ? " ok" : " OVER",
      ].join(" "),
    );
  }
  if (process.argv.includes("--files"))
    for (const r of results) {
      console.log(`\n${r.page}:`);
      for (const t of [...r.transfers].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(t.bytes).padStart(7)} KB  ${t.kind.padEnd(10)} ${t.url.replace(base, "")}`);
    }
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench/results/web.json"),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), profile: "Pixel 7", budgetKb: BUDGET_KB, pages: results },
      null,
      2,
    ) + "\n",
  );
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  await shop.stop();
}
