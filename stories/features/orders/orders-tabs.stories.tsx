import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OrdersTabs } from "../../../ui/features/orders/orders-tabs";
import { textIn } from "./demo";
import { expectFitsPhone, onPhoneStory } from "./fits-phone";

const meta = {
  title: "Features/Orders/OrdersTabs",
  component: OrdersTabs,
  args: {
    current: "active",
    activeCount: 3,
    historyCount: 128,
    activeHref: "/my-orders",
    historyHref: "/my-orders/history",
  },
} satisfies Meta<typeof OrdersTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabsOf = (canvasElement: HTMLElement, locale: unknown) => {
  const nav = within(canvasElement).getByRole("navigation", {
    name: textIn(locale, "orders.tabs.label"),
  });
  const [active, history] = within(nav).getAllByRole("link");
  return { active: active!, history: history! };
};

/** "Active: 3", however the name computation spaces the hidden colon. */
const named = (label: string, count: number) => new RegExp(`^${label}\\s?:\\s?${count}$`);

const activePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { active, history } = tabsOf(canvasElement, globals.locale);
  await expect(active).toHaveAttribute("aria-current", "page");
  await expect(history).not.toHaveAttribute("aria-current");
  await expect(active).toHaveAttribute("href", "/my-orders");
  await expect(history).toHaveAttribute("href", "/my-orders/history");
  // The count is read with its tab's name, not as a stray number.
  await expect(active).toHaveAccessibleName(named(textIn(globals.locale, "orders.tabs.active"), 3));
  await expect(history).toHaveAccessibleName(named(textIn(globals.locale, "orders.tabs.history"), 128));
};
/** On the active list: its tab is the current page, both counts shown. */
export const ActiveCurrent: Story = { play: activePlay };
export const ActiveCurrentRu: Story = { globals: { locale: "ru" }, play: activePlay };

/** On the history, in Uzbek Latin: the other tab is current. */
export const HistoryCurrentLatin: Story = {
  args: { current: "history" },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const { active, history } = tabsOf(canvasElement, globals.locale);
    await expect(history).toHaveAttribute("aria-current", "page");
    await expect(active).not.toHaveAttribute("aria-current");
    await expect(history).toHaveAttribute("data-list", "history");
  },
};

/** The counts are not known yet: no number rather than a wrong one. */
export const CountsUnknown: Story = {
  args: { activeCount: null, historyCount: null },
  play: async ({ canvasElement, globals }) => {
    const { active, history } = tabsOf(canvasElement, globals.locale);
    await expect(active).toHaveAccessibleName(textIn(globals.locale, "orders.tabs.active"));
    await expect(history).toHaveAccessibleName(textIn(globals.locale, "orders.tabs.history"));
    await expect(active.textContent).not.toMatch(/\d/);
  },
};

/** On a 320 px phone, in Russian (the longest names): both tabs on one row inside the bar. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  // Literal: Storybook indexes a story's tags only as written, and the visual test reads "phone" from there.
  tags: ["phone"],
  // Three digits in both: the widest the counts get for a shopper.
  args: { activeCount: 104, historyCount: 128 },
  play: async ({ canvasElement, globals }) => {
    const { active, history } = tabsOf(canvasElement, globals.locale);
    const bar = within(canvasElement).getByTestId("orders-tabs").getBoundingClientRect();
    await expect(active.getBoundingClientRect().top).toBe(history.getBoundingClientRect().top);
    // Inside the bar's own 4 px padding, not only inside the screen.
    await expect(history.getBoundingClientRect().right).toBeLessThanOrEqual(bar.right - 4);
    await expectFitsPhone(canvasElement);
  },
};
