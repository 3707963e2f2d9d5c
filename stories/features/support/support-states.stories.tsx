import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { SupportLoadError, SupportLoading, SupportNotice } from "../../../ui/features/support/support-states";
import { SearchOffIcon } from "../../../ui/features/orders/order-icons";
import { textIn } from "./demo";

// The stand-ins every help page shares; each page's own words are in its view's stories.

const meta = {
  title: "Features/Support/SupportStates",
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Outlines announced once as busy, with the label for screen readers only. */
export const Loading: Story = {
  render: (_, { globals }) => (
    <SupportLoading testId="loading" label={textIn(globals.locale, "support.faq.loading")} />
  ),
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.faq.loading"));
    // The label, then one outline per row.
    await expect(busy.children).toHaveLength(4);
  },
};

/** A quiet notice with an icon, a title and a line of text. */
export const Notice: Story = {
  globals: { locale: "ru" },
  render: (_, { globals }) => (
    <SupportNotice
      testId="notice"
      icon={<SearchOffIcon />}
      title={textIn(globals.locale, "support.instruction.missing")}
      text={textIn(globals.locale, "support.instruction.missingText")}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("notice")).toHaveTextContent(
      textIn(globals.locale, "support.instruction.missing"),
    );
  },
};

const onRetry = fn();
/** A failure, said as an alert, with the retry. */
export const LoadError: Story = {
  globals: { locale: "sr" },
  render: (_, { globals }) => (
    <SupportLoadError testId="error" text={textIn(globals.locale, "support.terms.error")} onRetry={onRetry} />
  ),
  play: async ({ canvasElement, globals }) => {
    onRetry.mockClear();
    const alert = within(canvasElement).getByRole("alert");
    await userEvent.click(
      within(alert).getByRole("button", { name: textIn(globals.locale, "support.retry") }),
    );
    await expect(onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
