import type { Page } from "@playwright/test";

// The storefront's pages as a shopper walks through them, each left in the state a person would look at
// (the basket filled, the search dropdown open, the filter sheet open). Shared by the layout checks
// (tests/e2e/layout.e2e.ts) and the screenshots a person reviews (scripts/page-screenshots.ts).

export interface TourStop {
  readonly name: string;
  /** Unprefixed path; the tour adds the language's prefix. */
  readonly path: string;
  /** What a person does before looking (type a query, open a sheet). */
  readonly act?: (page: Page) => Promise<void>;
  /** Only on a phone-width window (the filter sheet exists only there). */
  readonly phoneOnly?: boolean;
  readonly fullPage?: boolean;
}

interface ProductRow {
  id: number;
  slug: string;
  realtime_count: number;
}

async function someProducts(page: Page): Promise<ProductRow[]> {
  const answer = await page.request.get("/api/v1/products/?size=24&ordering=-rate");
  return ((await answer.json()) as { results: ProductRow[] }).results.filter((p) => p.realtime_count >= 3);
}

/** Fills the guest basket (the page's cookies) with three products, so its lines and summary show. */
async function fillBasket(page: Page): Promise<void> {
  for (const product of (await someProducts(page)).slice(0, 3)) {
    await page.request.post("/api/v1/orders/cart/", { data: { product: product.id, amount: 2 } });
  }
}

/** Waits until nothing on the page is moving (a sheet rising, a dropdown fading in). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

async function openSearch(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("combobox").first().fill("цемент");
  await page.getByTestId("search-dropdown").getByRole("option").first().waitFor();
  await settled(page);
}

async function openFilters(page: Page): Promise<void> {
  await page.getByTestId("filters-open").click();
  await page.getByTestId("filter-sheet").waitFor();
  await settled(page);
}

let productSlug: string | null = null;
async function aProduct(page: Page): Promise<string> {
  productSlug ??= (await someProducts(page))[0]!.slug;
  return productSlug;
}

export const PAGE_TOUR: readonly TourStop[] = [
  { name: "home", path: "/" },
  { name: "search", path: "/", act: openSearch, fullPage: false },
  { name: "categories", path: "/products/categories" },
  { name: "category", path: "/products/categories/101" },
  { name: "products", path: "/products" },
  { name: "filters", path: "/products", act: openFilters, phoneOnly: true, fullPage: false },
  { name: "brand", path: "/products?brands=1" },
  { name: "product", path: "/products/:product" },
  { name: "brands", path: "/brands" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "basket", path: "/basket" },
  { name: "saved", path: "/saved" },
  { name: "not-found", path: "/no-such-page" },
];

export type TourLanguage = "ru" | "uz" | "sr";
const PREFIX: Record<TourLanguage, string> = { ru: "", uz: "/uz", sr: "/sr" };

/** Opens a stop in a language (chosen as the language switcher would) and does what a person would first. */
export async function prepareTourPage(page: Page, stop: TourStop, language: TourLanguage): Promise<void> {
  const url = new URL(page.url().startsWith("http") ? page.url() : (await page.request.get("/")).url());
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: url.origin }]);
  if (stop.name === "basket") await fillBasket(page);
  const path = stop.path.replace(":product", await aProduct(page));
  await page.goto(`${PREFIX[language]}${path}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  await stop.act?.(page);
}
