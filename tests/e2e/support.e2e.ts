import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { registerShopper, type Shopper } from "./support/shoppers";

// The profile's help pages against `npm start`, in Russian, for a new shopper: the seeded FAQ, contacts,
// instructions, video lessons, live stream and terms page (server/db/seed); a bug report with a photo; a
// refused file; an instruction vote that the server remembers and that can be changed.

async function ready(page: Page) {
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
}

async function logIn(page: Page, shopper: Shopper) {
  await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("input[name=phone]").fill(shopper.phone);
  await dialog.locator("input[autocomplete=current-password]").fill(shopper.password);
  await dialog.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog).toBeHidden();
}

const png = () =>
  sharp({ create: { width: 200, height: 120, channels: 3, background: "#3182ce" } })
    .png()
    .toBuffer();

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
});

test("help: the FAQ opens, the contacts call and chat, a bug report with a photo is sent", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Yordamchi Sardor");
  await page.goto("/profile/help");
  await ready(page);
  await logIn(page, shopper);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Помощь");

  const questions = page.getByTestId("faq-item");
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThan(0);
  await questions.first().locator("summary").press("Enter");
  await expect(questions.first()).toHaveAttribute("open", "");

  await expect(page.getByTestId("contact-telegram").getByRole("link")).toHaveAttribute(
    "href",
    /^https:\/\/t\.me\//,
  );
  await expect(page.getByTestId("contact-phone").getByRole("link")).toHaveAttribute(
    "href",
    "tel:+998712000707",
  );

  const form = page.getByTestId("bug-report-form");
  const input = form.locator("input[name=images]");
  // Not a photo: refused in the browser, in Russian.
  await input.setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(form.getByTestId("photo-error")).toBeVisible();
  await expect(form.getByTestId("photo-preview")).toHaveCount(0);

  await form.locator("textarea[name=content]").fill("Кнопка «Оформить заказ» не нажимается");
  await input.setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: await png() });
  await expect(form.getByTestId("photo-preview")).toHaveCount(1);
  await expect(form.getByTestId("photo-error")).toBeHidden();
  await form.getByTestId("bug-report-send").click();
  const block = page.getByTestId("help-bug");
  await expect(block.getByRole("status")).toHaveText("Спасибо! Ваше сообщение передано разработчикам.");
  await expect(block.locator("textarea")).toHaveValue("");
  await expect(block.getByTestId("photo-preview")).toHaveCount(0);
});

test("instructions: the list, one instruction, a vote the server remembers and that can change", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Yoʻriqchi Aziz");
  await page.goto("/profile/instruction");
  await ready(page);
  await logIn(page, shopper);
  const first = page.getByTestId("instruction-link").first();
  const title = (await first.locator("p").first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/profile\/instruction\/\d+$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(title);

  const yes = page.getByRole("button", { name: "Да", exact: true });
  const no = page.getByRole("button", { name: "Нет", exact: true });
  await yes.click();
  await expect(yes).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await ready(page);
  // The server says the shopper answered; either answer still changes the vote.
  await expect(page.getByTestId("useful-vote-note")).toHaveText("Вы уже ответили. Ответ можно изменить.");
  await no.click();
  await expect(no).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("instructions-back").click();
  await expect(page).toHaveURL(/\/profile\/instruction$/);
  await page.goto("/profile/instruction/987654");
  await ready(page);
  await expect(page.getByTestId("instruction-missing")).toHaveText(/Инструкция не найдена/);
});

test("video lessons play in a dialog that Escape closes; the stream and the terms are there", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Videochi Nodir");
  await page.goto("/profile/vedio");
  await ready(page);
  await logIn(page, shopper);
  const lessons = page.getByTestId("video-lesson");
  await expect(lessons.first()).toBeVisible();
  await lessons.first().click();
  const dialog = page.getByRole("dialog");
  // The seed's lessons are YouTube links: the privacy-enhanced embed, never the link itself.
  await expect(dialog.getByTestId("video-youtube")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?rel=0$/,
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(lessons.first()).toBeFocused();
  await expect(page.getByTestId("live-open")).toHaveAttribute("target", "_blank");

  await page.goto("/profile/terms-of-use");
  await ready(page);
  await expect(page.getByTestId("terms-view")).toContainText("Доставка по Ташкенту");
});
