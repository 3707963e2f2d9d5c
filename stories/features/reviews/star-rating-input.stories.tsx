import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { StarRatingInput, type StarRatingInputProps } from "../../../ui/features/reviews/star-rating-input";
import { errorIn, expectFitsPhone, onPhoneStory, textIn } from "./demo";

/** The stars are controlled; the story keeps the value the way the form's model does. */
function Stateful(args: StarRatingInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <StarRatingInput
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Reviews/StarRatingInput",
  component: StarRatingInput,
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  args: { value: 0, onChange: fn() },
} satisfies Meta<typeof StarRatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const radios = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole("radio");

const emptyPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("group")).toHaveAccessibleName(
    expect.stringContaining(textIn(globals.locale, "reviews.form.rating")),
  );
  const stars = radios(canvasElement);
  await expect(stars).toHaveLength(5);
  await expect(stars[2]).toHaveAccessibleName(textIn(globals.locale, "reviews.form.star", { n: 3 }));
  await expect(stars.some((s) => (s as HTMLInputElement).checked)).toBe(false);
  // The keyboard alone: Tab into the group, the arrows choose.
  await userEvent.tab();
  await expect(stars[0]).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
  await expect(stars[3]).toBeChecked();
  await expect(args.onChange).toHaveBeenLastCalledWith(4);
  await userEvent.keyboard("{ArrowLeft}");
  await expect(stars[2]).toBeChecked();
  (document.activeElement as HTMLElement).blur();
};
/** Nothing chosen; the keyboard chooses and changes the stars. */
export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

/** Four stars chosen: four lit, a click on the second changes it. */
export const Chosen: Story = {
  args: { value: 4 },
  play: async ({ canvasElement, args }) => {
    const stars = radios(canvasElement);
    await expect(stars[3]).toBeChecked();
    await userEvent.click(stars[1]!);
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(stars[1]).toBeChecked();
  },
};

const requiredPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const message = errorIn(globals.locale, { code: "REVIEW.RATING_REQUIRED" });
  const group = within(canvasElement).getByRole("group");
  await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(message);
  await expect(group).toHaveAttribute("aria-invalid", "true");
  await expect(group).toHaveAccessibleDescription(message);
};
/** Sent without stars: "Rate is required", announced with the group. */
export const Required: Story = {
  render: (args, { globals }) => (
    <Stateful {...args} error={errorIn(globals.locale, { code: "REVIEW.RATING_REQUIRED" })} />
  ),
  play: requiredPlay,
};
export const RequiredSr: Story = { ...Required, globals: { locale: "sr" } };

/** While the review is sent: the stars cannot be changed. */
export const Disabled: Story = {
  args: { value: 5, disabled: true },
  play: async ({ canvasElement }) => {
    for (const star of radios(canvasElement)) await expect(star).toBeDisabled();
  },
};

/** A 320 px phone: five stars of a finger's size in one row. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll("label")];
    for (const label of labels) await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const tops = new Set(labels.map((l) => Math.round(l.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expectFitsPhone(canvasElement);
  },
};
