import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { registerShopper } from "./support/shoppers";

// Reviews on a product page against `npm start`: the demo shopper (DEMO_ACCOUNT) has one delivered past order
// (server/db/seed/demo-order.seed.ts), so it may review that order's product, with photos; a shopper who did
// not buy it is told why not. Run on a fresh .e2e-data: the demo shopper reviews its product once.

const DEMO = { phone: "901234567", password: "demo12345", fullName: "Demo Xaridor" };
const TEXT = "Qoplari butun keldi, sifati zo‘r. Рекомендую!";

interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real photo of one colour (the server decodes every one). */
async function photo(name: string, colour: string): Promise<Photo> {
  const jpeg = name.endsWith(".jpg");
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const buffer = await (jpeg ? image.jpeg() : image.png()).toBuffer();
  return { name, mimeType: jpeg ? "image/jpeg" : "image/png", buffer };
}

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function logIn(page: Page, phone: string, password: string) {
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("input[name=phone]").fill(phone);
  await dialog.locator("input[autocomplete=current-password]").fill(password);
  await dialog.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The product of the demo shopper's delivered order, read through the API as the shopper. */
async function demoPurchase(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const login = await request.post("/api/v1/auth/login/", { data: DEMO });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const history = (await (await request.get("/api/v1/orders/?status__in=0,6", { headers })).json()) as {
    results: { id: number; status: number }[];
  };
  const delivered = history.results.find((o) => o.status === 6)!;
  const order = (await (await request.get(`/api/v1/orders/${delivered.id}/`, { headers })).json()) as {
    order_products: { product: { id: number; slug: string } }[];
  };
  return order.order_products[0]!.product;
}

const ratingTotal = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/v1/products/${id}/comments/rates/`)).json()) as { total: number }).total;

// The first walks a long way (photos picked, refusals, a send, the viewer, a reload) on a shared machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("a shopper whose order was delivered reviews the product with two photos and sees it at once", async ({
  page,
  request,
}) => {
  const product = await demoPurchase(request);
  const before = await ratingTotal(request, product.id);
  await page.goto(`/products/${product.slug}`);
  await ready(page);
  await logIn(page, DEMO.phone, DEMO.password);

  const form = page.getByTestId("review-form");
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  const input = form.locator("input[type=file]");
  const previews = form.getByTestId("photo-preview");
  const photoAlert = form.getByTestId("photo-picker").getByRole("alert");

  // No stars: refused in the browser.
  await form.getByTestId("review-send").click();
  await expect(form.getByTestId("review-rating").getByRole("alert")).toHaveText("Поставьте оценку");

  // Photos are taken up to four; a file that is not a photo, and a fifth, are refused and change nothing.
  const photos = await Promise.all(
    ["#b5523b", "#9aa3a8", "#3f7f8c", "#e0b43c", "#6a4fa3"].map((c, i) =>
      photo(`photo-${i + 1}.${i % 2 ? "jpg" : "png"}`, c),
    ),
  );
  await input.setInputFiles(photos.slice(0, 2));
  await expect(previews).toHaveCount(2);
  await input.setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") }]);
  await expect(photoAlert).toHaveText("неверный формат фото");
  await expect(previews).toHaveCount(2);
  await input.setInputFiles(photos.slice(2, 4));
  await expect(previews).toHaveCount(4);
  await expect(photoAlert).toHaveCount(0);
  await input.setInputFiles([photos[4]!]);
  await expect(photoAlert).toHaveText("не более 4 фото");
  await expect(previews).toHaveCount(4);
  // Two of them go again; two are sent.
  await form.getByRole("button", { name: "Удалить фото 4" }).click();
  await form.getByRole("button", { name: "Удалить фото 3" }).click();
  await expect(previews).toHaveCount(2);

  // The stars by the keyboard: into the group, then right to the fifth.
  await form.getByRole("radio", { name: "1 из 5" }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "5 из 5" })).toBeChecked();
  await form.getByRole("textbox", { name: "Ваш отзыв" }).fill(TEXT);
  await form.getByTestId("review-send").click();

  // Thanks instead of the form; the review first in the list with its two photos; the summary counts it.
  const note = page.getByTestId("review-note");
  await expect(note).toHaveAttribute("data-kind", "sent");
  await expect(note).toContainText("Спасибо за отзыв!");
  await expect(form).toBeHidden();
  const first = page.getByTestId("review").first();
  await expect(first).toContainText(DEMO.fullName);
  await expect(first).toContainText(TEXT);
  const thumbs = first.getByTestId("review-photo");
  await expect(thumbs).toHaveCount(2);
  await expect(page.getByTestId("rating")).toContainText(`Оценок: ${before + 1}`);
  // The photos are the server's copies, and open large.
  await expect(thumbs.first().locator("img")).toHaveAttribute("src", /\/media\/reviews\//);
  await thumbs.nth(1).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByTestId("viewer-count")).toHaveText("2 из 2");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();

  // Once reviewed, always reviewed: the page read again says so.
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("review-note")).toHaveAttribute("data-kind", "reviewed");
  await expect(page.getByTestId("review-note")).toContainText("Вы уже оставили отзыв об этом товаре.");
});

test("a guest is asked to sign in, and a shopper who did not buy the product cannot review it", async ({
  page,
  request,
}) => {
  const product = await demoPurchase(request);
  await page.goto(`/products/${product.slug}`);
  await ready(page);
  const note: Locator = page.getByTestId("review-note");
  await expect(note).toHaveAttribute("data-kind", "guest");
  await expect(note).toContainText("Войдите, чтобы оставить отзыв о товаре.");

  const shopper = await registerShopper(request);
  await logIn(page, shopper.phone, shopper.password);
  await expect(note).toHaveAttribute("data-kind", "not-bought");
  await expect(note).toContainText("Оставить отзыв могут только покупатели, получившие этот товар.");
  await expect(page.getByTestId("review-form")).toHaveCount(0);
});
