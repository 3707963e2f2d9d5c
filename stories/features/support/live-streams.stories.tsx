import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { StreamsView } from "../../../ui/features/support/live-streams";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { demoStreams, textIn } from "./demo";

// `filled` stands for the demo stream, built in the toolbar language.
type Args = Omit<Parameters<typeof StreamsView>[0], "streams"> & { filled: boolean };

const meta = {
  title: "Features/Support/StreamsView",
  args: { status: "ready", filled: true, onRetry: fn() },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="3xl">
      <StreamsView {...args} streams={filled ? demoStreams(globals.locale) : []} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const streamPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const list = within(canvasElement).getByTestId("live-streams");
  await expect(list).toHaveTextContent(demoStreams(globals.locale)[0]!.title);
  await expect(list).toHaveTextContent(textIn(globals.locale, "support.live.badge"));
  const open = within(list).getByTestId("live-open");
  await expect(open).toHaveAttribute("href", "https://www.youtube.com/live/qurilish-bozori");
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", "noopener noreferrer");
  await expect(open).toHaveAccessibleName(
    `${textIn(globals.locale, "support.live.watch")} ${textIn(globals.locale, "support.newTab")}`,
  );
};
/** The stream's cover, title and a button that opens it in a new tab (saying so to screen readers). */
export const Stream: Story = { play: streamPlay };
export const StreamRu: Story = { globals: { locale: "ru" }, play: streamPlay };
export const StreamSr: Story = { globals: { locale: "sr" }, play: streamPlay };

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("live-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.live.loading"));
  },
};

/** No stream now: said so, and where streams are announced. */
export const Empty: Story = {
  args: { filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const empty = within(canvasElement).getByTestId("live-empty");
    await expect(empty).toHaveTextContent(textIn(globals.locale, "support.live.empty"));
    await expect(empty).toHaveTextContent(textIn(globals.locale, "support.live.emptyText"));
  },
};

export const Failed: Story = {
  args: { status: "error", filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.live.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
