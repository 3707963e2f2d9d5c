import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { PlainAnchor } from "../../../ui/features/orders/order-link";
import { DiscountCardPanel } from "../../../ui/features/loyalty/discount-card-panel";
import { formatDiscountCard } from "../../../domain/loyalty";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { DEMO_DISCOUNT_CARD, HOLDER, LONG_HOLDER } from "./demo";

const meta = {
  title: "Features/Loyalty/DiscountCardPanel",
  component: DiscountCardPanel,
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: { card: DEMO_DISCOUNT_CARD, holder: HOLDER, masterHref: "/profile", Link: PlainAnchor },
} satisfies Meta<typeof DiscountCardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const card = within(canvasElement).getByRole("group", {
    name: textIn(globals.locale, "loyalty.card.title"),
  });
  await expect(within(card).getByTestId("discount-card-number")).toHaveTextContent(
    formatDiscountCard(DEMO_DISCOUNT_CARD),
  );
  await expect(card).toHaveTextContent(HOLDER);
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "loyalty.card.hint"));
};
/** A master's card: the number grouped for the till, the holder's name, the shop's band. */
export const Master: Story = { play: cardPlay };
export const MasterRu: Story = { globals: { locale: "ru" }, play: cardPlay };
export const MasterSr: Story = { globals: { locale: "sr" }, play: cardPlay };

/** No master yet: what a card gives and the way to the confirmation. */
export const NotMaster: Story = {
  args: { card: null },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole("link", {
      name: textIn(globals.locale, "loyalty.card.becomeMaster"),
    });
    await expect(link).toHaveAttribute("href", "/profile");
    await expect(within(canvasElement).queryByTestId("discount-card-number")).toBeNull();
  },
};

/** On a 320 px phone a long name takes two lines at most; the number and "Master" keep their place. */
export const PhoneLongName: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1", isRotated: false } },
  args: { holder: LONG_HOLDER },
  play: async ({ canvasElement, globals }) => {
    await expectFitsPhone(canvasElement);
    const card = within(canvasElement).getByRole("group");
    await expect(card).toHaveTextContent(textIn(globals.locale, "loyalty.card.master"));
    const number = within(card).getByTestId("discount-card-number");
    await expect(number.scrollWidth).toBeLessThanOrEqual(number.clientWidth);
  },
};
