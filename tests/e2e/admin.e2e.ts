import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type ViewportSize,
} from "@playwright/test";
import sharp from "sharp";
import { adminEndpoints } from "../../contract/admin.endpoints";
import type { Endpoint } from "../../contract/endpoints";
import { registerShopper } from "./support/shoppers";

// The back office against `npm start`: the demo operator (DEMO_ACCOUNT, server/db/seed/demo-account.seed.ts)
// walks a shopper's cash order from the queue to delivery while the shopper watches the order page, cancels
// another with a reason, and does it by keyboard alone; a shopper is refused at every /admin page and every
// /api/v1/admin/ call. The shopper and the operator each have their own browser context, one at a phone's
// width and one at a desktop's, so both layouts of the queue and the order are walked.

const DEMO = { phone: "901234567", password: "demo12345" };
const OPERATOR = { phone: "901112233", password: "operator12345" };
const PHONE: ViewportSize = { width: 390, height: 844 };
const DESKTOP: ViewportSize = { width: 1366, height: 900 };

interface Who {
  phone: string;
  password: string;
}

interface Product {
  id: number;
  slug: string;
  realtime_count: number;
  price: string;
}

const api = (path: string) => `/api/v1/${path}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function tokenOf(request: APIRequestContext, who: Who): Promise<string> {
  const answer = await request.post(api("auth/login/"), { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}

/**
 * A product with stock to spare whose 1 % cashback is above zero; each test buys its own (`nth`), so one's
 * stock check never counts another's order.
 */
async function productToBuy(request: APIRequestContext, nth: number): Promise<Product> {
  const answer = await request.get(api("products/?size=60&ordering=-rate"));
  const all = ((await answer.json()) as { results: Product[] }).results;
  const fit = all.filter((p) => p.realtime_count >= 3 && Number(p.price) >= 100_000);
  expect(fit.length).toBeGreaterThan(nth);
  return fit[nth]!;
}

/**
 * The stock the public product page reads. The server keeps a catalogue answer for a minute
 * (CATALOGUE_MAX_AGE, keyed by its URL), so each read asks with a query of its own to see the stock now.
 */
async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const answer = await request.get(api(`products/detail/${slug}/?seen=${Date.now()}`));
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { realtime_count: number }).realtime_count;
}

/** The shopper's basket holding one of `product` and nothing else. */
async function basketOfOne(request: APIRequestContext, token: string, product: number) {
  const cart = (await (
    await request.get(api("orders/cart/products/"), { headers: bearer(token) })
  ).json()) as { products: { product: { id: number } }[] };
  for (const line of cart.products)
    await request.post(api("orders/cart/"), {
      headers: bearer(token),
      data: { product: line.product.id, amount: 0 },
    });
  const set = await request.post(api("orders/cart/"), {
    headers: bearer(token),
    data: { product, amount: 1 },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

async function firstPlace(request: APIRequestContext) {
  const regions = (await (await request.get(api("common/region/?size=15"))).json()) as {
    results: { id: number }[];
  };
  const region = regions.results[0]!.id;
  const districts = (await (await request.get(api(`common/district/?region=${region}&size=50`))).json()) as {
    results: { id: number }[];
  };
  return { region, district: districts.results[0]!.id };
}

/** A new courier order paid in cash, placed through the API (the checkout's own call). */
async function placeCashOrder(request: APIRequestContext, token: string, product: number, phone: string) {
  await basketOfOne(request, token, product);
  const { district } = await firstPlace(request);
  const answer = await request.post(api("orders/order/"), {
    headers: bearer(token),
    data: {
      address: "Chilonzor 9, 12-uy",
      payment_type: 1,
      delivery_type: 2,
      receiver_fish: "Qabul Qiluvchi",
      receiver_phone: phone,
      latitude: 41.3,
      longitude: 69.25,
      district,
      use_cashback_balance: false,
      redirect_url: "/my-orders",
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { id: number }).id;
}

async function statusOf(request: APIRequestContext, token: string, id: number): Promise<number> {
  const answer = await request.get(api(`orders/${id}/`), { headers: bearer(token) });
  return ((await answer.json()) as { status: number }).status;
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A context of its own (the shopper's or the operator's), in Russian, at a width. */
async function personAt(browser: Browser, baseURL: string, viewport: ViewportSize): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: "uz-UZ",
    timezoneId: "Asia/Tashkent",
  });
  contexts.push(context);
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL }]);
  return context.newPage();
}

/** Signs in from a page that asks a guest to (the profile's or the back office's prompt). */
async function signInAt(page: Page, path: string, who: Who) {
  await page.goto(path);
  await ready(page);
  await page.getByRole("main").getByRole("button", { name: "Войти", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("input[name=phone]").fill(who.phone);
  await dialog.locator("input[autocomplete=current-password]").fill(who.password);
  await dialog.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** So'm in a figure as the pages write it ("15 000 сум", "+ 1 720,00 сум"). */
async function somOf(locator: Locator): Promise<number> {
  const text = (await locator.innerText()).replace(/\s/g, "");
  const [, whole, cents] = /(\d+)(?:,(\d{2}))?сум/.exec(text) ?? [];
  expect(whole, `a sum in "${text}"`).toBeDefined();
  return Number(`${whole}.${cents ?? "0"}`);
}

/** The shopper's order page, opened again, shows the status (OrderStatus: 0 cancelled … 6 delivered). */
async function shopperSees(page: Page, status: number) {
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("order-detail").getByTestId("order-status")).toHaveAttribute(
    "data-status",
    String(status),
  );
}

/** The operator's order page after a move: the new status, and the moves the server allows now. */
async function operatorSees(page: Page, status: number) {
  await expect(page.getByTestId("order-detail").getByTestId("order-status")).toHaveAttribute(
    "data-status",
    String(status),
  );
}

/** From the queue of new orders to the order's page, as the operator would: by its link. */
async function openFromQueue(page: Page, id: number) {
  await page.goto("/admin?status=1");
  await ready(page);
  await expect(page.getByTestId("queue")).toBeVisible();
  await page.getByRole("link", { name: `Заказ № ${id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
  await expect(page.getByTestId("order-moves")).toBeVisible();
}

