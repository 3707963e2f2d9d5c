import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { StaffReview } from "../../../../application/admin/sections/reviews.types";
import { RATING_MAX } from "../../../../domain/review";
import { ReviewCard } from "../../../../ui/features/admin/reviews/review-card";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { CYRILLIC_REVIEW, demoReview, goneText, LONG_REVIEW } from "./demo";

// One review as the back office shows it: the product as its heading, when it was written, the stars and
// the author, the text and photos, and the shop's answer (with a way to change it) or a form to write one.
// The reviews are the fake back office's and two of demo.ts's own.

const meta = {
  title: "Features/Admin/Reviews/ReviewCard",
  component: ReviewCard,
  args: {
    review: demoReview(58),
    editing: false,
    pending: false,
    refusal: null,
    onAnswer: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ReviewCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("article");

/** The card names itself by the product; its stars, author, text and photos are there as the review says. */
const readPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const r: StaffReview = args.review;
  const locale = globals.locale;
  const card = cardOf(canvasElement);
  await expect(card).toHaveAccessibleName(r.product.title);
  await expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(r.product.title);
  await expect(within(card).getByRole("img")).toHaveAccessibleName(
    textIn(locale, "admin.reviews.rated", { rate: r.rate, max: RATING_MAX }),
  );
  await expect(card.querySelector("time")).toHaveAttribute("datetime", r.createdAt);
  await expect(card).toHaveTextContent(r.author ?? textIn(locale, "admin.reviews.anonymous"));
  await expect(card).toHaveTextContent(r.comment ?? textIn(locale, "admin.reviews.noText"));
  await expect(within(card).queryAllByRole("link")).toHaveLength(r.photos.length);
};

/** Waiting for an answer: the form under the review, empty, and no answer yet. */
const waitingPlay: Story["play"] = async (context) => {
  await readPlay(context);
  const { canvasElement, globals } = context;
  const locale = globals.locale;
  const card = within(cardOf(canvasElement));
  await expect(card.getByRole("form", { name: textIn(locale, "admin.reviews.answerForm") })).toBeVisible();
  await expect(card.getByLabelText(textIn(locale, "admin.reviews.answerLabel"))).toHaveValue("");
  await expect(card.queryByTestId("review-answer")).toBeNull();
  await expect(card.queryByRole("alert")).toBeNull();
};

export const Waiting: Story = { play: waitingPlay };
export const WaitingRu: Story = {
  args: { review: demoReview(57) },
  globals: { locale: "ru" },
  play: waitingPlay,
};
/** Uzbek in Cyrillic: the interface and the shopper's words both. */
export const WaitingUz: Story = {
  args: { review: CYRILLIC_REVIEW },
  globals: { locale: "uz" },
  play: waitingPlay,
};
export const WaitingSr: Story = { globals: { locale: "sr" }, play: waitingPlay };

/** An empty answer is refused in place without a call; one typed and sent goes up trimmed. */
export const AnswerSent: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const card = within(cardOf(canvasElement));
    const send = card.getByRole("button", { name: textIn(locale, "admin.reviews.send") });
    await userEvent.click(send);
    await expect(card.getByText(textIn(locale, "admin.form.required"))).toBeVisible();
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.type(card.getByLabelText(textIn(locale, "admin.reviews.answerLabel")), "  Rahmat!  ");
    await userEvent.click(send);
    await expect(args.onAnswer).toHaveBeenCalledWith("Rahmat!");
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Stars only, from a shopper who left no name: "Anonymous" and a note that there is no text, in words. */
export const StarsOnlyRu: Story = {
  args: { review: demoReview(55) },
  globals: { locale: "ru" },
  play: async (context) => {
    await readPlay(context);
    await expect(within(cardOf(context.canvasElement)).queryByTestId("review-photos")).toBeNull();
  },
};

/** Answered: the answer and when it was given, no form, and a way to change it. */
const answeredPlay: Story["play"] = async (context) => {
  await readPlay(context);
  const { args, canvasElement, globals } = context;
  const card = within(cardOf(canvasElement));
  const answer = card.getByTestId("review-answer");
  await expect(answer).toHaveTextContent(args.review.answer!);
  await expect(answer.querySelector("time")).toHaveAttribute("datetime", args.review.answeredAt);
  await expect(card.queryByRole("form")).toBeNull();
  await userEvent.click(
    within(answer).getByRole("button", { name: textIn(globals.locale, "admin.reviews.edit") }),
  );
  await expect(args.onEdit).toHaveBeenCalledTimes(1);
  await expect(args.onAnswer).not.toHaveBeenCalled();
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
export const Answered: Story = { args: { review: demoReview(52) }, play: answeredPlay };
export const AnsweredRu: Story = {
  args: { review: demoReview(49) },
  globals: { locale: "ru" },
  play: answeredPlay,
};

/** The answer open for changing: the old words in the field; cancel, save, or remove it (an empty answer). */
export const EditingSr: Story = {
  args: { review: demoReview(52), editing: true },
  globals: { locale: "sr" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    const card = within(cardOf(canvasElement));
    const field = card.getByLabelText(textIn(locale, "admin.reviews.answerLabel"));
    await expect(field).toHaveValue(args.review.answer);
    await expect(card.queryByTestId("review-answer")).toBeNull();
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.cancelEdit") }));
    await expect(args.onCancelEdit).toHaveBeenCalledTimes(1);
    await userEvent.type(field, " Sizni kutamiz.");
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.saveChange") }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith(`${args.review.answer} Sizni kutamiz.`);
    await userEvent.click(card.getByRole("button", { name: textIn(locale, "admin.reviews.remove") }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith("");
    await userEvent.clear(field);
    await userEvent.type(field, args.review.answer!);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The answer on its way: the field and the button wait, so a second press sends nothing more. */
export const Sending: Story = {
  tags: ["no-visual"],
  args: { review: demoReview(57), pending: true },
  play: async ({ args, canvasElement, globals }) => {
    const card = within(cardOf(canvasElement));
    await expect(card.getByLabelText(textIn(globals.locale, "admin.reviews.answerLabel"))).toBeDisabled();
    const send = card.getByRole("button");
    await expect(send).toBeDisabled();
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** The server no longer has the review (another staff member removed it): its words under this form. */
const refusedPlay: Story["play"] = async ({ args, canvasElement }) => {
  const card = within(cardOf(canvasElement));
  await expect(card.getByRole("alert")).toHaveTextContent(args.refusal!);
  await expect(card.getByRole("form")).toContainElement(card.getByRole("alert"));
};
export const RefusedRu: Story = {
  args: { review: demoReview(57), refusal: goneText("ru") },
  globals: { locale: "ru" },
  play: refusedPlay,
};
export const RefusedUz: Story = {
  args: { review: CYRILLIC_REVIEW, refusal: goneText("uz") },
  globals: { locale: "uz" },
  play: refusedPlay,
};

/**
 * On a 320 px phone, a review whose words are longer than the line (a long product name, an address pasted
 * without spaces), seven photos and the shop's answer: everything wraps inside the card, every button
 * finger-sized, and each date stays whole on one line (the answer's goes under "The shop's answer").
 */
const phonePlay: Story["play"] = async (context) => {
  const { canvasElement } = context;
  await expect(window.innerWidth).toBe(320);
  await readPlay(context);
  for (const button of within(canvasElement).getAllByRole("button"))
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  const times = [...cardOf(canvasElement).querySelectorAll("time")];
  await expect(times).toHaveLength(2);
  for (const time of times) await expect(time.getClientRects()).toHaveLength(1);
  await expect(overflowing(cardOf(canvasElement))).toEqual([]);
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { review: LONG_REVIEW },
  play: phonePlay,
};
/** The same answered review on a phone in Russian, whose dates are the longest. */
export const AnsweredPhoneRu: Story = {
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  args: { review: LONG_REVIEW },
  play: phonePlay,
};

/** A waiting review on a phone, in Cyrillic: its photos, the form and its button fit the screen. */
export const WaitingPhoneUz: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  args: { review: CYRILLIC_REVIEW },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(window.innerWidth).toBe(320);
    await waitingPlay(context);
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(cardOf(canvasElement))).toEqual([]);
  },
};
