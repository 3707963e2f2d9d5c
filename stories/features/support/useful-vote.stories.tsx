import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { UsefulVote } from "../../../ui/features/support/useful-vote";
import { textIn } from "./demo";

const meta = {
  title: "Features/Support/UsefulVote",
  component: UsefulVote,
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: { answered: false, chosen: null, pending: false, error: null, onVote: fn() },
} satisfies Meta<typeof UsefulVote>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, locale: unknown, vote: "yes" | "no") =>
  within(canvasElement).getByRole("button", { name: textIn(locale, `support.vote.${vote}`) });

const askPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const group = within(canvasElement).getByRole("group", {
    name: textIn(globals.locale, "support.vote.question"),
  });
  await expect(group).toBeVisible();
  await expect(button(canvasElement, globals.locale, "yes")).toHaveAttribute("aria-pressed", "false");
  await expect(button(canvasElement, globals.locale, "no")).toHaveAttribute("aria-pressed", "false");
  await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  await userEvent.click(button(canvasElement, globals.locale, "no"));
  await expect(args.onVote).toHaveBeenCalledWith("no");
  (document.activeElement as HTMLElement | null)?.blur();
};
/** Not answered yet: both answers offered, neither pressed. */
export const Ask: Story = { play: askPlay };
export const AskRu: Story = { globals: { locale: "ru" }, play: askPlay };
export const AskSr: Story = { globals: { locale: "sr" }, play: askPlay };

const chosenPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  await expect(button(canvasElement, globals.locale, "yes")).toHaveAttribute("aria-pressed", "true");
  await expect(button(canvasElement, globals.locale, "no")).toHaveAttribute("aria-pressed", "false");
  await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
    textIn(globals.locale, "support.vote.thanks"),
  );
  // The chosen answer again changes nothing; the other one changes the vote.
  await userEvent.click(button(canvasElement, globals.locale, "yes"));
  await expect(args.onVote).not.toHaveBeenCalled();
  await userEvent.click(button(canvasElement, globals.locale, "no"));
  await expect(args.onVote).toHaveBeenCalledWith("no");
  (document.activeElement as HTMLElement | null)?.blur();
};
/** Answered "yes" here: that button pressed, thanks said, and "no" still changes it. */
export const Chosen: Story = { args: { answered: true, chosen: "yes" }, play: chosenPlay };
export const ChosenRu: Story = {
  args: { answered: true, chosen: "yes" },
  globals: { locale: "ru" },
  play: chosenPlay,
};

/** Answered on another visit: the server does not say which, so neither is pressed and both still work. */
export const AnsweredBefore: Story = {
  args: { answered: true },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      textIn(globals.locale, "support.vote.answered"),
    );
    await expect(button(canvasElement, globals.locale, "yes")).toBeEnabled();
  },
};

/** The vote on its way: both buttons rest. */
export const Voting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    for (const b of within(canvasElement).getAllByRole("button")) await expect(b).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { answered: true, chosen: "yes", error: "Произошла ошибка" },
  globals: { locale: "ru" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Произошла ошибка");
  },
};