const move = (page: Page, name: string) =>
  page.getByTestId("order-moves").getByRole("button", { name, exact: true });

test.describe.configure({ timeout: 150_000 });

test("an operator walks a shopper's cash order from the queue to delivery; the shopper sees each step and the cashback", async ({
  browser,
  baseURL,
  request,
}) => {
  // The shopper at a phone's width, the operator at a desktop's.
  const shopper = await personAt(browser, baseURL!, PHONE);
  const operator = await personAt(browser, baseURL!, DESKTOP);
  const token = await tokenOf(request, DEMO);
  const product = await productToBuy(request, 0);
  await basketOfOne(request, token, product.id);

  await signInAt(shopper, "/profile/balance", DEMO);
  const balance = shopper.getByTestId("balance-cashback");
  await expect(balance).toContainText("сум");
  const before = await somOf(balance);

  // The checkout in the storefront: a courier to a point on the map, cash on receipt.
  await shopper.goto("/checkout");
  await ready(shopper);
  const place = await firstPlace(request);
  await expect(shopper.locator(`select[name=region] option[value="${place.region}"]`)).toBeAttached();
  await shopper.locator("select[name=region]").selectOption(String(place.region));
  await expect(shopper.locator(`select[name=district] option[value="${place.district}"]`)).toBeAttached();
  await shopper.locator("select[name=district]").selectOption(String(place.district));
  await shopper.getByTestId("next-step").click();
  await shopper.getByTestId("offline-map").click({ position: { x: 120, y: 80 } });
  await expect(shopper.getByTestId("picked-point")).toContainText("Точка:");
  await shopper.locator("input[name=address]").fill("Amir Temur ko‘chasi, 15-uy");
  await shopper.getByTestId("next-step").click();
  await shopper.getByTestId("next-step").click();
  await expect(shopper.getByTestId("pay-1").locator("input")).toBeChecked();
  await expect(shopper.getByTestId("use-cashback").locator("input")).not.toBeChecked();
  await shopper.getByTestId("place-order").click();
  await expect(shopper).toHaveURL(/\/order\/\d+\?placed=1$/);
  const id = Number(/\/order\/(\d+)/.exec(shopper.url())![1]);
  await shopper.goto(`/order/${id}`);
  await ready(shopper);
  await expect(shopper.getByTestId("order-status")).toHaveAttribute("data-status", "1");
  const earned = await somOf(shopper.getByTestId("order-cashback-earned"));
  expect(earned).toBeGreaterThan(0);

  // The operator signs in at the back office's own door and finds the order among the new ones.
  await signInAt(operator, "/admin", OPERATOR);
  await openFromQueue(operator, id);
  await expect(operator.getByTestId("order-shopper")).toContainText("Demo Xaridor");
  // The page's title names the order once; the order's own view under it does not repeat it as a second h1.
  await expect(operator.getByRole("heading", { level: 1 })).toHaveText(`Заказ № ${id}`);
  await operator.screenshot({ path: "/tmp/admin-order-1366.png", fullPage: true });

  await move(operator, "Подтвердить").click();
  await operatorSees(operator, 3);
  await shopperSees(shopper, 3);

  // Dispatch: an empty courier is refused in the dialog, and nothing is sent.
  await move(operator, "Передать курьеру").click();
  const dialog = operator.getByRole("dialog", { name: "Передать курьеру" });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("dispatch-submit").click();
  await expect(dialog.getByText("Заполните это поле")).toHaveCount(3);
  await expect(dialog).toBeVisible();
  await operatorSees(operator, 3);
  await dialog.getByLabel("Имя курьера").fill("Aliyev Sardor");
  await dialog.getByLabel("Телефон курьера").fill("+998 90 555 44 33");
  await dialog.getByLabel("Номер машины").fill("01 A 777 AA");
  await dialog.getByTestId("dispatch-submit").click();
  await expect(dialog).toBeHidden();
  await operatorSees(operator, 4);
  await shopperSees(shopper, 4);
  await expect(shopper.getByTestId("courier-card")).toContainText("Aliyev Sardor");
  await expect(shopper.getByTestId("courier-car")).toContainText("01 A 777 AA");

  await move(operator, "В пути").click();
  await operatorSees(operator, 5);
  await shopperSees(shopper, 5);
  await expect(shopper.getByTestId("courier-card")).toContainText("Aliyev Sardor");

  await move(operator, "Доставлен").click();
  await operatorSees(operator, 6);
  await expect(operator.getByTestId("no-moves")).toBeVisible();
  await shopperSees(shopper, 6);
  await expect(shopper.getByTestId("order-cashback-earned")).toContainText("Начислен кешбэк");

  await shopper.goto("/profile/balance");
  await ready(shopper);
  await expect(balance).toContainText("сум");
  expect(await somOf(balance)).toBe(before + earned);
});

