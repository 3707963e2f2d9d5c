import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { formatMoney } from "../../domain/money";
import { Price } from "../../ui/kit/price";

const meta = {
  title: "Kit/Price",
  component: Price,
  args: { value: 1250000, size: "md" },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The currency word of each interface language (spec section 9: so'm). */
const CURRENCY: Record<string, string> = { ru: "сум", uz: "сўм", sr: "soʻm" };

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    // The amount is the domain's ru-RU format, followed by the currency word of the toolbar's language.
    const currency = CURRENCY[String(globals.locale)] ?? "";
    await expect(canvasElement.textContent).toBe(`${formatMoney(1250000)}\u00A0${currency}`);
    await expect(canvasElement.querySelector("s")).toBeNull();
  },
};

/** Zero shows the spec's default display "0,00". */
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain("0,00");
  },
};

export const Discounted: Story = {
  args: { value: 1062500, oldValue: 1250000 },
  play: async ({ canvasElement }) => {
    const old = canvasElement.querySelector("s");
    await expect(old).not.toBeNull();
    await expect(old?.textContent).toContain(formatMoney(1250000));
    await expect(getComputedStyle(old as HTMLElement).textDecorationLine).toBe("line-through");
    const badge = canvasElement.querySelector("[data-kind=discount]");
    await expect(badge?.textContent).toMatch(/\u221215%$/);
    await expect(canvasElement.textContent).toContain(formatMoney(1062500));
  },
};

/** The server's stated percent wins over the computed one. */
export const DiscountFromServer: Story = {
  args: { value: 89000, oldValue: 100000, discountPercent: 10 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-kind=discount]")?.textContent).toMatch(/\u221210%$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="6" align="flex-start">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </Stack>
  ),
  args: { value: 184000, oldValue: 230000 },
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll("[data-size]")].map((el) =>
      el.getAttribute("data-size"),
    );
    await expect(sizes).toEqual(["sm", "md", "lg"]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull();
    await expect(canvasElement.textContent).not.toContain(formatMoney(1250000));
  },
};

export const LoadingSizes: Story = {
  render: (args) => (
    <Stack gap="6" align="flex-start">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </Stack>
  ),
  args: { loading: true },
};
