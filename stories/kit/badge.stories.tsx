import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, HStack, IconButton } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { expect } from "storybook/test";
import { CountBadge, LabelBadge, formatCount } from "../../ui/kit/badge";
import { BasketIcon, HeartIcon } from "../../ui/kit/icons";

/** Header icons as the header will use them: the count is in the button's name, the badge is decoration. */
function HeaderIcons({ basket, saved }: { basket: number; saved: number }) {
  const { t } = useLingui();
  const basketLabel = (count: number) => t({ id: "kit.story.basket", message: `Basket: ${count}` });
  const savedLabel = (count: number) => t({ id: "kit.story.saved", message: `Saved: ${count}` });
  return (
    <HStack gap="4">
      <Box position="relative" display="inline-flex">
        <IconButton variant="ghost" size="lg" aria-label={basketLabel(basket)}>
          <BasketIcon boxSize="6" />
        </IconButton>
        <CountBadge count={basket} floating />
      </Box>
      <Box position="relative" display="inline-flex">
        <IconButton variant="ghost" size="lg" aria-label={savedLabel(saved)}>
          <HeartIcon boxSize="6" />
        </IconButton>
        <CountBadge count={saved} floating />
      </Box>
    </HStack>
  );
}

const meta = {
  title: "Kit/Badge",
  component: HeaderIcons,
  args: { basket: 3, saved: 12 },
} satisfies Meta<typeof HeaderIcons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvas, canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-count]")].map((el) => el.textContent);
    await expect(shown).toEqual(["3", "12"]);
    // The count reaches assistive technology through the button's name, not the badge.
    const [basket, saved] = canvas.getAllByRole("button");
    await expect(basket).toHaveAccessibleName(expect.stringMatching(/\b3$/));
    await expect(saved).toHaveAccessibleName(expect.stringMatching(/\b12$/));
  },
};

/** At 0 the badge is not rendered at all. */
export const Empty: Story = {
  args: { basket: 0, saved: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-count]")).toHaveLength(0);
    await expect(formatCount(0)).toBeNull();
  },
};

/** Above 99 the badge reads "99+". */
export const Overflow: Story = {
  args: { basket: 99, saved: 100 },
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-count]")].map((el) => el.textContent);
    await expect(shown).toEqual(["99", "99+"]);
    await expect(formatCount(1500)).toBe("99+");
  },
};

export const Labels: Story = {
  render: () => (
    <HStack gap="3" wrap="wrap">
      <LabelBadge kind="discount" />
      <LabelBadge kind="discount" percent={15} />
      <LabelBadge kind="new" />
      <LabelBadge kind="inStock" />
      <LabelBadge kind="outOfStock" />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const kinds = [...canvasElement.querySelectorAll("[data-kind]")].map((el) =>
      el.getAttribute("data-kind"),
    );
    await expect(kinds).toEqual(["discount", "discount", "new", "inStock", "outOfStock"]);
    for (const el of canvasElement.querySelectorAll("[data-kind]"))
      await expect(el.textContent?.trim()).not.toBe("");
  },
};
