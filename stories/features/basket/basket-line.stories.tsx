import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { BasketLine } from "../../../application/basket/basket.types";
import { BasketLineRow } from "../../../ui/features/basket/basket-line";
import { DEFAULT_LOCALE } from "../../../ui/i18n/locales";
import { appStory } from "../../support/app-story";
import { lineOf, money, textIn } from "./demo-lines";

// Product 1 (Sement M400 Akfa) is discounted: 49 300 so'm, was 58 000; 49 in stock.
const DISCOUNTED = 1;

const meta = {
  title: "Features/Basket/BasketLineRow",
  component: BasketLineRow,
  ...appStory,
  parameters: { app: { layout: false } },
  args: { line: lineOf(DISCOUNTED, 2), busy: false, onAmount: fn() },
  // The row is a list item; its title is shown in the toolbar language.
  render: (args, { globals }) => (
    <Box as="ul" listStyleType="none" m="0" p="0" maxW="2xl">
      <BasketLineRow
        {...args}
        line={lineOf(args.line.product.id, args.line.amount, globals.locale, args.line.stock)}
      />
    </Box>
  ),
} satisfies Meta<typeof BasketLineRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const controls = (canvasElement: HTMLElement, locale: unknown, line: BasketLine) => {
  const canvas = within(canvasElement);
  const title = lineOf(line.product.id, line.amount, locale).product.title;
  return {
    less: canvas.getByRole("button", { name: textIn(locale, "basket.less", { title }) }),
    more: canvas.getByRole("button", { name: textIn(locale, "basket.more", { title }) }),
    remove: canvas.getByRole("button", { name: textIn(locale, "basket.remove", { title }) }),
    amount: canvas.getByTestId("basket-amount"),
  };
};

const defaultPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const { less, more, remove, amount } = controls(canvasElement, globals.locale, args.line);
  const title = lineOf(DISCOUNTED, 2, globals.locale).product.title;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("link", { name: title }).getAttribute("href")).toMatch(
    /\/products\/sement-m400-akfa-1$/,
  );
  await expect(amount).toHaveTextContent("2");
  for (const button of [less, more, remove]) await expect(button).toBeEnabled();
  // Unit price with the old one struck through, and the line total (2 × 49 300).
  await expect(canvasElement).toHaveTextContent(money(globals.locale, 58_000));
  await expect(canvasElement).toHaveTextContent(money(globals.locale, 49_300));
  await expect(canvasElement).toHaveTextContent(money(globals.locale, 98_600));
  await expect(canvasElement).not.toHaveTextContent(
    textIn(globals.locale, "basket.stockLimit", { stock: 49 }),
  );
};

export const Default: Story = { play: defaultPlay };
export const DefaultRu: Story = { globals: { locale: "ru" }, play: defaultPlay };
export const DefaultSr: Story = { globals: { locale: "sr" }, play: defaultPlay };

/** As many as there are in stock: + waits and a note says so. */
export const AtStockLimit: Story = {
  args: { line: lineOf(DISCOUNTED, 5, DEFAULT_LOCALE, 5) },
  play: async ({ canvasElement, globals, args }) => {
    const { less, more, remove, amount } = controls(canvasElement, globals.locale, args.line);
    await expect(amount).toHaveTextContent("5");
    await expect(more).toBeDisabled();
    await expect(less).toBeEnabled();
    await expect(remove).toBeEnabled();
    await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "basket.stockLimit", { stock: 5 }));
    await userEvent.click(more, { pointerEventsCheck: 0 });
    await expect(args.onAmount).not.toHaveBeenCalled();
  },
};

/** One piece: − would make it none, so it waits (removal is the ✕). */
export const SinglePiece: Story = {
  args: { line: lineOf(DISCOUNTED, 1) },
  play: async ({ canvasElement, globals, args }) => {
    const { less, more, remove } = controls(canvasElement, globals.locale, args.line);
    await expect(less).toBeDisabled();
    await expect(more).toBeEnabled();
    await expect(remove).toBeEnabled();
  },
};

/** A change to this line is on its way: every control waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals, args }) => {
    const { less, more, remove } = controls(canvasElement, globals.locale, args.line);
    for (const button of [less, more, remove]) await expect(button).toBeDisabled();
    await expect(less.parentElement).toHaveAttribute("aria-busy", "true");
    await userEvent.click(more, { pointerEventsCheck: 0 });
    await expect(args.onAmount).not.toHaveBeenCalled();
  },
};

/** +, − and ✕ ask for one more, one less and none. */
export const ChangesAmount: Story = {
  // Its point is the interaction; the row itself is Default's.
  tags: ["no-visual"],
  play: async ({ canvasElement, globals, args }) => {
    const { less, more, remove } = controls(canvasElement, globals.locale, args.line);
    await userEvent.click(more);
    await expect(args.onAmount).toHaveBeenLastCalledWith(3);
    await userEvent.click(less);
    await expect(args.onAmount).toHaveBeenLastCalledWith(1);
    await userEvent.click(remove);
    await expect(args.onAmount).toHaveBeenLastCalledWith(0);
    await expect(args.onAmount).toHaveBeenCalledTimes(3);
  },
};
