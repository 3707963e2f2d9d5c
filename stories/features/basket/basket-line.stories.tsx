import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { BasketLine } from "../../../application/basket/basket.types";
import { DEMO_PRODUCTS } from "../../../adapters/fake/demo-data";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { formatMoney } from "../../../domain/money";
import { BasketLineRow } from "../../../ui/features/basket/basket-line";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { appStory } from "../../support/app-story";

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) => createI18n(localeOf(locale))._(id, values);

/** A basket line for a demo product, priced the way the fake shopping gateway prices it, titled in a language. */
function lineOf(productId: number, amount: number, locale: unknown = DEFAULT_LOCALE, stock?: number): BasketLine {
  const p = new FakeCatalogueGateway({ language: () => localeOf(locale) }).card(DEMO_PRODUCTS.find((d) => d.id === productId)!);
  return {
    product: { id: p.id, slug: p.slug, title: p.title, image: p.images[0]?.small ?? "", isLiked: false },
    amount, unitPrice: p.price, oldPrice: p.oldPrice, total: p.price * amount, stock: stock ?? p.stock,
  };
}

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
      <BasketLineRow {...args} line={lineOf(args.line.product.id, args.line.amount, globals.locale, args.line.stock)} />
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
  await expect(canvas.getByRole("link", { name: title }).getAttribute("href")).toMatch(/\/products\/sement-m400-akfa-1$/);
  await expect(amount).toHaveTextContent("2");
  for (const button of [less, more, remove]) await expect(button).toBeEnabled();
  // Unit price with the old one struck through, and the line total (2 × 49 300).
  await expect(canvasElement).toHaveTextContent(formatMoney(58_000));
  await expect(canvasElement).toHaveTextContent(formatMoney(49_300));
  await expect(canvasElement).toHaveTextContent(formatMoney(98_600));
  await expect(canvasElement).not.toHaveTextContent(textIn(globals.locale, "basket.stockLimit", { stock: 49 }));
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
