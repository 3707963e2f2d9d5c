import { Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RATING_MAX } from "../../../../domain/review";
import { ReviewStars } from "../../../../ui/features/admin/reviews/review-stars";
import { textIn } from "../demo";

// A review's stars: five pictures read out as one phrase ("Rated 4 out of 5"), the given ones filled, the
// rest in the border's colour.

const meta = {
  title: "Features/Admin/Reviews/ReviewStars",
  component: ReviewStars,
  args: { rate: 4 },
} satisfies Meta<typeof ReviewStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stars' colours, first to last. */
const coloursOf = (stars: HTMLElement) =>
  [...stars.querySelectorAll("svg")].map((svg) => getComputedStyle(svg).color);

/** One picture named with the rate in words; five stars, the first `rate` of them in the filled colour. */
const ratedPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const stars = within(canvasElement).getByRole("img");
  await expect(stars).toHaveAccessibleName(
    textIn(globals.locale, "admin.reviews.rated", { rate: args.rate, max: RATING_MAX }),
  );
  const colours = coloursOf(stars);
  await expect(colours).toHaveLength(RATING_MAX);
  const filled = colours[0]!;
  await expect(colours.map((c) => c === filled)).toEqual(
    Array.from({ length: RATING_MAX }, (_, i) => i < Math.round(args.rate)),
  );
};

export const Rated: Story = { play: ratedPlay };
export const RatedRu: Story = { args: { rate: 2 }, globals: { locale: "ru" }, play: ratedPlay };
export const RatedUz: Story = { args: { rate: 5 }, globals: { locale: "uz" }, play: ratedPlay };
export const RatedSr: Story = { args: { rate: 1 }, globals: { locale: "sr" }, play: ratedPlay };

/** Every rate from one to five, one under another: each filled star stands out in both themes. */
export const EveryRate: Story = {
  render: () => (
    <Stack gap="2">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <ReviewStars key={i} rate={i + 1} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const rows = within(canvasElement).getAllByRole("img");
    await expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(
      rows.map((_, i) => textIn(globals.locale, "admin.reviews.rated", { rate: i + 1, max: RATING_MAX })),
    );
    const filled = coloursOf(rows[RATING_MAX - 1]!)[0];
    await expect(rows.map((r) => coloursOf(r).filter((c) => c === filled).length)).toEqual([1, 2, 3, 4, 5]);
  },
};