test("an operator cancels a new order with a reason; the shopper reads it and the stock is back", async ({
  browser,
  baseURL,
  request,
}) => {
  // The reverse of the walk above: the shopper at a desktop's width, the operator at a phone's.
  const buyer = await registerShopper(request, "Rahimova Nilufar");
  const token = await tokenOf(request, buyer);
  const product = await productToBuy(request, 1);
  const stock = await stockOf(request, product.slug);
  const id = await placeCashOrder(request, token, product.id, buyer.phone);
  await expect.poll(() => stockOf(request, product.slug)).toBe(stock - 1);

  const shopper = await personAt(browser, baseURL!, DESKTOP);
  await signInAt(shopper, "/profile/balance", buyer);
  await shopper.goto(`/order/${id}`);
  await ready(shopper);
  await expect(shopper.getByTestId("order-status")).toHaveAttribute("data-status", "1");

  const operator = await personAt(browser, baseURL!, PHONE);
  await signInAt(operator, "/admin", OPERATOR);
  await operator.goto("/admin?status=1");
  await ready(operator);
  await expect(operator.getByRole("link", { name: `Заказ № ${id}`, exact: true })).toBeVisible();
  await operator.screenshot({ path: "/tmp/admin-queue-390.png", fullPage: false });
  await openFromQueue(operator, id);

  const reason = "Tovar omborda shikastlangan, uzr so‘raymiz";
  await move(operator, "Отменить заказ").click();
  const dialog = operator.getByRole("dialog", { name: "Отмена заказа" });
  await dialog.getByTestId("cancel-submit").click();
  await expect(dialog.getByText("Заполните это поле")).toBeVisible();
  await dialog.getByLabel("Причина").fill(reason);
  await dialog.getByTestId("cancel-submit").click();
  await expect(dialog).toBeHidden();
  await operatorSees(operator, 0);
  await expect(operator.getByTestId("no-moves")).toBeVisible();

  await shopperSees(shopper, 0);
  await expect(shopper.getByTestId("order-cancelled")).toContainText(reason);
  await expect.poll(() => stockOf(request, product.slug)).toBe(stock);
  expect(await statusOf(request, token, id)).toBe(0);
});

/**
 * Every back-office call the registry names (contract/admin.endpoints.ts; the server registers each route
 * at its entry's path): the method and a pattern of its path, a placeholder standing for any one segment.
 */
