import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PasswordChangeForm } from "../../../ui/features/profile/password-change-form";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";

const meta = {
  title: "Features/Profile/PasswordChangeForm",
  component: PasswordChangeForm,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: { pending: false, refusal: null, done: null, onSubmit: fn(), onEdited: fn() },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);

const fields = (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByTestId("password-change-form");
  const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  return {
    form,
    old: input("oldPassword"),
    next: input("newPassword"),
    confirmation: input("confirmation"),
    submit: within(canvasElement).getByTestId("password-change-submit"),
  };
};
const fill = async (canvasElement: HTMLElement, old: string, next: string, confirmation: string) => {
  const f = fields(canvasElement);
  if (old) await userEvent.type(f.old, old);
  if (next) await userEvent.type(f.next, next);
  if (confirmation) await userEvent.type(f.confirmation, confirmation);
  await userEvent.click(f.submit);
  return f;
};

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { old, next, confirmation, submit } = fields(canvasElement);
  const labels = ["profile.password.old", "profile.password.new", "profile.password.confirm"];
  for (const [i, input] of [old, next, confirmation].entries()) {
    await expect(input).toHaveAccessibleName(new RegExp(textIn(globals.locale, labels[i]!)));
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toBeRequired();
    await expect(input).toHaveValue("");
  }
  await expect(old).toHaveAttribute("autocomplete", "current-password");
  await expect(next).toHaveAttribute("autocomplete", "new-password");
  await expect(next).toHaveAccessibleDescription(
    textIn(globals.locale, "profile.password.newHint", { min: 6 }),
  );
  await expect(submit).toHaveAccessibleName(textIn(globals.locale, "profile.password.submit"));
};

export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, "demo12345", "yangi-parol", "yangi-parol");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: "demo12345",
      newPassword: "yangi-parol",
      confirmation: "yangi-parol",
    });
  },
};

/** The old password is required. */
export const MissingOld: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { old } = await fill(canvasElement, "", "yangi-parol", "yangi-parol");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(old).toHaveAccessibleDescription(textIn(globals.locale, "required"));
    await expect(old).toHaveFocus();
    old.blur();
  },
};

const shortPlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const { next, confirmation } = await fill(canvasElement, "demo12345", "abc", "abc");
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await expect(next).toHaveAttribute("aria-invalid", "true");
  await expect(next).toHaveAccessibleDescription(textIn(globals.locale, "min_password", { min: 6 }));
  await expect(confirmation).not.toHaveAttribute("aria-invalid");
  next.blur();
};
/** Under 6 characters: min_password under the new password. */
export const TooShort: Story = { play: shortPlay };
export const TooShortSr: Story = { globals: { locale: "sr" }, play: shortPlay };

/** The confirmation differs: password_error under it, and both new fields marked. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { next, confirmation } = await fill(canvasElement, "demo12345", "yangi-parol", "yangi-parom");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(confirmation).toHaveAccessibleDescription(textIn(globals.locale, "password_error"));
    await expect(next).toHaveAttribute("aria-invalid", "true");
    await expect(confirmation).toHaveAttribute("aria-invalid", "true");
    confirmation.blur();
  },
};

const wrongOld = {
  code: "PASSWORD.WRONG_OLD",
  words: "Your current password does not exist or is incorrect",
};
const wrongOldPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { old, next } = fields(canvasElement);
  await expect(old).toHaveAttribute("aria-invalid", "true");
  await expect(old).toHaveAccessibleDescription(textIn(globals.locale, "wrong_old_password"));
  await expect(next).not.toHaveAttribute("aria-invalid");
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};
/** The server's "wrong old password": the old-password field is flagged with the spec's message. */
export const WrongOld: Story = { args: { refusal: wrongOld }, play: wrongOldPlay };
export const WrongOldRu: Story = {
  args: { refusal: wrongOld },
  globals: { locale: "ru" },
  play: wrongOldPlay,
};
export const WrongOldSr: Story = {
  args: { refusal: wrongOld },
  globals: { locale: "sr" },
  play: wrongOldPlay,
};

/** Typing again clears the flag and tells the container once. */
export const WrongOldClearsOnEdit: Story = {
  tags: ["no-visual"],
  args: { refusal: wrongOld },
  play: async ({ canvasElement, args }) => {
    const { old } = fields(canvasElement);
    await userEvent.type(old, "ab");
    await expect(old).not.toHaveAttribute("aria-invalid");
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

/** A field the server named (the contract's new_password) is flagged with a plain "please check". */
export const FieldRefused: Story = {
  args: { refusal: { code: "FIELD.INVALID", params: { field: "new_password" }, words: "…" } },
  play: async ({ canvasElement, globals }) => {
    await expect(fields(canvasElement).next).toHaveAccessibleDescription(
      textIn(globals.locale, "profile.form.invalidValue"),
    );
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const { form, submit } = fields(canvasElement);
    await expect(form).toHaveAttribute("aria-busy", "true");
    await expect(submit).toBeDisabled();
  },
};

const donePlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const status = within(canvasElement).getByRole("status");
  await expect(status).toHaveTextContent(args.done || textIn(globals.locale, "password_changed"));
  await expect(fields(canvasElement).old).toHaveValue("");
};
/** Changed: the server's own words as a status. */
export const Done: Story = { args: { done: "Парол ўзгартирилди" }, play: donePlay };
/** Changed, and the server sent no words: the catalog's. */
export const DoneRu: Story = { args: { done: "" }, globals: { locale: "ru" }, play: donePlay };

/** A server that is down: the generic error above the button. */
export const ServerDown: Story = {
  args: { refusal: { code: null, words: null } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "an_error_occurred"),
    );
  },
};
