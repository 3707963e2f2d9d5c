import { expect, test, type Page } from "@playwright/test";

// A shopper signs in with the demo account the embedded database holds (DEMO_ACCOUNT=1 in
// playwright.config.ts), uses the profile menu, and logs out from inside the profile, which sends them home.

const DEMO = { phone: "901234567", password: "demo12345" };

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function logIn(page: Page, password = DEMO.password) {
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Номер телефона").fill(DEMO.phone);
  await dialog.locator("input[autocomplete=current-password]").fill(password);
  await dialog.getByRole("button", { name: "Войти" }).click();
  return dialog;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("a wrong password is refused with the server's words and flags both fields", async ({ page }) => {
  await page.goto("/products");
  await ready(page);
  const dialog = await logIn(page, "not-the-password");
  await expect(page.getByText("Не найдено активной учётной записи с указанными данными")).toBeVisible();
  await expect(dialog.getByLabel("Номер телефона")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.locator("input[autocomplete=current-password]")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect((await page.context().cookies()).some((c) => c.name === "access_token")).toBe(false);
});

test("a shopper logs in, stays in after a reload, opens the profile and logs out from it to the home page", async ({
  page,
}) => {
  await page.goto("/products");
  await ready(page);
  const dialog = await logIn(page);
  await expect(dialog).toBeHidden();
  const menuButton = page.getByRole("banner").getByRole("button", { name: /Меню аккаунта/ });
  await expect(menuButton).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(["access_token", "refresh_token"]));

  // The stored tokens are refreshed on the next load and the user comes back.
  await page.reload();
  await ready(page);
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Профиль" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Demo Xaridor" })).toBeVisible();
  await expect(page.getByText("15 000,00")).toBeVisible();

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Выйти" }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByRole("button", { name: "Отмена" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Выйти" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Войти" })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "access_token" && c.value)).toBe(false);
});

test("the profile asks a guest to log in, then opens in place", async ({ page }) => {
  await page.goto("/profile/settings");
  await ready(page);
  await page.getByRole("main").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход" });
  await dialog.getByLabel("Номер телефона").fill(DEMO.phone);
  await dialog.locator("input[autocomplete=current-password]").fill(DEMO.password);
  await dialog.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("navigation", { name: "Разделы профиля" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/settings$/);
});
