import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { LessonsView } from "../../../ui/features/support/video-lessons";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { demoLessons, textIn } from "./demo";

// `filled` stands for the demo lessons, built in the toolbar language.
type Args = Omit<Parameters<typeof LessonsView>[0], "lessons"> & { filled: boolean };

const meta = {
  title: "Features/Support/LessonsView",
  args: { status: "ready", filled: true, onOpen: fn(), onRetry: fn() },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="4xl">
      <LessonsView {...args} lessons={filled ? demoLessons(globals.locale) : []} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const gridPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const lessons = demoLessons(globals.locale);
  const buttons = within(canvasElement).getAllByTestId("video-lesson");
  await expect(buttons.map((b) => b.textContent)).toEqual(lessons.map((l) => l.title));
  await expect(buttons[0]).toHaveAttribute("aria-haspopup", "dialog");
  await userEvent.click(buttons[1]!);
  await expect(args.onOpen).toHaveBeenCalledWith(lessons[1]);
  // The keyboard opens one too.
  buttons[2]!.focus();
  await userEvent.keyboard("{Enter}");
  await expect(args.onOpen).toHaveBeenLastCalledWith(lessons[2]);
  (document.activeElement as HTMLElement | null)?.blur();
};
/** The lessons as covers with their titles; a click or Enter opens one. */
export const Grid: Story = { play: gridPlay };
export const GridRu: Story = { globals: { locale: "ru" }, play: gridPlay };
export const GridSr: Story = { globals: { locale: "sr" }, play: gridPlay };

/** A lesson without a cover keeps its place with a tinted frame. */
export const NoCover: Story = {
  args: { filled: false },
  render: (args, { globals }) => (
    <Box maxW="4xl">
      <LessonsView
        {...args}
        lessons={demoLessons(globals.locale).map((l, i) => (i === 0 ? { ...l, cover: null } : l))}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByTestId("video-lesson")[0]!;
    await expect(first.querySelector("img")).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("lessons-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.videos.loading"));
  },
};

export const Empty: Story = {
  args: { filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("lessons-empty")).toHaveTextContent(
      textIn(globals.locale, "support.videos.empty"),
    );
  },
};

export const Failed: Story = {
  args: { status: "error", filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.videos.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 320 px phone: one cover per row, the titles wrapped in two lines at most. */
export const Phone: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
