import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LoginModal } from "../../ui/features/account/login-modal";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { readyDialog } from "../support/dialog";

// The modal is portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so the screenshot covers it (as in the kit's Modal stories).
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

const meta = {
  title: "Account/LoginModal",
  component: LoginModal,
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
  args: { open: true, pending: false, failed: false, onClose: fn(), onSubmit: fn(), onEdited: fn() },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);
// The promo panel shows from Chakra's md breakpoint (48em) up.
const wide = () => window.matchMedia("(min-width: 48em)").matches;

const openPlay: Story["play"] = async ({ globals }) => {
  const el = await screen.findByRole("dialog");
  // The panel fades in.
  await waitFor(() => expect(el).toBeVisible());
  await expect(el).toHaveAccessibleName(textIn(globals.locale, "account.login.title"));
  const form = within(el).getByTestId("login-form");
  // The phone field has the first focus.
  await waitFor(() => expect(form.querySelector("input[name=phone]")).toHaveFocus());
  const promo = within(el).getByTestId("login-promo");
  for (const id of [
    "account.promo.title",
    "account.promo.cashback",
    "account.promo.points",
    "account.promo.tracking",
  ]) {
    await expect(promo).toHaveTextContent(textIn(globals.locale, id));
  }
  if (wide()) {
    await waitFor(() => expect(promo).toBeVisible());
    // On the right of the form.
    await expect(promo.getBoundingClientRect().left).toBeGreaterThan(form.getBoundingClientRect().right);
  } else {
    await expect(promo).not.toBeVisible();
  }
};

export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

export const ServerFailure: Story = {
  args: { failed: true },
  play: async () => {
    const el = await screen.findByRole("dialog");
    for (const name of ["phone", "password"]) {
      await expect(el.querySelector(`input[name=${name}]`)).toHaveAttribute("aria-invalid", "true");
    }
  },
};

export const SubmitsFromModal: Story = {
  // Its point is the interaction; its end state repeats Open with values typed.
  tags: ["no-visual"],
  play: async ({ args }) => {
    const el = await screen.findByRole("dialog");
    const phone = el.querySelector<HTMLInputElement>("input[name=phone]")!;
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.keyboard("901234567");
    await userEvent.type(el.querySelector<HTMLInputElement>("input[name=password]")!, "qurilish2024{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: "901234567", password: "qurilish2024" });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ClosesOnEscape: Story = {
  // Its point is the interaction; its end state repeats Open.
  tags: ["no-visual"],
  play: async ({ args }) => {
    await readyDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};
