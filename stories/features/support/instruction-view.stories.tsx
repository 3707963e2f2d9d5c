import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { InstructionPage } from "../../../ui/features/support/instruction-view";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { demoInstruction, textIn, withRouter } from "./demo";

// `filled` stands for the demo instruction, built in the toolbar language.
type Args = Omit<Parameters<typeof InstructionPage>[0], "instruction"> & {
  filled: boolean;
  answered: boolean;
};

const meta = {
  title: "Features/Support/InstructionPage",
  decorators: [withRouter],
  args: {
    status: "ready",
    filled: true,
    answered: false,
    chosen: null,
    voting: false,
    voteError: null,
    onVote: fn(),
    onRetry: fn(),
  },
  render: ({ filled, answered, ...args }, { globals }) => (
    <Box maxW="3xl">
      <InstructionPage {...args} instruction={filled ? demoInstruction(globals.locale, 1, answered) : null} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const back = async (canvasElement: HTMLElement, locale: unknown) => {
  const link = within(canvasElement).getByTestId("instructions-back");
  await expect(link).toHaveAttribute("href", "/profile/instruction");
  await expect(link).toHaveTextContent(textIn(locale, "support.instructions.back"));
};

const readyPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  await back(canvasElement, globals.locale);
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
    demoInstruction(globals.locale).title,
  );
  // The HTML arrives as its elements: a paragraph and a list of three steps.
  const view = canvas.getByTestId("instruction-view");
  await expect(view.querySelectorAll("li")).toHaveLength(3);
  await userEvent.click(canvas.getByRole("button", { name: textIn(globals.locale, "support.vote.yes") }));
  await expect(args.onVote).toHaveBeenCalledWith("yes");
  (document.activeElement as HTMLElement | null)?.blur();
};
/** The instruction: a way back, its title as the heading inside the page, its text and the vote. */
export const Ready: Story = { play: readyPlay };
export const ReadyRu: Story = { globals: { locale: "ru" }, play: readyPlay };
export const ReadySr: Story = { globals: { locale: "sr" }, play: readyPlay };

/** Voted "no" just now: that answer pressed. */
export const VotedNo: Story = {
  args: { answered: true, chosen: "no" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "support.vote.no") }),
    ).toHaveAttribute("aria-pressed", "true");
  },
};

/** HTML with a script and an inline handler is shown without them. */
export const SanitisedHtml: Story = {
  args: { filled: false },
  render: (args) => (
    <Box maxW="3xl">
      <InstructionPage
        {...args}
        instruction={{
          id: 9,
          title: "HTML",
          content: '<p onclick="alert(1)">Safe text</p><script>window.__pwned = true</script>',
          answered: false,
        }}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement).getByTestId("instruction-view");
    await expect(view).toHaveTextContent("Safe text");
    await expect(view.querySelector("script")).toBeNull();
    await expect(view.querySelector("[onclick]")).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    await back(canvasElement, globals.locale);
    const busy = within(canvasElement).getByTestId("instruction-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.instruction.loading"));
  },
};

const missingPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await back(canvasElement, globals.locale);
  const missing = within(canvasElement).getByTestId("instruction-missing");
  await expect(missing).toHaveTextContent(textIn(globals.locale, "support.instruction.missing"));
  await expect(missing).toHaveTextContent(textIn(globals.locale, "support.instruction.missingText"));
};
/** An unknown id: said in place of the instruction, with the way back to the list. */
export const Missing: Story = { args: { status: "missing", filled: false }, play: missingPlay };
export const MissingRu: Story = {
  args: { status: "missing", filled: false },
  globals: { locale: "ru" },
  play: missingPlay,
};
export const MissingSr: Story = {
  args: { status: "missing", filled: false },
  globals: { locale: "sr" },
  play: missingPlay,
};

export const Failed: Story = {
  args: { status: "error", filled: false },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.instruction.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  args: { answered: true, chosen: "yes" },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
