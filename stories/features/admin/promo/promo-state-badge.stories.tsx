import { Box, Wrap } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PROMO_STATES, type PromoState } from "../../../../domain/promo-state";
import { PromoStateBadge } from "../../../../ui/features/admin/promo/promo-state-badge";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// A promo code's state (domain/promo-state.ts) as the list's rows and cards show it: its name in words and a
// colour of its own, green only for the one state checkout accepts.

/** Each state's message (used_up is worded "usedUp"). */
const LABEL: Record<PromoState, string> = {
  active: "admin.promo.state.active",
  scheduled: "admin.promo.state.scheduled",
  paused: "admin.promo.state.paused",
  expired: "admin.promo.state.expired",
  used_up: "admin.promo.state.usedUp",
};

const meta = {
  title: "Features/Admin/Promo/PromoStateBadge",
  component: PromoStateBadge,
  args: { state: "active" },
  render: (args) => (
    <Wrap gap="2" maxW="xl">
      {PROMO_STATES.map((state) => (
        <PromoStateBadge key={state} {...args} state={state} />
      ))}
    </Wrap>
  ),
} satisfies Meta<typeof PromoStateBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state in the domain's order, in the story's language, no two looking the same. */
const allPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const badges = within(canvasElement).getAllByTestId("promo-state");
  await expect(badges.map((b) => b.dataset.state)).toEqual([...PROMO_STATES]);
  await expect(badges.map((b) => b.textContent)).toEqual(
    PROMO_STATES.map((state) => textIn(globals.locale, LABEL[state])),
  );
  // Colour is not the only cue, but no two states may look the same either.
  const looks = badges.map((b) => {
    const style = getComputedStyle(b);
    return `${style.backgroundColor}|${style.color}|${style.boxShadow}`;
  });
  await expect(new Set(looks).size).toBe(PROMO_STATES.length);
};

export const AllStates: Story = { play: allPlay };
export const AllStatesRu: Story = { globals: { locale: "ru" }, play: allPlay };
export const AllStatesSr: Story = { globals: { locale: "sr" }, play: allPlay };

/**
 * In a card narrower than the longest name ("Not started yet"), on a 320 px phone: the badge wraps inside
 * the card, never past it.
 */
export const NarrowCardSr: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { state: "scheduled" },
  render: (args) => (
    <Box w="32" p="2" borderWidth="1px" data-testid="narrow-card">
      <PromoStateBadge {...args} />
    </Box>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    const card = within(canvasElement).getByTestId("narrow-card");
    const badge = within(card).getByTestId("promo-state");
    await expect(badge).toHaveTextContent(textIn(globals.locale, LABEL.scheduled));
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    // "Hali boshlanmagan" does not fit on one line at this width: two lines, not one clipped.
    const line = parseFloat(getComputedStyle(badge).lineHeight);
    await expect(badge.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
    await expect(overflowing(card)).toEqual([]);
  },
};
