import { expect, test, type Page } from "@playwright/test";

// A guest's walk through the storefront served by `npm start` (server-rendered pages over the real /api/v1).

const formatMoney = (som: number) =>
  `${new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 2 }).format(som).replace(/[\u202F ]/g, "\u00A0")}`;

/** Waits until React has hydrated the server's HTML, so clicks reach their handlers. */
async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function firstProduct(page: Page) {
  const answer = await page.request.get("/api/v1/products/?size=1&in_sale=true", {
    headers: { "Accept-Language": "ru" },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    results: { slug: string; title: string; price: string; sale_price: string | null }[];
  };
  return body.results[0]!;
}

test.describe("a guest", () => {
  test("goes home, into a category and onto a product", async ({ page }) => {
    await page.goto("/");
    await ready(page);
    await expect(page).toHaveURL(/\/uz$/); // Playwright's browser asks for uz-UZ
    await expect(page.locator("html")).toHaveAttribute("lang", "uz-Cyrl");
    const strip = page
      .getByRole("navigation")
      .filter({ has: page.locator('a[href*="sections="]') })
      .first();
    await strip.locator("a").first().click();
    await expect(page).toHaveURL(/\/uz\/products\?sections=\d+/);
    await expect(page.getByTestId("products-title")).toBeVisible();
    await expect(page.getByTestId("product-grid")).toBeVisible();
    const card = page.getByTestId("product-grid").getByTestId("product-card").first();
    await expect(card).toBeVisible();
    const title = (await card.locator("a").first().innerText()).trim();
    await card.locator("a").first().click();
    await expect(page).toHaveURL(/\/uz\/products\/[^/?]+$/);
    await expect(page.getByTestId("product-title")).toHaveText(title);
    await expect(page.getByTestId("add-to-basket")).toBeVisible();
  });

  test("opens a product from far down a list at the product's top, and Back returns down the list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/uz/products");
    await ready(page);
    const cards = page.getByTestId("product-grid").getByTestId("product-card");
    const far = cards.nth(11);
    await far.scrollIntoViewIfNeeded();
    const listOffset = await page.evaluate(() => window.scrollY);
    expect(listOffset).toBeGreaterThan(800);
    await far.locator("a").first().click();
    await expect(page).toHaveURL(/\/uz\/products\/[^/?]+$/);
    await expect(page.getByTestId("product-title")).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/uz\/products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test("opens a brand's list headed by the brand", async ({ page }) => {
    await page.goto("/sr/brands");
    await ready(page);
    const tile = page.locator('main a[href*="brands="]').last();
    const brand = (await tile.innerText()).trim();
    await tile.click();
    await expect(page).toHaveURL(/\/sr\/products\?brands=\d+$/);
    await expect(page.getByTestId("products-title")).toHaveText(brand);
    await expect(page).toHaveTitle(new RegExp(brand));
  });

  for (const [script, text] of [
    ["Latin", "sement"],
    ["Cyrillic", "цемент"],
  ] as const) {
    test(`searches from the header in ${script}`, async ({ page }) => {
      await page.goto("/uz/products");
      await ready(page);
      const box = page.getByRole("combobox").first();
      await box.fill(text);
      const dropdown = page.getByTestId("search-dropdown");
      await expect(dropdown).toBeVisible({ timeout: 5000 });
      await expect(dropdown.getByTestId("search-match").first()).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/uz/products\\?search=${encodeURIComponent(text)}`));
      await expect(page.getByTestId("product-card").first()).toBeVisible();
    });
  }

  test("filters and sorts, and Back restores the list", async ({ page }) => {
    await page.goto("/products");
    await ready(page);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await page.getByTestId("sort").selectOption("price");
    await expect(page).toHaveURL(/ordering=price/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    // A click, not check(): the box turns checked when the new URL renders, after the click returns.
    await page.getByTestId("filters").getByRole("checkbox").first().click();
    await expect(page.getByTestId("filters").getByRole("checkbox").first()).toBeChecked();
    await expect(page).toHaveURL(/sections=\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?ordering=price$/);
    await expect(page.getByTestId("sort")).toHaveValue("price");
  });

  test("switches language and theme, and both survive a reload", async ({ page, context }) => {
    await page.goto("/uz/products");
    await ready(page);
    await page.getByTestId("theme-switcher").first().click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByTestId("language-switcher").first().click();
    await page.getByRole("menuitem", { name: "Oʻzbekcha" }).click();
    await expect(page).toHaveURL(/\/sr\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "uz-Latn");
    await expect(page.getByTestId("products-title")).toHaveText("Barcha tovarlar");
    await page.reload();
    await ready(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "uz-Latn");
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.theme?.value).toBe("dark");
    expect(cookies.i18n_redirected?.value).toBe("sr");
    expect(cookies.visitorId?.value).toMatch(/^[0-9a-z]+$/);
    await page.goto("/");
    await ready(page);
    await expect(page).toHaveURL(/\/sr$/);
  });

  test("reaches the 404 page with a true status", async ({ page }) => {
    const missing = await page.goto("/uz/no-such-page");
    await ready(page);
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId("error-404")).toBeVisible();
    expect((await page.goto("/products/categories/abc"))?.status()).toBe(404);
    // Before hydration the link is a plain page load of "/", which the remembered language (uz, set by the
    // visit above) redirects to /uz; a person clicks the hydrated page, whose link stays on the page's own
    // language.
    await ready(page);
    await page.getByRole("link", { name: /На главную|Back to home/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the product page's HTML holds its title and price before any script runs", async ({
  page,
  request,
}) => {
  const product = await firstProduct(page);
  const res = await request.get(`/products/${product.slug}`, { headers: { Cookie: "i18n_redirected=ru" } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const escaped = product.title
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  expect(html).toContain(escaped);
  const sale =
    product.sale_price && Number(product.sale_price) > 0 ? Number(product.sale_price) : Number(product.price);
  const price = Math.min(sale, Number(product.price));
  expect(html).toContain(formatMoney(Math.round(price)));
  expect(html).toContain('<meta property="og:type" content="product"');
  expect(html).toMatch(/<html lang="ru" class="light"/);
});

test("a missing product, category or page keeps its 404 title in its own language after hydration", async ({
  page,
}) => {
  for (const [path, title] of [
    ["/uz/products/no-such-product", "Саҳифа топилмади — Qurilish bozori"],
    ["/sr/products/categories/abc", "Sahifa topilmadi — Qurilish bozori"],
    ["/uz/products/categories/999999", "Саҳифа топилмади — Qurilish bozori"],
    ["/pages/no-such-page", "Страница не найдена — Qurilish bozori"],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await ready(page);
    await expect(page.getByTestId("error-404")).toBeVisible();
    // Again once its requests settle: the page's own effects, run after the error view's, used to rename it.
    await expect(page).toHaveTitle(title);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle(title);
  }
});

test("every page names its icon, and the icons are served", async ({ request }) => {
  const html = await (await request.get("/uz/no-such-page")).text();
  expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
  for (const [file, type] of [
    ["/favicon.ico", /icon/],
    ["/favicon.svg", /image\/svg\+xml/],
    ["/apple-touch-icon.png", /image\/png/],
  ] as const) {
    const icon = await request.get(file);
    expect(icon.status(), file).toBe(200);
    expect(icon.headers()["content-type"], file).toMatch(type);
  }
});

test.describe("a phone shopper", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("filters the list in the sheet, which counts the filters chosen", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
    await page.goto("/products");
    await ready(page);
    // The panel is not in the way of the results: it waits behind the button.
    await expect(page.getByTestId("filters")).toBeHidden();
    const open = page.getByTestId("filters-open");
    await expect(open).toHaveText("Фильтры");
    await open.click();
    const sheet = page.getByTestId("filter-sheet");
    await sheet.getByTestId("in-sale").click();
    await expect(page).toHaveURL(/in_sale=true/);
    await sheet.getByRole("button", { name: /Показать товары/ }).click();
    await expect(sheet).toBeHidden();
    await expect(open).toHaveText("Фильтры (1)");
    await expect(page.getByTestId("product-card").first()).toBeInViewport();
  });
});
