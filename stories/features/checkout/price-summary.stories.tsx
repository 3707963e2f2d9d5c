import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PriceSummary } from "../../../ui/features/checkout/price-summary";
import { FREE_DELIVERY, PRICE } from "./demo";
import { expectFitsPhone, phoneColumn, summaryColumn, textIn } from "./checkout-story";

const meta = {
  title: "Features/Checkout/PriceSummary",
  component: PriceSummary,
  decorators: [summaryColumn],
  args: { price: PRICE, loading: false, refusal: null, placing: false, onPlace: fn() },
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const pricedPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId("checkout-total")).toHaveTextContent(/^12\s345\s678,00\s/);
  await expect(canvas.getByTestId("vat")).toHaveTextContent(
    textIn(globals.locale, "checkout.sum.vat", { percent: 12, vat: "" }).trim(),
  );
  await expect(canvas.getByTestId("price-summary")).toHaveTextContent(/−650\s000,00/);
  const place = canvas.getByRole("button", { name: textIn(globals.locale, "checkout.place") });
  await userEvent.click(place);
  await expect(args.onPlace).toHaveBeenCalledTimes(1);
  place.blur();
};
/** A large order: every row, the discounts as minus sums, VAT included, and the button places it. */
export const Priced: Story = { play: pricedPlay };
export const PricedRu: Story = { globals: { locale: "ru" }, play: pricedPlay };

/** Picked up at a branch, in Uzbek Latin: delivery "Free", cashback spent, no promo row. */
export const FreeDeliveryLatin: Story = {
  args: { price: FREE_DELIVERY },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("sum-delivery")).toHaveTextContent(
      textIn(globals.locale, "checkout.sum.free"),
    );
    await expect(within(canvasElement).queryByText(textIn(globals.locale, "checkout.sum.promo"))).toBeNull();
    await expect(
      within(canvasElement).getByText(textIn(globals.locale, "checkout.sum.cashback")),
    ).toBeVisible();
  },
};

/** Before the first answer: skeleton rows, and the button cannot place an unpriced order. */
export const Loading: Story = {
  args: { price: null, loading: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("price-summary")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).getByTestId("price-loading")).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId("place-order")).toBeDisabled();
  },
};

/** A new price on its way: the old one stays, dimmed, so the column does not jump. */
export const Recalculating: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("price-summary")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).getByTestId("checkout-total")).toBeVisible();
  },
};

/** Placing: the button spins and cannot be pressed again. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvasElement, args }) => {
    const place = within(canvasElement).getByTestId("place-order");
    await expect(place).toBeDisabled();
    await expect(place).toHaveAttribute("data-loading");
    await userEvent.click(place, { pointerEventsCheck: 0 });
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/** The server refused, in Russian: its words under the total, announced. */
export const RefusedRu: Story = {
  args: { refusal: "В наличии осталось только 3 шт." },
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("осталось только 3");
  },
};

/** On a 320 px phone, in Russian: eight-digit sums stay whole and inside the card. */
export const PhoneRu: Story = {
  args: { refusal: "В наличии осталось только 3 шт." },
  // A 320 px window, so the phone's media queries apply in the story test and the screenshot alike.
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1", isRotated: false } },
  decorators: [phoneColumn],
  play: async ({ canvasElement }) => expectFitsPhone(canvasElement),
};
