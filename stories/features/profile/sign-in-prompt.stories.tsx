import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SignInPrompt } from "../../../ui/features/profile/sign-in-prompt";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";

const meta = {
  title: "Features/Profile/SignInPrompt",
  component: SignInPrompt,
  args: { checking: false, onLogin: fn() },
} satisfies Meta<typeof SignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);

/** While the stored session is restored: a labelled spinner and nothing to click. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(textIn(globals.locale, "profile.checking"))).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

const signedOutPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "profile.signIn.title"),
  );
  await expect(canvas.getByText(textIn(globals.locale, "profile.signIn.text"))).toBeVisible();
  const button = canvas.getByRole("button", { name: textIn(globals.locale, "header.login") });
  await expect(args.onLogin).not.toHaveBeenCalled();
  await userEvent.click(button);
  await expect(args.onLogin).toHaveBeenCalledTimes(1);
  // Blur so the baseline shows the resting button.
  button.blur();
};

export const SignedOut: Story = { play: signedOutPlay };
export const SignedOutRu: Story = { globals: { locale: "ru" }, play: signedOutPlay };
export const SignedOutSr: Story = { globals: { locale: "sr" }, play: signedOutPlay };
