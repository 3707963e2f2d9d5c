import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { overflowing } from "../../orders/demo";
import { adminOf, signIn, textIn, withAdmin } from "../demo";

// The reviews section as a page at /admin/reviews over the fake back office (demo.ts): the filter kept in
// the URL, answers reaching the fake and shown in place, an answer changed, and a refusal.

const meta = {
  title: "Features/Admin/Reviews/ReviewsArea",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { section: "reviews", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

const at = (path: string, options: FakeAdminOptions = {}) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      await signIn(scope);
      await withAdmin(scope, new FakeAdminGateway(options));
    },
  },
});

const cards = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId("reviews", undefined, LOAD)).getAllByRole("article");

/** The section in the nav, its title, and the reviews waiting for an answer (the default filter). */
const sectionPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole(
    "navigation",
    { name: textIn(globals.locale, "admin.nav.label") },
    LOAD,
  );
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(globals.locale, "admin.nav.reviews"),
  );
  await expect(canvas.getByLabelText(textIn(globals.locale, "admin.reviews.show"))).toHaveDisplayValue(
    textIn(globals.locale, "admin.reviews.unanswered"),
  );
  await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(3));
};

export const Reviews: Story = { parameters: at("/admin/reviews"), play: sectionPlay };
export const ReviewsRu: Story = {
  parameters: at("/admin/reviews"),
  globals: { locale: "ru" },
  play: sectionPlay,
};
export const ReviewsSr: Story = {
  parameters: at("/admin/reviews"),
  globals: { locale: "sr" },
  play: sectionPlay,
};

/**
 * An answer written under a waiting review reaches the server, and the review shows it in place (still in
 * the list, so the next one does not jump under the cursor), with a way to change it.
 */
export const Answered: Story = {
  parameters: at("/admin/reviews"),
  play: async (context) => {
    await sectionPlay(context);
    const { canvasElement, globals, loaded } = context;
    const locale = globals.locale;
    const card = within((await cards(canvasElement))[1]!);
    await userEvent.type(
      card.getByLabelText(textIn(locale, "admin.reviews.answerLabel")),
      "Rahmat, kutamiz!",
    );
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.send") }));
    await waitFor(() =>
      expect(adminOf(loaded).reviews.answers).toEqual([{ id: 57, text: "Rahmat, kutamiz!" }]),
    );
    const answer = await card.findByTestId("review-answer", undefined, LOAD);
    await expect(answer).toHaveTextContent("Rahmat, kutamiz!");
    await expect(card.queryByRole("form")).toBeNull();
    await expect(await cards(canvasElement)).toHaveLength(3);
  },
};

/** The answered ones picked (the URL follows); one answer opened, changed and saved. */
export const AnswerChangedRu: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/reviews"),
  globals: { locale: "ru" },
  play: async (context) => {
    await sectionPlay(context);
    const { canvasElement, globals, loaded } = context;
    const locale = globals.locale;
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(textIn(locale, "admin.reviews.show")), "answered");
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(2));
    const card = within((await cards(canvasElement))[1]!);
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.edit") }));
    const field = card.getByLabelText(textIn(locale, "admin.reviews.answerLabel"));
    await expect(field).toHaveValue("Спасибо за отзыв! Ждём вас снова.");
    await userEvent.clear(field);
    await userEvent.type(field, "Спасибо! Скидка 5% на следующий заказ.");
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.saveChange") }));
    await waitFor(() =>
      expect(adminOf(loaded).reviews.answers).toEqual([
        { id: 49, text: "Спасибо! Скидка 5% на следующий заказ." },
      ]),
    );
    await expect(await card.findByTestId("review-answer", undefined, LOAD)).toHaveTextContent(
      "Спасибо! Скидка 5% на следующий заказ.",
    );
  },
};

/** The answered ones straight from the URL (a shared link). */
export const AnsweredFromUrlSr: Story = {
  parameters: at("/admin/reviews?answered=answered"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(2));
    await expect(
      within(canvasElement).getByLabelText(textIn(globals.locale, "admin.reviews.show")),
    ).toHaveDisplayValue(textIn(globals.locale, "admin.reviews.answeredOnes"));
  },
};

/**
 * The server goes down between the list and the answer: the refusal shows under that review's form, in the
 * page's language, the text kept for another try.
 */
const down: FakeAdminOptions = {};
export const AnswerRefused: Story = {
  tags: ["no-visual"],
  parameters: {
    app: {
      layout: false,
      path: "/admin/reviews",
      prepare: async (scope: Scope) => {
        await signIn(scope);
        // The options object stays the fake's own, so the story can take the server down.
        await withAdmin(scope, new FakeAdminGateway(down));
      },
    },
  },
  play: async (context) => {
    await sectionPlay(context);
    const { canvasElement, globals } = context;
    const locale = globals.locale;
    const card = within((await cards(canvasElement))[0]!);
    const field = card.getByLabelText(textIn(locale, "admin.reviews.answerLabel"));
    await userEvent.type(field, "Almashtirib beramiz.");
    down.failing = true;
    try {
      await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.send") }));
      const alert = await card.findByRole("alert", undefined, LOAD);
      await expect(alert.textContent).not.toBe("");
      await expect(field).toHaveValue("Almashtirib beramiz.");
    } finally {
      down.failing = false;
    }
  },
};

/** Nothing waits for an answer. */
export const EmptyRu: Story = {
  parameters: at("/admin/reviews", { empty: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("reviews-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.reviews.allAnswered"));
  },
};

/** The server cannot be reached: the door says so (it asks first who the staff member is). */
export const Failing: Story = {
  parameters: at("/admin/reviews", { failing: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert", undefined, LOAD)).toBeVisible();
  },
};

/** On a 320 px phone: cards, forms and buttons fit the screen. */
export const ReviewsPhone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: at("/admin/reviews?answered=all"),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(5));
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
