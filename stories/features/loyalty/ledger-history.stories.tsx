import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlainAnchor } from "../../../ui/features/orders/order-link";
import { LedgerHistory } from "../../../ui/features/loyalty/ledger-history";
import { textIn } from "../../support/text-in";
import { DEMO_LEDGER } from "./demo";

const meta = {
  title: "Features/Loyalty/LedgerHistory",
  component: LedgerHistory,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    entries: DEMO_LEDGER,
    failed: false,
    hasMore: false,
    morePending: false,
    moreFailed: false,
    onMore: fn(),
    onRetry: fn(),
    Link: PlainAnchor,
  },
} satisfies Meta<typeof LedgerHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const rows = within(canvasElement).getAllByRole("listitem");
  await expect(rows.map((r) => r.dataset.kind)).toEqual(DEMO_LEDGER.map((e) => e.kind));
  const titles: Record<string, string> = {
    "points-earned": "loyalty.entry.pointsEarned",
    "cashback-earned": "loyalty.entry.cashbackEarned",
    "cashback-spent": "loyalty.entry.cashbackSpent",
    "cashback-returned": "loyalty.entry.cashbackReturned",
  };
  for (const [i, entry] of DEMO_LEDGER.entries())
    await expect(rows[i]).toHaveTextContent(
      textIn(globals.locale, titles[`${entry.currency}-${entry.kind}`]!),
    );
};
/** Earned, spent and returned, cashback and points, newest first. */
export const List: Story = { play: listPlay };
export const ListRu: Story = { globals: { locale: "ru" }, play: listPlay };
export const ListSr: Story = { globals: { locale: "sr" }, play: listPlay };

/** A further page on its way: the button says it is busy. */
export const LoadingMore: Story = {
  args: { hasMore: true, morePending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("ledger-more")).toHaveAttribute("data-loading");
  },
};

/** More rows on the server: the button asks for them. */
export const More: Story = {
  tags: ["no-visual"],
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId("ledger-more"));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(textIn(globals.locale, "loyalty.history.emptyHint")),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: null },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByLabelText(textIn(globals.locale, "loyalty.history.loading"));
    await expect(busy).toHaveAttribute("aria-busy", "true");
  },
};

export const LoadError: Story = {
  args: { entries: null, failed: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "loyalty.history.failed"),
    );
  },
};
