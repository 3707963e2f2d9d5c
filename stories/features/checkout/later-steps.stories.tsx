import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StepLoading } from "../../../ui/features/checkout/later-steps";
import { stepColumn, textIn } from "./checkout-story";

const meta = {
  title: "Features/Checkout/StepLoading",
  component: StepLoading,
  decorators: [stepColumn],
} satisfies Meta<typeof StepLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A later step whose code is still on its way: a spinner that says what it waits for. */
const play: Story["play"] = async ({ canvasElement, globals }) => {
  const box = within(canvasElement).getByTestId("step-loading");
  await expect(within(box).getByLabelText(textIn(globals.locale, "checkout.step.loading"))).toBeVisible();
};

export const Loading: Story = { play };
// The label is heard, not seen: one picture serves every language.
export const LoadingRu: Story = { tags: ["no-visual"], globals: { locale: "ru" }, play };
export const LoadingLatin: Story = { tags: ["no-visual"], globals: { locale: "sr" }, play };
