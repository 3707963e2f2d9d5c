import { expect, test, type Page } from "@playwright/test";

// A guest fills the basket and the saved list from a product page, changes quantities, and keeps both after
// logging in (the server merges the guest's into the user's).

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function productsInStock(page: Page, count: number) {
  const answer = await page.request.get("/api/v1/products/?size=40&ordering=-rate", {
    headers: { "Accept-Language": "ru" },
  });
  const body = (await answer.json()) as {
    results: { id: number; slug: string; title: string; realtime_count: number }[];
  };
  return body.results.filter((p) => p.realtime_count >= 3).slice(0, count);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("a guest adds to the basket and saved list, changes the quantity and removes a line", async ({
  page,
}) => {
  const [first, second] = await productsInStock(page, 2);
  const header = page.getByRole("banner");

  await page.goto(`/products/${first!.slug}`);
  await ready(page);
  await page.getByTestId("add-to-basket").click();
  await expect(page.getByTestId("add-to-basket")).toHaveText(/В корзине: 1/);
  await expect(header.getByRole("link", { name: "Корзина: 1" })).toBeVisible();
  await page.getByRole("button", { name: "В избранное" }).click();
  await expect(header.getByRole("link", { name: "Избранное: 1" })).toBeVisible();

  await page.goto(`/products/${second!.slug}`);
  await ready(page);
  await page.getByTestId("add-to-basket").click();
  await expect(header.getByRole("link", { name: "Корзина: 2" })).toBeVisible();

  await header.getByRole("link", { name: "Корзина: 2" }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const lines = page.getByTestId("basket-line");
  await expect(lines).toHaveCount(2);
  const firstLine = lines.filter({ hasText: first!.title });
  await firstLine.getByRole("button", { name: /На одну больше/ }).click();
  await expect(firstLine.getByTestId("basket-amount")).toHaveText("2");
  await lines
    .filter({ hasText: second!.title })
    .getByRole("button", { name: /Удалить/ })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(header.getByRole("link", { name: "Корзина: 1" })).toBeVisible();

  // The server priced it: the total is twice the unit price it answers with.
  const basket = (await (await page.request.get("/api/v1/orders/cart/products/")).json()) as {
    products: { amount: number; product_price: string; total_price: string }[];
  };
  expect(basket.products[0]!.amount).toBe(2);
  expect(Number(basket.products[0]!.total_price)).toBe(2 * Number(basket.products[0]!.product_price));

  await page.goto("/saved");
  await ready(page);
  await expect(page.getByTestId("product-grid").getByTestId("product-card")).toHaveCount(1);
  await expect(page.getByTestId("product-grid")).toContainText(first!.title);
});

test("the guest's id is a cookie no script on the page can read, and the basket lives by it", async ({
  page,
  context,
}) => {
  const [product] = await productsInStock(page, 1);
  await page.goto(`/products/${product!.slug}`);
  await ready(page);
  await page.getByTestId("add-to-basket").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Корзина: 1" })).toBeVisible();

  const visitor = (await context.cookies()).find((c) => c.name === "visitorId");
  expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(visitor!.value).toMatch(/^[0-9a-z]{25}$/);
  expect(await page.evaluate(() => document.cookie)).not.toContain("visitorId");
  expect(await page.evaluate(() => document.cookie)).not.toContain(visitor!.value);

  await page.reload();
  await ready(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Корзина: 1" })).toBeVisible();
});

test("the guest's basket follows them into their account", async ({ page }) => {
  const [product] = await productsInStock(page, 1);
  await page.goto(`/products/${product!.slug}`);
  await ready(page);
  await page.getByTestId("add-to-basket").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Корзина: 1" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход" });
  await dialog.getByLabel("Номер телефона").fill("901234567");
  await dialog.locator("input[autocomplete=current-password]").fill("demo12345");
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: /Меню аккаунта/ })).toBeVisible();

  await page.goto("/basket");
  await ready(page);
  await expect(page.getByTestId("basket-line").filter({ hasText: product!.title })).toBeVisible();
});
