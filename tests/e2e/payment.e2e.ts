import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerShopper } from "./support/shoppers";

// Paying online in the browser against `npm start` without merchant keys: the offline sandbox plays each
// provider's checkout page and sends our server that provider's own callbacks, so the order is paid as the
// provider would pay it.

interface Product {
  slug: string;
  realtime_count: number;
  price: string;
}

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function products(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get("/api/v1/products/?size=60&ordering=-rate");
  return ((await answer.json()) as { results: Product[] }).results;
}

/** The first region and district where BTS has a branch. */
async function placeWithBranch(request: APIRequestContext) {
  const regions = (await (await request.get("/api/v1/common/region/?size=15")).json()) as {
    results: { id: number }[];
  };
  for (const region of regions.results) {
    const districts = (await (
      await request.get(`/api/v1/common/district/?region=${region.id}&size=50`)
    ).json()) as { results: { id: number }[] };
    for (const district of districts.results) {
      const branches = (await (
        await request.get(`/api/v1/delivery_bts/branches/?region=${region.id}&district=${district.id}`)
      ).json()) as unknown[];
      if (branches.length > 0) return { region: region.id, district: district.id };
    }
  }
  throw new Error("no district with a BTS branch");
}

/** A new shopper signed in on a product's page, with one of it in the basket. */
async function signInWithBasket(page: Page, request: APIRequestContext) {
  const shopper = await registerShopper(request);
  const product = (await products(request)).find((p) => p.realtime_count >= 3 && Number(p.price) < 500_000)!;
  await page.goto(`/products/${product.slug}`);
  await ready(page);
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("input[name=phone]").fill(shopper.phone);
  await dialog.locator("input[autocomplete=current-password]").fill(shopper.password);
  await dialog.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId("add-to-basket").click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Корзина: 1" })).toBeVisible();
}

/** The checkout walked to its payment step for a pick-up at the first BTS branch. */
async function toPaymentStep(page: Page, request: APIRequestContext) {
  await page.goto("/checkout");
  await ready(page);
  await page.getByTestId("way-bts").click();
  const place = await placeWithBranch(request);
  await expect(page.locator(`select[name=region] option[value="${place.region}"]`)).toBeAttached();
  await page.locator("select[name=region]").selectOption(String(place.region));
  await expect(page.locator(`select[name=district] option[value="${place.district}"]`)).toBeAttached();
  await page.locator("select[name=district]").selectOption(String(place.district));
  await page.getByTestId("bts-branch").first().click();
  await page.getByTestId("next-step").click();
  await page.getByTestId("next-step").click();
}

/** Signs a new shopper in, puts one product in the basket and walks the checkout to a Payme BTS order. */
async function placeWithPayme(page: Page, request: APIRequestContext) {
  await signInWithBasket(page, request);

  await toPaymentStep(page, request);
  await page.getByTestId("pay-4").click();
  await page.getByTestId("place-order").click();
  // Payme's page, as the sandbox serves it on our own server.
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/payme\//);
}

test.describe.configure({ timeout: 90_000 });
// The sandbox's page speaks the browser's language, as a provider's page does.
test.use({ locale: "ru-RU" });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("a Payme order paid on the sandbox's page comes back paid", async ({ page, request }) => {
  await placeWithPayme(page, request);
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?paying=1$/);
  const notice = page.getByTestId("payment-notice");
  await expect(notice).toHaveAttribute("data-state", "paid");
  await expect(notice).toContainText("Оплата прошла успешно");
  await expect(page.getByTestId("order-tracking")).toContainText("Заказ принят");
});

// The sandbox plays every provider without keys with its own protocol: Click's signed forms, Uzum Bank's
// webhooks, Paynet's JSON-RPC.
for (const [type, name, page_] of [
  [5, "Click", "click"],
  [3, "Uzum Bank", "uzum"],
  [7, "Paynet", "paynet"],
] as const)
  test(`a ${name} order paid on the sandbox's ${name} page comes back paid`, async ({ page, request }) => {
    await signInWithBasket(page, request);
    await toPaymentStep(page, request);
    await page.getByTestId(`pay-${type}`).click();
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(new RegExp(`/api/v1/payments/sandbox/${page_}/`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await page.getByRole("button", { name: "Оплатить" }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?paying=1$/);
    await expect(page.getByTestId("payment-notice")).toHaveAttribute("data-state", "paid");
    await expect(page.getByTestId("order-tracking")).toContainText("Заказ принят");
  });

test("a declined payment leaves the order awaiting payment, and paying again pays it", async ({
  page,
  request,
}) => {
  await placeWithPayme(page, request);
  await page.getByRole("button", { name: "Отклонить" }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?paying=1$/);
  const notice = page.getByTestId("payment-notice");
  // Still awaiting payment: the page keeps asking, and the shopper may go and pay again meanwhile.
  await expect(notice).toHaveAttribute("data-state", "checking");
  await expect(page.getByTestId("order-tracking")).toContainText("Ждёт оплаты");

  // Later, from the order itself (no ?paying): the link to pay again.
  await page.goto(page.url().replace("?paying=1", ""));
  await ready(page);
  await expect(notice).toHaveAttribute("data-state", "unpaid");
  await notice.getByRole("link", { name: "Оплатить" }).click();
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?paying=1$/);
  await expect(notice).toHaveAttribute("data-state", "paid");
});

test("a shopper saves a card with the bank's code, pays an order with it, and removes it", async ({
  page,
  request,
}) => {
  await signInWithBasket(page, request);

  // Payme's published test card, confirmed with its test code by the Subscribe API's local stand-in.
  await page.goto("/profile/cards");
  await ready(page);
  await page.getByTestId("card-add-open").click();
  await page.locator("input[name=number]").fill("8600069195406311");
  await expect(page.getByTestId("card-system")).toHaveAttribute("data-system", "uzcard");
  await page.locator("input[name=expire]").fill("0399");
  await page.getByTestId("card-add-submit").click();
  // The sixth digit sends the code by itself.
  await page.getByTestId("card-code").locator("input[name=code]").fill("666666");
  await expect(page.getByTestId("card-saved")).toBeVisible();
  const saved = page.getByRole("listitem").filter({ hasText: "6311" });
  await expect(saved).toContainText("8600 06** **** 6311");

  await toPaymentStep(page, request);
  await page.locator("[data-testid^=pay-card-]").first().click();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/order\/\d+\?placed=1$/);
  await expect(page.getByTestId("order-tracking")).toContainText("Заказ принят");

  await page.goto("/profile/cards");
  await ready(page);
  await page.getByRole("button", { name: /Удалить карту/ }).click();
  await page.getByTestId("card-remove-confirm").click();
  await expect(page.getByRole("listitem").filter({ hasText: "6311" })).toHaveCount(0);
});
