import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import type { SavedCard } from "../../../application/cards/cards.types";
import { SavedCards } from "../../../ui/features/profile/saved-cards";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";

const meta = {
  title: "Features/Profile/SavedCards",
  component: SavedCards,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: { cards: [], failed: false },
} satisfies Meta<typeof SavedCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, string>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);

const CARDS: SavedCard[] = [
  { id: 1, number: "8600 **** **** 1234", system: "uzcard", expiry: "12/29" },
  { id: 2, number: "9860 **** **** 5678", system: "humo", expiry: "03/27" },
];

const loadingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const busy = within(canvasElement).getByLabelText(textIn(globals.locale, "profile.cards.loading"));
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(within(canvasElement).queryByRole("list")).toBeNull();
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(textIn(globals.locale, "profile.cards.empty"))).toBeVisible();
  await expect(canvas.getByText(textIn(globals.locale, "profile.cards.emptyHint"))).toBeVisible();
  await expect(canvas.queryByRole("list")).toBeNull();
};

const cardsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const items = within(within(canvasElement).getByRole("list")).getAllByRole("listitem");
  await expect(items).toHaveLength(2);
  for (const [i, card] of CARDS.entries()) {
    await expect(items[i]).toHaveTextContent(card.number);
    await expect(items[i]).toHaveTextContent(
      textIn(globals.locale, "profile.cards.expiry", { expiry: card.expiry }),
    );
    await expect(items[i]).toHaveTextContent(new RegExp(card.system!, "i"));
  }
};

const errorPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(textIn(globals.locale, "common.loadError"));
  await expect(within(canvasElement).queryByRole("list")).toBeNull();
};

export const Loading: Story = { args: { cards: null }, play: loadingPlay };
export const Empty: Story = { args: { cards: [] }, play: emptyPlay };
export const EmptyRu: Story = { args: { cards: [] }, globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { args: { cards: [] }, globals: { locale: "sr" }, play: emptyPlay };
export const WithCards: Story = { args: { cards: CARDS }, play: cardsPlay };
export const WithCardsRu: Story = { args: { cards: CARDS }, globals: { locale: "ru" }, play: cardsPlay };
export const Error: Story = { args: { cards: null, failed: true }, play: errorPlay };
export const ErrorSr: Story = {
  args: { cards: null, failed: true },
  globals: { locale: "sr" },
  play: errorPlay,
};
