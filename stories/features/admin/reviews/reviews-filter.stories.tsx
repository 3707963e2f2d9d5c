import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ANSWER_STATES } from "../../../../application/admin/sections/reviews.types";
import { ReviewsFilter } from "../../../../ui/features/admin/reviews/reviews-filter";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// Which reviews the section shows: the ones waiting for an answer (the default), the answered ones, or all.
// A pick goes up at once; the section keeps it in the URL (reviews-section.stories.tsx).

const meta = {
  title: "Features/Admin/Reviews/ReviewsFilter",
  component: ReviewsFilter,
  args: { answered: "unanswered", onChange: fn() },
} satisfies Meta<typeof ReviewsFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = { unanswered: "unanswered", answered: "answeredOnes", all: "all" } as const;
const nameOf = (locale: unknown, state: keyof typeof NAMES) =>
  textIn(locale, `admin.reviews.${NAMES[state]}`);

const selectOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(
    within(canvasElement).getByRole("search", { name: textIn(locale, "admin.reviews.filter") }),
  ).getByLabelText(textIn(locale, "admin.reviews.show"));

/**
 * A search landmark with one labelled choice of three, in the story's language, showing the current one;
 * each pick goes up as it is made, and the form, sent, goes nowhere.
 */
const filterPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const locale = globals.locale;
  const select = selectOf(canvasElement, locale);
  await expect(
    within(select)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(ANSWER_STATES.map((s) => nameOf(locale, s)));
  await expect(select).toHaveDisplayValue(nameOf(locale, args.answered));
  const others = ANSWER_STATES.filter((s) => s !== args.answered);
  for (const state of others) {
    await userEvent.selectOptions(select, state);
    await expect(args.onChange).toHaveBeenLastCalledWith(state);
  }
  await expect(args.onChange).toHaveBeenCalledTimes(others.length);
  // Sent as a form (Enter in it), it goes nowhere: the page is not reloaded with a query of its own.
  const sent: boolean[] = [];
  const seen = (e: Event) => sent.push(e.defaultPrevented);
  window.addEventListener("submit", seen);
  try {
    select.closest("form")!.requestSubmit();
  } finally {
    window.removeEventListener("submit", seen);
  }
  await expect(sent).toEqual([true]);
  await expect(args.onChange).toHaveBeenCalledTimes(others.length);
  // The picture shows the filter as the story's args set it, at rest.
  await userEvent.selectOptions(select, args.answered);
  select.blur();
};

export const Unanswered: Story = { play: filterPlay };
export const UnansweredRu: Story = { globals: { locale: "ru" }, play: filterPlay };
export const UnansweredUz: Story = { globals: { locale: "uz" }, play: filterPlay };
export const UnansweredSr: Story = { globals: { locale: "sr" }, play: filterPlay };

/** The answered ones picked (a link shared from that view). */
export const AnsweredRu: Story = {
  args: { answered: "answered" },
  globals: { locale: "ru" },
  play: filterPlay,
};
export const All: Story = { args: { answered: "all" }, play: filterPlay };

/** On a 320 px phone: the choice as wide as the screen, its label above it, nothing past the edge. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    const { canvasElement, globals } = context;
    await expect(window.innerWidth).toBe(320);
    await filterPlay(context);
    const width = within(canvasElement).getByRole("search").getBoundingClientRect().width;
    await expect(selectOf(canvasElement, globals.locale).getBoundingClientRect().width).toBeGreaterThan(
      width * 0.9,
    );
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
