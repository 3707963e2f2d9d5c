import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlainAnchor } from "../../../ui/features/orders/order-link";
import { BalanceView } from "../../../ui/features/loyalty/balance-view";
import { formatDiscountCard } from "../../../domain/loyalty";
import { formatMoney } from "../../../domain/money";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { DEMO_LEDGER, HOLDER, MASTER, NEWCOMER, plain } from "./demo";

const meta = {
  title: "Features/Loyalty/BalanceView",
  component: BalanceView,
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    status: "ready",
    balances: MASTER,
    entries: DEMO_LEDGER,
    hasMore: false,
    morePending: false,
    moreFailed: false,
    holder: HOLDER,
    masterHref: "/profile",
    onMore: fn(),
    onRetry: fn(),
    Link: PlainAnchor,
  },
} satisfies Meta<typeof BalanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

const readyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const som = textIn(globals.locale, "kit.money.currency");
  await expect(canvas.getByTestId("balance-cashback")).toHaveTextContent(
    plain(`${formatMoney(MASTER.cashback)} ${som}`),
  );
  await expect(canvas.getByTestId("balance-points")).toHaveTextContent(
    textIn(globals.locale, "loyalty.points.count", { count: MASTER.points }),
  );
  await expect(canvas.getByTestId("discount-card-number")).toHaveTextContent(
    formatDiscountCard(MASTER.discountCard!),
  );
  const rows = within(canvas.getByTestId("ledger-list")).getAllByRole("listitem");
  await expect(rows).toHaveLength(DEMO_LEDGER.length);
  // Each change with its order: spent takes, earned and returned add.
  await expect(rows[2]).toHaveTextContent(textIn(globals.locale, "loyalty.entry.cashbackSpent"));
  await expect(within(rows[2]!).getByTestId("ledger-change")).toHaveTextContent(
    plain(`\u2212${formatMoney(12_000)} ${som}`),
  );
  await expect(rows[3]).toHaveTextContent(textIn(globals.locale, "loyalty.entry.cashbackReturned"));
  await expect(within(rows[0]!).getByTestId("ledger-change")).toHaveTextContent(
    `+${textIn(globals.locale, "loyalty.points.count", { count: 46 })}`,
  );
  await expect(
    canvas.getAllByRole("link", { name: textIn(globals.locale, "loyalty.entry.order", { id: 1042 }) }),
  ).toHaveLength(3);
  for (const link of canvas.getAllByTestId("ledger-order-1037"))
    await expect(link).toHaveAttribute("href", "/order/1037");
  // The bonus has no order to link to.
  await expect(rows[6]).toHaveTextContent(textIn(globals.locale, "loyalty.entry.bonus"));
  await expect(within(rows[6]!).queryByRole("link")).toBeNull();
};

/** A master: both totals, the discount card, and the history with a link to each change's order. */
export const Master: Story = { play: readyPlay };
export const MasterRu: Story = { globals: { locale: "ru" }, play: readyPlay };
export const MasterSr: Story = { globals: { locale: "sr" }, play: readyPlay };

/** The first answer is not in: outlines of the totals and the history, announced as loading. */
export const Loading: Story = {
  args: { status: "pending", balances: null, entries: [] },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByLabelText(textIn(globals.locale, "loyalty.history.loading"));
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByTestId("discount-card")).toBeNull();
  },
};

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(textIn(globals.locale, "loyalty.history.empty"))).toBeVisible();
  await expect(canvas.getByTestId("balance-cashback")).toHaveTextContent("0,00");
  // No master yet: no card, a way to become one.
  await expect(canvas.queryByTestId("discount-card")).toBeNull();
  await expect(canvas.getByTestId("discount-card-become-master")).toHaveAttribute("href", "/profile");
};
/** A new shopper: nothing earned yet and no card; how cashback comes and how to become a master. */
export const Empty: Story = { args: { balances: NEWCOMER, entries: [] }, play: emptyPlay };
export const EmptyRu: Story = {
  args: { balances: NEWCOMER, entries: [] },
  globals: { locale: "ru" },
  play: emptyPlay,
};

/** The balance could not be loaded: said, with a way to try again; no totals pretend to be zero. */
export const LoadError: Story = {
  args: { status: "error", balances: null, entries: [] },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "loyalty.history.failed"),
    );
    await expect(canvas.queryByTestId("balance-cashback")).toBeNull();
    await userEvent.click(canvas.getByTestId("ledger-retry"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More history on the server: a button asks for it; a failed further page says so and keeps the rows. */
export const MoreFailed: Story = {
  args: { hasMore: true, moreFailed: true },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "loyalty.history.moreFailed"),
    );
    await expect(canvas.getAllByRole("listitem")).toHaveLength(DEMO_LEDGER.length);
    await userEvent.click(canvas.getByTestId("ledger-more"));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 320 px phone, in Uzbek Latin: the card, the rows and their sums inside the screen. */
export const PhoneSr: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1", isRotated: false } },
  args: { hasMore: true },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    // The card number stays on one line.
    const number = within(canvasElement).getByTestId("discount-card-number");
    const line = parseFloat(getComputedStyle(number).lineHeight);
    await expect(number.getBoundingClientRect().height).toBeLessThanOrEqual(line + 1);
  },
};