function registeredAdminRoutes(): { method: string; pattern: RegExp; template: string; sample: string }[] {
  return Object.values(adminEndpoints as Record<string, Endpoint>).map((e) => {
    const template = `/api/v1/${e.path}`;
    const pattern = new RegExp(
      `^${template
        .split(/(\{\w+\})/)
        .map((part, i) => (i % 2 ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("")}$`,
    );
    // A call no listed case makes is made with ids that match nothing, so it can change nothing either.
    const sample = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === "n" ? "0" : "987654"));
    return { method: e.method, pattern, template, sample };
  });
}

test("a shopper's token is refused at every /admin page and every back-office call, and changes nothing", async ({
  page,
  request,
  baseURL,
}) => {
  const buyer = await registerShopper(request, "Qodirov Bekzod");
  const token = await tokenOf(request, buyer);
  const product = await productToBuy(request, 2);
  const id = await placeCashOrder(request, token, product.id, buyer.phone);
  const stock = await stockOf(request, product.slug);

  await page.context().addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
  await signInAt(page, "/profile/balance", buyer);
  const pages = [
    "/admin",
    `/admin/orders/${id}`,
    ...["products", "promo", "content", "reviews", "inbox"].map((s) => `/admin/${s}`),
  ];
  for (const path of pages) {
    await page.goto(path);
    await ready(page);
    await expect(page.getByTestId("admin-door")).toHaveText("Этот раздел — для сотрудников магазина");
    await expect(page.getByTestId("order-moves")).toHaveCount(0);
    await expect(page.getByTestId("queue")).toHaveCount(0);
  }

  // Each call with a body a member of staff could send, so only the guard stands in the way.
  const calls: [method: string, path: string, body?: object][] = [
    ["GET", "me/"],
    ["GET", "orders/"],
    ["GET", `orders/${id}/`],
    ["POST", `orders/${id}/approve/`, {}],
    [
      "POST",
      `orders/${id}/dispatch/`,
      { courier: { name: "Aliyev Sardor", phone: "+998905554433", car_number: "01A777AA" } },
    ],
    ["POST", `orders/${id}/depart/`, {}],
    ["POST", `orders/${id}/deliver/`, {}],
    ["POST", `orders/${id}/cancel/`, { reason: "Test" }],
    ["GET", "products/"],
    ["PATCH", `products/${product.id}/`, { price: "1.00" }],
    ["GET", `products/${product.id}/changes/`],
    ["GET", "promo-codes/"],
    ["POST", "promo-codes/", { code: "SHOPPER99" }],
    ["POST", "promo-codes/QURILISH10/pause/", {}],
    ["POST", "promo-codes/QURILISH10/resume/", {}],
    ["POST", "promo-codes/QURILISH10/expire/", {}],
    ["GET", "banners/"],
    ["POST", "banners/1/", { visible: false }],
    ["GET", "stories/"],
    ["POST", "stories/1/", { visible: false }],
    ["GET", "reviews/"],
    ["POST", "reviews/1/answer/", { answer: "Rahmat" }],
    ["GET", "inbox/"],
    ["POST", "inbox/feedback/1/close/", {}],
    ["GET", "inbox/bug/1/photos/0"],
  ];
  const url = (path: string) => `/api/v1/admin/${path}`;

  // The list is the server's: every registered route is called, and every call is a registered route.
  const routes = registeredAdminRoutes();
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes)
    if (!calls.some(([method, path]) => method === route.method && route.pattern.test(url(path))))
      calls.push([route.method, route.sample.replace("/api/v1/admin/", ""), {}]);
  for (const [method, path] of calls)
    expect(
      routes.some((route) => route.method === method && route.pattern.test(url(path))),
      `${method} ${url(path)} is a registered route`,
    ).toBe(true);

  for (const [method, path, body] of calls) {
    const send = (headers: Record<string, string>) =>
      request.fetch(url(path), { method, headers, ...(body ? { data: body } : {}) });
    const asShopper = await send(bearer(token));
    expect(asShopper.status(), `${method} ${path} as a shopper: ${await asShopper.text()}`).toBe(403);
    const asNobody = await send({});
    expect(asNobody.status(), `${method} ${path} with no token: ${await asNobody.text()}`).toBe(401);
  }
  // Nothing moved: the order is still new, its stock still taken.
  expect(await statusOf(request, token, id)).toBe(1);
  expect(await stockOf(request, product.slug)).toBe(stock);
});

