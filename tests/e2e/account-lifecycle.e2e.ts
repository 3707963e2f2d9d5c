import { readFileSync } from "node:fs";
import { randomInt } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";

// A new shopper's whole account life against `npm start` (playwright.config.ts): registration with the code
// the console SMS sender wrote to DATA_DIR/sms-outbox.jsonl, log-out, password reset, sign-in with the new
// password, a phone change, and sign-in with the new phone. Then the code guesser: five wrong codes kill the
// code, so the right one typed sixth is refused.

const OUTBOX = ".e2e-data/sms-outbox.jsonl";

/** A phone no earlier run used: an Uzbek mobile operator code and 7 random digits. */
const newPhone = () => `93${randomInt(1_000_000, 9_999_999)}`;

function textsTo(phone: string): { text: string; purpose: string }[] {
  let raw = "";
  try {
    raw = readFileSync(OUTBOX, "utf8");
  } catch {
    return [];
  }
  return raw
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; text: string; purpose: string })
    .filter((m) => m.phone === phone);
}

/** The code in the newest text to the phone, once it has `count` texts (the outbox sends after commit). */
async function codeSentTo(phone: string, count: number): Promise<string> {
  await expect.poll(() => textsTo(phone).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return /(\d{6})/.exec(textsTo(phone).at(-1)!.text)![1]!;
}

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, phone: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.locator("input[name=phone]").fill(phone);
  await dialog.locator("input[autocomplete=current-password]").fill(password);
  await dialog.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
}

const accountMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: /Меню аккаунта/ });

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Выйти" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Войти" })).toBeVisible();
}

/** Registration's first step: name, phone, region, district (loaded for the region) and the terms. */
async function fillDetails(dialog: Locator, name: string, phone: string) {
  await dialog.getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(dialog).toHaveAccessibleName("Регистрация");
  await dialog.locator("input[name=full_name]").fill(name);
  await dialog.locator("input[name=phone]").fill(phone);
  const region = dialog.locator("select[name=region]");
  await expect(region.locator("option")).not.toHaveCount(1);
  await region.selectOption({ index: 1 });
  const district = dialog.locator("select[name=district]");
  await expect(district).toBeEnabled();
  await expect(district.locator("option")).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  await dialog.locator("input[name=checked]").check();
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await expect(dialog.locator("input[name=code]")).toBeVisible();
}

/**
 * Clicks a button that asks for a code. A phone gets one code a minute, whatever the flow: when the server
 * says to wait (429 with Retry-After, shown as a toast), the shopper waits that long and asks again.
 */
async function askForCode(page: Page, button: Locator, path: string) {
  const first = page.waitForResponse((r) => r.url().includes(path));
  await button.click();
  const answer = await first;
  if (answer.status() !== 429) return;
  await expect(page.getByText(/Новый код можно получить через \d+ с/)).toBeVisible();
  const wait = Number(answer.headers()["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  await page.waitForTimeout(wait * 1000);
  const second = page.waitForResponse((r) => r.url().includes(path));
  await button.click();
  expect((await second).status()).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("a new phone registers, resets its password, signs in, changes its phone and signs in with it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = newPhone();
  const nextPhone = newPhone();
  await page.goto("/products");
  await ready(page);

  // Registration: the sixth digit submits the code; the modal closes signed in.
  const dialog = await openLogin(page);
  await fillDetails(dialog, "Yangi Xaridor", phone);
  await dialog.locator("input[name=code]").fill(await codeSentTo(phone, 1));
  await dialog.locator("input[name=password]").fill("birinchi-parol");
  await dialog.locator("input[name=confirmation]").fill("birinchi-parol");
  await dialog.getByRole("button", { name: "Создать аккаунт" }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
  expect(textsTo(phone)[0]!.purpose).toBe("registration");
  await logOut(page);

  // Password reset, back to the login view, sign-in with the new password.
  const reset = await openLogin(page);
  await reset.getByRole("button", { name: "Забыли пароль?" }).click();
  await expect(reset).toHaveAccessibleName("Восстановление пароля");
  await reset.locator("input[name=phone]").fill(phone);
  await askForCode(page, reset.getByRole("button", { name: "Получить код" }), "/account/password-reset/");
  await reset.locator("input[name=code]").fill(await codeSentTo(phone, 2));
  await reset.locator("input[name=password]").fill("ikkinchi-parol");
  await reset.locator("input[name=confirmation]").fill("ikkinchi-parol");
  await reset.getByRole("button", { name: "Сохранить пароль" }).click();
  await reset.getByTestId("flow-done").getByRole("button", { name: "Войти" }).click();
  await expect(reset).toHaveAccessibleName("Вход");
  await reset.locator("input[name=phone]").fill(phone);
  await reset.locator("input[autocomplete=current-password]").fill("birinchi-parol");
  await reset.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(reset.locator("input[name=phone]")).toHaveAttribute("aria-invalid", "true");
  await reset.locator("input[autocomplete=current-password]").fill("ikkinchi-parol");
  await reset.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(reset).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();

  // Phone change: the code goes to the new phone.
  await page.goto("/profile/settings/change-number");
  await ready(page);
  const form = page.getByTestId("phone-change-form");
  await form.locator("input[name=phone]").fill(nextPhone);
  await form.locator("input[name=password]").fill("ikkinchi-parol");
  await page.getByTestId("phone-change-submit").click();
  await page.locator("input[name=code]").fill(await codeSentTo(nextPhone, 1));
  await expect(page.getByTestId("phone-change-done")).toBeVisible();
  await logOut(page);

  await page.goto("/products");
  await ready(page);
  await logIn(page, nextPhone, "ikkinchi-parol");
});

test("five wrong codes kill the code: the right one typed sixth is refused", async ({ page }) => {
  const phone = newPhone();
  await page.goto("/products");
  await ready(page);
  const dialog = await openLogin(page);
  await fillDetails(dialog, "Taxminchi", phone);
  const right = await codeSentTo(phone, 1);
  // Five different wrong codes: typing the same six digits again would change nothing and send nothing.
  const wrongs = ["000000", "111111", "222222", "333333", "444444", "555555"].filter((c) => c !== right);
  const code = dialog.locator("input[name=code]");
  for (const wrong of wrongs.slice(0, 5)) {
    const answer = page.waitForResponse((r) => r.url().includes("/account/registration/verify/"));
    await code.fill(wrong);
    expect((await answer).status()).toBe(400);
  }
  const last = page.waitForResponse((r) => r.url().includes("/account/registration/verify/"));
  await code.fill(right);
  const refused = await last;
  expect(refused.status()).toBe(400);
  expect(refused.headers()["x-error-code"]).toBe("CODE.DEAD");
  // Toasts show three at a time: the refusals of the five wrong codes go first.
  await expect(page.getByText("Этот код больше не действует. Запросите новый")).toBeVisible({
    timeout: 20_000,
  });
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.locator("input[name=password]")).toHaveCount(0);
});
