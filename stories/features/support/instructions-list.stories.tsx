import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { InstructionsView } from "../../../ui/features/support/instructions-list";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { demoInstructions, textIn, withRouter } from "./demo";

// `filled` stands for the demo instructions, built in the toolbar language.
type Args = Omit<Parameters<typeof InstructionsView>[0], "items"> & { filled: boolean };

const meta = {
  title: "Features/Support/InstructionsView",
  decorators: [withRouter],
  args: { status: "ready", filled: true, onRetry: fn() },
  render: ({ filled, ...args }, { globals }) => (
    <Box maxW="2xl">
      <InstructionsView {...args} items={filled ? demoInstructions(globals.locale) : []} />
    </Box>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const listPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const links = within(canvasElement).getAllByTestId("instruction-link");
  const demo = demoInstructions(globals.locale);
  await expect(links.map((a) => a.getAttribute("href"))).toEqual([
    "/profile/instruction/1",
    "/profile/instruction/2",
    "/profile/instruction/3",
  ]);
  await expect(links[0]).toHaveTextContent(demo[0]!.title);
  await expect(links[0]).toHaveTextContent(demo[0]!.description);
  // An instruction without a description shows its title alone.
  await expect(links[2]!.textContent).toBe(demo[2]!.title);
};
/** Each instruction links to its own page, /profile/instruction/<id>. */
export const List: Story = { play: listPlay };
export const ListRu: Story = { globals: { locale: "ru" }, play: listPlay };
export const ListSr: Story = { globals: { locale: "sr" }, play: listPlay };

export const Loading: Story = {
  args: { status: "pending", filled: false },
  play: async ({ canvasElement, globals }) => {
    const busy = within(canvasElement).getByTestId("instructions-loading");
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toHaveTextContent(textIn(globals.locale, "support.instructions.loading"));
  },
};

export const Empty: Story = {
  args: { filled: false },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("instructions-empty")).toHaveTextContent(
      textIn(globals.locale, "support.instructions.empty"),
    );
  },
};

export const Failed: Story = {
  args: { status: "error", filled: false },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "support.instructions.error"));
    await userEvent.click(
      within(alert).getByRole("button", { name: textIn(globals.locale, "support.retry") }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
