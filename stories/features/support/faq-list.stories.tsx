import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { FaqView } from "../../../ui/features/support/faq-list";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { demoFaq, textIn } from "./demo";

// `filled` stands for the demo questions, built in the toolbar language.
type Args = Omit<Parameters<typeof FaqView>[0], "items"> & { filled: boolean };

const meta = {
  title: "Features/Support/FaqView",
  args: { status: "ready", filled: true, onRetry: fn() },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="2xl">
      <FaqView {...args} items={filled ? demoFaq(globals.locale) : []} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByTestId("faq-item") as HTMLDetailsElement[];

const accordionPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const faq = demoFaq(globals.locale);
  const all = items(canvasElement);
  await expect(all.map((d) => d.querySelector("summary")!.textContent)).toEqual(faq.map((f) => f.question));
  await expect(all.every((d) => !d.open)).toBe(true);
  // A click opens one question; its answer shows, the others stay closed.
  await userEvent.click(within(all[1]!).getByText(faq[1]!.question));
  await expect(all[1]!.open).toBe(true);
  await expect(within(all[1]!).getByText(/Payme/)).toBeVisible();
  await expect(all[0]!.open).toBe(false);
  // Each question is in the tab order (the browser itself opens a focused one on Enter or Space; synthetic
  // keys do not reach that default action, so it is not replayed here).
  (document.activeElement as HTMLElement | null)?.blur();
  for (const d of all) {
    await userEvent.tab();
    await expect(document.activeElement).toBe(d.querySelector("summary"));
  }
  (document.activeElement as HTMLElement | null)?.blur();
};
/** The questions as an accordion: closed at first, opened by a click or the keyboard. */
export const Questions: Story = { play: accordionPlay };
export const QuestionsRu: Story = { globals: { locale: "ru" }, play: accordionPlay };
export const QuestionsSr: Story = { globals: { locale: "sr" }, play: accordionPlay };

/** One question open, as the shopper sees its answer. */
export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(items(canvasElement)[0]!.querySelector("summary")!);
    await expect(items(canvasElement)[0]!.open).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("faq-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.faq.loading"));
  },
};

export const Empty: Story = {
  args: { filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const empty = within(canvasElement).getByTestId("faq-empty");
    await expect(empty).toHaveTextContent(textIn(globals.locale, "support.faq.empty"));
    await expect(empty).toHaveTextContent(textIn(globals.locale, "support.faq.emptyText"));
  },
};

/** The questions could not be loaded: said once, and the retry asks again. */
export const Failed: Story = {
  args: { status: "error", filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.faq.error"));
    await userEvent.click(
      within(alert).getByRole("button", { name: textIn(globals.locale, "support.retry") }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 320 px phone, in Uzbek: long questions wrap beside their chevron, nothing pokes out. */
export const Phone: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await userEvent.click(items(canvasElement)[2]!.querySelector("summary")!);
    (document.activeElement as HTMLElement | null)?.blur();
    await expectFitsPhone(canvasElement);
  },
};
