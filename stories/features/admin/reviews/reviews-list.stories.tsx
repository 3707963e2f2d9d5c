import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { ReviewsFilter, ReviewsPage } from "../../../../application/admin/sections/reviews.types";
import { ReviewsList } from "../../../../ui/features/admin/reviews/reviews-list";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { ALL, demoReviews, UNANSWERED } from "./demo";

// The reviews, each with its stars, text, photos and the shop's answer or its form; or their loading, empty
// or error. The rows are the fake back office's (demo.ts); `parameters.reviews` picks its options and
// `parameters.filter` the filter.

const meta = {
  title: "Features/Admin/Reviews/ReviewsList",
  component: ReviewsList,
  args: {
    status: "ready",
    reviews: null,
    page: 1,
    unansweredOnly: true,
    editing: null,
    answering: null,
    answerRefusal: null,
    onAnswer: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onPage: fn(),
    onRetry: fn(),
  },
  loaders: [
    async ({ parameters }) => ({
      reviews: await demoReviews(
        (parameters.reviews ?? {}) as FakeAdminOptions,
        (parameters.filter as ReviewsFilter | undefined) ?? UNANSWERED,
      ),
    }),
  ],
  render: (args, { loaded, parameters }) => (
    <ReviewsList {...args} reviews={parameters.noReviews ? null : (loaded.reviews as ReviewsPage)} />
  ),
} satisfies Meta<typeof ReviewsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The waiting reviews: each names its product as a heading, its stars read out as one phrase, its author
 * ("Anonymous" without a name), its text or a note that there is none, and an answer form.
 */
const unansweredPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const page = loaded.reviews as ReviewsPage;
  const list = within(canvasElement).getByTestId("reviews");
  const cards = within(list).getAllByRole("article");
  await expect(cards.map((c) => within(c).getByRole("heading", { level: 2 }).textContent)).toEqual(
    page.results.map((r) => r.product.title),
  );
  await expect(cards.map((c) => within(c).getByRole("img").getAttribute("aria-label"))).toEqual(
    page.results.map((r) => textIn(globals.locale, "admin.reviews.rated", { rate: r.rate, max: 5 })),
  );
  await expect(cards[0]).toHaveTextContent(page.results[0]!.author!);
  await expect(cards[0]).toHaveTextContent(page.results[0]!.comment!);
  await expect(within(cards[0]!).getAllByRole("link")).toHaveLength(2);
  await expect(cards[2]).toHaveTextContent(textIn(globals.locale, "admin.reviews.anonymous"));
  await expect(cards[2]).toHaveTextContent(textIn(globals.locale, "admin.reviews.noText"));
  for (const card of cards)
    await expect(
      within(card).getByRole("form", { name: textIn(globals.locale, "admin.reviews.answerForm") }),
    ).toBeVisible();
  await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
};

export const Unanswered: Story = { play: unansweredPlay };
export const UnansweredRu: Story = { globals: { locale: "ru" }, play: unansweredPlay };
export const UnansweredSr: Story = { globals: { locale: "sr" }, play: unansweredPlay };

/** Every review: the answered ones show the answer, its date and a way to change it, and no form. */
const allPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const page = loaded.reviews as ReviewsPage;
  const cards = within(canvasElement).getAllByRole("article");
  await expect(cards).toHaveLength(page.results.length);
  const answered = cards.filter((c) => within(c).queryByTestId("review-answer"));
  await expect(answered).toHaveLength(2);
  await expect(answered[0]).toHaveTextContent(page.results[3]!.answer!);
  await expect(within(answered[0]!).queryByRole("form")).toBeNull();
  await userEvent.click(
    within(answered[0]!).getByRole("button", { name: textIn(globals.locale, "admin.reviews.edit") }),
  );
  await expect(args.onEdit).toHaveBeenCalledWith(52);
};
export const All: Story = {
  args: { unansweredOnly: false },
  parameters: { filter: ALL },
  play: allPlay,
};

/** An answer written and sent: the list hands up the review's id and the text, trimmed. */
export const AnswerSent: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, globals }) => {
    const card = within(within(canvasElement).getAllByRole("article")[1]!);
    await userEvent.type(
      card.getByLabelText(textIn(globals.locale, "admin.reviews.answerLabel")),
      "  Rahmat, yana kutamiz!  ",
    );
    await userEvent.click(card.getByRole("button", { name: textIn(globals.locale, "admin.reviews.send") }));
    await expect(args.onAnswer).toHaveBeenCalledWith(57, "Rahmat, yana kutamiz!");
  },
};

/** A changed answer's editor: the old answer in the field, with ways to save, cancel or remove it. */
export const Editing: Story = {
  args: { unansweredOnly: false, editing: 52 },
  parameters: { filter: { answered: "answered", page: 1 } },
  play: async ({ args, canvasElement, globals }) => {
    const card = within(within(canvasElement).getAllByRole("article")[0]!);
    const field = card.getByLabelText(textIn(globals.locale, "admin.reviews.answerLabel"));
    await expect(field).toHaveValue("Uzr soʻraymiz! Keyingi buyurtmangizga 10 000 soʻm chegirma beramiz.");
    await userEvent.click(
      card.getByRole("button", { name: textIn(globals.locale, "admin.reviews.cancelEdit") }),
    );
    await expect(args.onCancelEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole("button", { name: textIn(globals.locale, "admin.reviews.remove") }));
    await expect(args.onAnswer).toHaveBeenCalledWith(52, "");
    // The picture shows the editor at rest, not the last button pressed.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused one review's answer: the words under that review's form only, as an alert. */
export const AnswerRefusedRu: Story = {
  globals: { locale: "ru" },
  args: { answerRefusal: { id: 57, text: "Отзыв не найден." } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole("article");
    await expect(within(cards[1]!).getByRole("alert")).toHaveTextContent("Отзыв не найден.");
    await expect(within(cards[0]!).queryByRole("alert")).toBeNull();
  },
};

/** Nothing waits for an answer: said so, rather than "no reviews". */
const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await expect(within(canvasElement).getByTestId("reviews-empty")).toHaveTextContent(
    textIn(globals.locale, "admin.reviews.allAnswered"),
  );
  await expect(within(canvasElement).queryByRole("article")).toBeNull();
};
export const Empty: Story = { parameters: { reviews: { empty: true } }, play: emptyPlay };
export const EmptySr: Story = {
  parameters: { reviews: { empty: true } },
  globals: { locale: "sr" },
  play: emptyPlay,
};

/** The first load: skeletons, busy, with words for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noReviews: true },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("reviews-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.reviews.loading"));
  },
};

/** The load failed: an alert in the story's language and a retry. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.reviews.error"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
};
export const Failed: Story = { args: { status: "error" }, play: errorPlay };
export const FailedRu: Story = { args: { status: "error" }, globals: { locale: "ru" }, play: errorPlay };

/** Five reviews two to a page: the ways between the pages, each asking for its neighbour. */
export const Paged: Story = {
  args: { page: 1, unansweredOnly: false },
  parameters: { reviews: { pageSize: 2 }, filter: ALL },
  play: async ({ args, canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole("navigation");
    await expect(nav).toHaveTextContent(textIn(globals.locale, "admin.queue.pageOf", { page: 1, pages: 3 }));
    await userEvent.click(
      within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.next") }),
    );
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** On a 320 px phone: the cards, photos, forms and buttons fit, every button big enough for a finger. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { unansweredOnly: false },
  parameters: { filter: ALL },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(window.innerWidth).toBe(320);
    await allPlay(context);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
