import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { BalanceTotals } from "../../../ui/features/loyalty/balance-totals";
import { formatMoney } from "../../../domain/money";
import { textIn } from "../../support/text-in";
import { MASTER, NEWCOMER, plain } from "./demo";

const meta = {
  title: "Features/Loyalty/BalanceTotals",
  component: BalanceTotals,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: { balances: MASTER },
} satisfies Meta<typeof BalanceTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

const totalsPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  const balances = args.balances!;
  await expect(canvas.getByTestId("balance-cashback")).toHaveTextContent(
    plain(`${formatMoney(balances.cashback)} ${textIn(globals.locale, "kit.money.currency")}`),
  );
  await expect(canvas.getByTestId("balance-points")).toHaveTextContent(
    textIn(globals.locale, "loyalty.points.count", { count: balances.points }),
  );
  const hint = balances.isMaster ? "loyalty.total.pointsHint" : "loyalty.total.pointsHintShopper";
  await expect(canvas.getByTestId("balance-points")).toHaveTextContent(textIn(globals.locale, hint));
};
/** A master's cashback and points ("ball", with the language's plural). */
export const Master: Story = { play: totalsPlay };
export const MasterRu: Story = { globals: { locale: "ru" }, play: totalsPlay };
/** A shopper with nothing yet: zero shown as the shop shows money, and where points come from. */
export const NewcomerSr: Story = {
  args: { balances: NEWCOMER },
  globals: { locale: "sr" },
  play: totalsPlay,
};
export const Loading: Story = {
  args: { balances: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId("balance-cashback")).toBeNull();
  },
};