test("an operator cancels an order by keyboard alone, and focus comes back to the page", async ({
  browser,
  baseURL,
  request,
}) => {
  const buyer = await registerShopper(request, "Yusupov Temur");
  const token = await tokenOf(request, buyer);
  const id = await placeCashOrder(request, token, (await productToBuy(request, 3)).id, buyer.phone);

  const operator = await personAt(browser, baseURL!, DESKTOP);
  await signInAt(operator, "/admin", OPERATOR);
  await operator.goto(`/admin/orders/${id}`);
  await ready(operator);
  const cancel = move(operator, "Отменить заказ");
  await expect(cancel).toBeVisible();

  // Tab from the top of the page to the cancel button.
  await operator.locator("body").focus();
  for (let presses = 0; presses < 60; presses++) {
    await operator.keyboard.press("Tab");
    if (await cancel.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(cancel).toBeFocused();

  // Escape closes the dialog and gives focus back to the button that opened it.
  await operator.keyboard.press("Enter");
  const dialog = operator.getByRole("dialog", { name: "Отмена заказа" });
  await expect(dialog).toBeVisible();
  await operator.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await operator.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel("Причина");
  for (
    let presses = 0;
    presses < 5 && !(await reason.evaluate((el) => el === document.activeElement));
    presses++
  )
    await operator.keyboard.press("Tab");
  await expect(reason).toBeFocused();
  await operator.keyboard.type("Xaridor qo‘ng‘iroq qilib bekor qildi");
  await operator.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await operatorSees(operator, 0);
  await expect(operator.getByTestId("no-moves")).toBeVisible();
  expect(await statusOf(request, token, id)).toBe(0);

  // The cancel button is gone with the move; focus goes to "Next step", not lost on the page's body.
  await expect(operator.getByRole("heading", { name: "Следующий шаг" })).toBeFocused();
  const focused = await operator.evaluate(() => {
    const el = document.activeElement;
    return {
      body: el === null || el === document.body,
      inMain: !!el?.closest("main"),
      what: el ? `${el.tagName} ${el.textContent?.slice(0, 40)}` : "none",
    };
  });
  expect(focused.body, `focus after the dialog: ${focused.what}`).toBe(false);
  expect(focused.inMain, `focus after the dialog: ${focused.what}`).toBe(true);
});

test("an operator answers a review the shopper then reads on the product page, and closes a bug report after seeing its photo", async ({
  browser,
  baseURL,
  request,
}) => {
  const operator = await personAt(browser, baseURL!, DESKTOP);
  const shopper = await personAt(browser, baseURL!, PHONE);
  const staff = await tokenOf(request, OPERATOR);

  // The first review waiting for an answer, as the back office lists it.
  const waiting = await request.get(api("admin/reviews/?answered=false"), { headers: bearer(staff) });
  expect(waiting.status(), await waiting.text()).toBe(200);
  const review = ((await waiting.json()) as { results: { id: number; product: { slug: string } }[] })
    .results[0]!;
  const answer = `Спасибо за отзыв! Ответ №${Date.now() % 100000}`;

  await signInAt(operator, "/admin/reviews", OPERATOR);
  const card = operator.getByTestId("review").first();
  await expect(card).toBeVisible();
  await card.getByTestId("answer-form").locator("textarea").fill(answer);
  await card.getByTestId("answer-form").locator("button[type=submit]").click();
  await expect(operator.getByTestId("review-answer").filter({ hasText: answer })).toBeVisible();

  await shopper.goto(`/products/${review.product.slug}`);
  await ready(shopper);
  await expect(shopper.getByTestId("review-answer").filter({ hasText: answer })).toBeVisible();

  // A guest's bug report with a photo reaches the inbox; the operator sees the photo and closes it.
  const text = `Кнопка не нажимается ${Date.now()}`;
  const photo = await sharp({ create: { width: 160, height: 90, channels: 3, background: "#dd6b20" } })
    .png()
    .toBuffer();
  const sent = await request.post(api("settings/typo/"), {
    headers: { "X-Forwarded-For": `10.9.${Date.now() % 250}.7` },
    multipart: { content: text, "images[0]": { name: "screen.png", mimeType: "image/png", buffer: photo } },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await operator.goto("/admin/inbox?kind=bug");
  await ready(operator);
  const item = operator.getByTestId("inbox-item").filter({ hasText: text });
  await expect(item).toBeVisible();
  const thumb = item.getByTestId("bug-photo").locator("img");
  await expect(thumb).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
  await item.getByRole("button", { name: "Закрыть", exact: true }).click();
  await expect(operator.getByTestId("inbox-item").filter({ hasText: text })).toHaveCount(0);
  const closed = await request.get(api("admin/inbox/?kind=bug&state=closed"), { headers: bearer(staff) });
  expect(JSON.stringify(await closed.json())).toContain(text);
});
