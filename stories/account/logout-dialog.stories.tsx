import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LogoutDialog } from "../../ui/features/account/logout-dialog";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { readyDialog } from "../support/dialog";

// The dialog is portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so the screenshot covers it (as in the kit's Modal stories).
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

const meta = {
  title: "Account/LogoutDialog",
  component: LogoutDialog,
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
  args: { open: true, pending: false, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);
const dialog = () => screen.findByRole("dialog");
const buttons = async (locale: unknown) => {
  const el = await dialog();
  return {
    cancel: within(el).getByRole("button", { name: textIn(locale, "account.logout.cancel") }),
    // While it spins, its text is hidden (and so is its name): found by its text.
    confirm: within(el)
      .getAllByRole("button")
      .find((b) => b.textContent === textIn(locale, "account.logout.confirm"))!,
  };
};

const openPlay: Story["play"] = async ({ globals, args }) => {
  const el = await dialog();
  // The panel fades in.
  await waitFor(() => expect(el).toBeVisible());
  await expect(el).toHaveAccessibleName(textIn(globals.locale, "account.logout.title"));
  await expect(el).toHaveTextContent(textIn(globals.locale, "account.logout.text"));
  const { cancel, confirm } = await buttons(globals.locale);
  // Cancel has the first focus, so an accidental Enter keeps the visitor signed in.
  await waitFor(() => expect(cancel).toHaveFocus());
  await expect(confirm).toBeEnabled();
  await expect(confirm).toHaveAccessibleName(textIn(globals.locale, "account.logout.confirm"));
  // Log out is the solid red button.
  const [r = 0, g = 0, b = 0] = (getComputedStyle(confirm).backgroundColor.match(/\d+/g) ?? []).map(Number);
  await expect(r - Math.max(g, b)).toBeGreaterThan(100);
  await expect(args.onCancel).not.toHaveBeenCalled();
  await expect(args.onConfirm).not.toHaveBeenCalled();
};

export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ globals, args }) => {
    const { cancel, confirm } = await buttons(globals.locale);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute("data-loading");
    await expect(cancel).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await userEvent.keyboard("{Escape}");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("dialog")).toBeVisible());
  },
};

export const CancelCalls: Story = {
  // Its point is the interaction; its end state repeats Open.
  tags: ["no-visual"],
  play: async ({ globals, args }) => {
    const { cancel } = await buttons(globals.locale);
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmCalls: Story = {
  // Its point is the interaction; its end state repeats Open.
  tags: ["no-visual"],
  play: async ({ globals, args }) => {
    const { confirm } = await buttons(globals.locale);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  // Its point is the interaction; its end state repeats Open.
  tags: ["no-visual"],
  play: async ({ args }) => {
    await readyDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  // Nothing to see: an empty page.
  tags: ["no-visual"],
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};
