import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { OrderStatus } from "../../../domain/order";
import { OrderTracking } from "../../../ui/features/orders/order-tracking";
import { logFor, STATUS_TIMES, textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

const meta = {
  title: "Features/Orders/OrderTracking",
  component: OrderTracking,
  args: { status: OrderStatus.ON_THE_WAY, log: [] },
  // The log is the one an order in that status has behind it, its notes in the toolbar language.
  render: (args, { globals }) => (
    <Box maxW="4xl">
      <OrderTracking status={args.status} log={logFor(globals.locale, args.status)} />
    </Box>
  ),
} satisfies Meta<typeof OrderTracking>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByTestId("order-tracking")).getAllByRole("listitem");
const statesOf = (canvasElement: HTMLElement) => stepsOf(canvasElement).map((s) => s.dataset.state);
/** The time each step shows, null where it shows none. */
const timesOf = (canvasElement: HTMLElement) =>
  stepsOf(canvasElement).map((s) => s.querySelector("time")?.getAttribute("dateTime") ?? null);

/** Placed, the shop has not looked yet: the first step waits (dashed, an hourglass) since it came in. */
export const New: Story = {
  args: { status: OrderStatus.NEW },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["current", "upcoming", "upcoming"]);
    const [first] = stepsOf(canvasElement);
    await expect(first).toHaveAttribute("data-pending", "true");
    await expect(first).toHaveAttribute("aria-current", "step");
    await expect(first).toHaveTextContent(textIn(globals.locale, "orders.track.step.waitingApproval"));
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[1], null, null]);
  },
};

/** Paid online and not yet paid, in Russian: the first step waits for the money. */
export const AwaitingPaymentRu: Story = {
  args: { status: OrderStatus.AWAITING_PAYMENT },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["current", "upcoming", "upcoming"]);
    await expect(stepsOf(canvasElement)[0]).toHaveAttribute("data-pending", "true");
    await expect(stepsOf(canvasElement)[0]).toHaveTextContent(
      textIn(globals.locale, "orders.track.step.waitingPayment"),
    );
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[2], null, null]);
  },
};

/** Accepted, in Uzbek Latin: the first step is reached, no longer pending, the next two not yet. */
export const ApprovedLatin: Story = {
  args: { status: OrderStatus.APPROVED },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["current", "upcoming", "upcoming"]);
    const [first, second] = stepsOf(canvasElement);
    await expect(first).not.toHaveAttribute("data-pending");
    await expect(first).toHaveTextContent(textIn(globals.locale, "orders.track.step.approved"));
    // Said to a screen reader, since only the colour shows it.
    await expect(second).toHaveTextContent(`(${textIn(globals.locale, "orders.track.stateUpcoming")})`);
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[3], null, null]);
  },
};

/** Handed to delivery: the second step is current and named for it. */
export const InDelivery: Story = {
  args: { status: OrderStatus.IN_DELIVERY },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["done", "current", "upcoming"]);
    const [first, second] = stepsOf(canvasElement);
    await expect(first).toHaveTextContent(`(${textIn(globals.locale, "orders.track.stateDone")})`);
    await expect(second).toHaveTextContent(textIn(globals.locale, "orders.track.step.inDelivery"));
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[3], STATUS_TIMES[4], null]);
  },
};

/** With the courier, in Russian: the step keeps the time it was first reached (handed to delivery). */
export const OnTheWayRu: Story = {
  args: { status: OrderStatus.ON_THE_WAY },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["done", "current", "upcoming"]);
    await expect(stepsOf(canvasElement)[1]).toHaveTextContent(
      textIn(globals.locale, "orders.track.step.onWay"),
    );
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[3], STATUS_TIMES[4], null]);
    await expect(
      within(canvasElement).getByRole("list", { name: textIn(globals.locale, "orders.track.label") }),
    ).toBeVisible();
  },
};

/** Delivered, in Uzbek Latin: the end, so every step is done and none is current. */
export const DeliveredLatin: Story = {
  args: { status: OrderStatus.DELIVERED },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(statesOf(canvasElement)).toEqual(["done", "done", "done"]);
    await expect(canvasElement.querySelector("[aria-current]")).toBeNull();
    await expect(stepsOf(canvasElement)[2]).toHaveTextContent(
      textIn(globals.locale, "orders.track.step.delivered"),
    );
    await expect(timesOf(canvasElement)).toEqual([STATUS_TIMES[3], STATUS_TIMES[4], STATUS_TIMES[6]]);
  },
};

/** Cancelled: no steps to follow, a banner with when and the shop's reason instead. */
export const Cancelled: Story = {
  args: { status: OrderStatus.CANCELLED },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByTestId("order-cancelled");
    await expect(banner).toHaveTextContent(textIn(globals.locale, "orders.track.cancelledBanner"));
    await expect(banner).toHaveTextContent(logFor(globals.locale, OrderStatus.CANCELLED)[1]!.description!);
    await expect(banner.querySelector("time")).toHaveAttribute("dateTime", STATUS_TIMES[0]);
    await expect(canvas.queryByTestId("order-tracking")).toBeNull();
  },
};

/** On a 320 px phone, in Russian: the steps run down the page, each fully inside it. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  args: { status: OrderStatus.IN_DELIVERY },
  play: async ({ canvasElement }) => {
    const tops = stepsOf(canvasElement).map((s) => s.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(new Set(tops).size).toBe(3);
    await expectFitsPhone(canvasElement);
  },
};
