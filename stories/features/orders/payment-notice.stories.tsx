import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PaymentNotice } from "../../../ui/features/orders/payment-notice";
import { textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

const PAY_URL = "https://checkout.paycom.uz/bT1zYW5kYm94";

const meta = {
  title: "Features/Orders/PaymentNotice",
  component: PaymentNotice,
  args: { check: "checking", awaiting: true, paymentUrl: PAY_URL, onRecheck: fn() },
} satisfies Meta<typeof PaymentNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const noticeOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("payment-notice");

/** Back from the provider's page: the server is asked until it confirms; nothing to press meanwhile. */
export const Checking: Story = {
  play: async ({ canvasElement, globals }) => {
    const notice = noticeOf(canvasElement);
    await expect(notice).toHaveAttribute("data-state", "checking");
    await expect(notice).toHaveTextContent(textIn(globals.locale, "orders.payment.checking"));
    await expect(within(notice).queryByRole("link")).toBeNull();
    await expect(within(notice).queryByRole("button")).toBeNull();
  },
};

/** The provider confirmed, in Russian: the spec's success message. */
export const PaidRu: Story = {
  args: { check: "paid", awaiting: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    const notice = noticeOf(canvasElement);
    await expect(within(notice).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Оплата прошла успешно",
    );
    await expect(within(notice).queryByRole("link")).toBeNull();
  },
};

/** Two minutes and no money, in Uzbek Latin: pay again at the provider, or ask the server once more. */
export const NotArrivedLatin: Story = {
  args: { check: "unpaid" },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const notice = within(noticeOf(canvasElement));
    await expect(notice.getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "orders.payment.notArrived"),
    );
    await expect(
      notice.getByRole("link", { name: textIn(globals.locale, "orders.payment.payAgain") }),
    ).toHaveAttribute("href", PAY_URL);
    await userEvent.click(
      notice.getByRole("button", { name: textIn(globals.locale, "orders.payment.recheck") }),
    );
    await expect(args.onRecheck).toHaveBeenCalledTimes(1);
  },
};

/** A backend that gives no link to pay again: only asking again is offered. */
export const NotArrivedWithoutLink: Story = {
  args: { check: "unpaid", paymentUrl: null },
  play: async ({ canvasElement, globals }) => {
    const notice = within(noticeOf(canvasElement));
    await expect(notice.queryByRole("link")).toBeNull();
    await expect(notice.getByRole("button")).toHaveTextContent(
      textIn(globals.locale, "orders.payment.recheck"),
    );
  },
};

/** An online order opened later, still unpaid, in Russian: one button to pay. */
export const AwaitingRu: Story = {
  args: { check: "idle" },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const notice = within(noticeOf(canvasElement));
    await expect(notice.getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "orders.payment.awaiting"),
    );
    await expect(
      notice.getByRole("link", { name: textIn(globals.locale, "orders.payment.pay") }),
    ).toHaveAttribute("href", PAY_URL);
    await expect(notice.queryByRole("button")).toBeNull();
  },
};

/** A paid or cash order opened later: no notice at all. */
export const NothingToSay: Story = {
  args: { check: "idle", awaiting: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId("payment-notice")).toBeNull();
  },
};

/** On a 320 px phone, in Russian: the long text wraps, the two buttons stack full width. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { check: "unpaid" },
  play: async ({ canvasElement }) => {
    const [pay, recheck] = [
      within(noticeOf(canvasElement)).getByRole("link"),
      within(noticeOf(canvasElement)).getByRole("button"),
    ];
    await expect(recheck.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      pay.getBoundingClientRect().bottom,
    );
    await expectFitsPhone(canvasElement);
  },
};
