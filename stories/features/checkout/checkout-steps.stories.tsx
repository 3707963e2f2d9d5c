import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckoutSteps } from "../../../ui/features/checkout/checkout-steps";
import { expectFitsPhone, phoneColumn, stepColumn, textIn } from "./checkout-story";

const meta = {
  title: "Features/Checkout/CheckoutSteps",
  component: CheckoutSteps,
  decorators: [stepColumn],
  args: { current: "delivery_address", onChoose: fn() },
} satisfies Meta<typeof CheckoutSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole("listitem");

/** The first step: nothing behind to go back to, so no step is a button. */
export const FirstStep: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first] = stepsOf(canvasElement);
    await expect(first).toHaveAttribute("aria-current", "step");
    await expect(within(canvasElement).queryAllByRole("button")).toHaveLength(0);
    await expect(within(canvasElement).getByRole("list")).toHaveAccessibleName(
      textIn(globals.locale, "checkout.steps"),
    );
  },
};

const secondPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const [first, second, third] = stepsOf(canvasElement);
  await expect(second).toHaveAttribute("aria-current", "step");
  await expect(first).toHaveAttribute("data-state", "done");
  await expect(third).toHaveAttribute("data-state", "upcoming");
  // Only the passed step is a target; the next one opens by finishing this one.
  const back = within(first!).getByRole("button");
  await expect(back).toHaveTextContent(textIn(globals.locale, "checkout.step.delivery"));
  await expect(within(third!).queryByRole("button")).toBeNull();
  await userEvent.click(back);
  await expect(args.onChoose).toHaveBeenCalledWith("delivery_address");
  back.blur();
};
/** On the second step: the first is done and opens again; the third waits. */
export const SecondStep: Story = { args: { current: "contact_detail" }, play: secondPlay };
export const SecondStepRu: Story = {
  args: { current: "contact_detail" },
  globals: { locale: "ru" },
  play: secondPlay,
};

/** The last step, in Uzbek Latin: both earlier steps are buttons, reached from the keyboard too. */
export const PaymentLatin: Story = {
  args: { current: "payment" },
  globals: { locale: "sr" },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith("contact_detail");
    buttons[1]!.blur();
  },
};

/** On a 320 px phone, in Russian (the longest names): three columns, nothing clipped. */
export const PhoneRu: Story = {
  args: { current: "payment" },
  // A 320 px window, so the phone's media queries apply in the story test and the screenshot alike.
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1", isRotated: false } },
  decorators: [phoneColumn],
  play: async ({ canvasElement }) => expectFitsPhone(canvasElement),
};
