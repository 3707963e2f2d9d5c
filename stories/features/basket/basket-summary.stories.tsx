import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { MemoryRouter } from "react-router-dom";
import { expect, within } from "storybook/test";
import { BasketSummary } from "../../../ui/features/basket/basket-summary";
import { lineOf, money, textIn } from "./demo-lines";

const meta = {
  title: "Features/Basket/BasketSummary",
  component: BasketSummary,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Box maxW="sm">
          <Story />
        </Box>
      </MemoryRouter>
    ),
  ],
  args: { lines: [] },
} satisfies Meta<typeof BasketSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("basket-summary");

/** 2 × 49 300 (was 58 000) + 1 × 68 400: three pieces, 17 400 saved, 167 000 in all. */
export const WithDiscount: Story = {
  args: { lines: [lineOf(1, 2), lineOf(2, 1)] },
  play: async ({ canvasElement, globals }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveTextContent(textIn(globals.locale, "basket.pieces", { pieces: 3 }));
    await expect(summary).toHaveTextContent(textIn(globals.locale, "basket.discount"));
    await expect(summary).toHaveTextContent(money(globals.locale, 17_400));
    await expect(within(summary).getByTestId("basket-total")).toHaveTextContent(
      money(globals.locale, 167_000),
    );
  },
};
export const WithDiscountRu: Story = { ...WithDiscount, globals: { locale: "ru" } };

/** 1 × 68 400 + 4 × 78 900, nothing discounted: no discount row. */
export const NoDiscount: Story = {
  args: { lines: [lineOf(2, 1), lineOf(3, 4)] },
  play: async ({ canvasElement, globals }) => {
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveTextContent(textIn(globals.locale, "basket.pieces", { pieces: 5 }));
    await expect(summary).not.toHaveTextContent(textIn(globals.locale, "basket.discount"));
    await expect(within(summary).getByTestId("basket-total")).toHaveTextContent(
      money(globals.locale, 384_000),
    );
    await expect(summary).toHaveTextContent(textIn(globals.locale, "basket.vatNote"));
    // The way on to checkout (login required there).
    await expect(within(summary).getByTestId("to-checkout")).toHaveAttribute("href", "/checkout");
  },
};
