import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PhoneChangeForm } from "../../../ui/features/profile/phone-change-form";
import { phoneText } from "../../../ui/features/profile/phone-text";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";

const meta = {
  title: "Features/Profile/PhoneChangeForm",
  component: PhoneChangeForm,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  args: { currentPhone: "901234567", pending: false, refusal: null, onSubmit: fn(), onEdited: fn() },
} satisfies Meta<typeof PhoneChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);

const fields = (canvasElement: HTMLElement) => {
  const form = within(canvasElement).getByTestId("phone-change-form");
  return {
    form,
    phone: form.querySelector<HTMLInputElement>("input[name=phone]")!,
    password: form.querySelector<HTMLInputElement>("input[name=password]")!,
    submit: within(canvasElement).getByTestId("phone-change-submit"),
  };
};

const emptyPlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const { phone, password, submit } = fields(canvasElement);
  await expect(within(canvasElement).getByTestId("phone-change-current")).toHaveTextContent(
    textIn(globals.locale, "profile.phone.current", { current: phoneText(args.currentPhone) }).replace(
      /\s/g,
      " ",
    ),
  );
  await expect(phone).toHaveAccessibleName(new RegExp(textIn(globals.locale, "profile.phone.new")));
  await expect(phone).toHaveAccessibleDescription(textIn(globals.locale, "profile.phone.newHint"));
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(password).toHaveAccessibleName(new RegExp(textIn(globals.locale, "profile.phone.password")));
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(submit).toHaveAccessibleName(textIn(globals.locale, "profile.phone.submit"));
};

export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

/** The mask is stripped: the call gets the 9 national digits and the password. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const { phone, password, submit } = fields(canvasElement);
    await userEvent.type(phone, "935551122");
    await userEvent.type(password, "demo12345");
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: "935551122", password: "demo12345" });
  },
};

const invalidPhonePlay: Story["play"] = async ({ canvasElement, args, globals }) => {
  const { phone, password, submit } = fields(canvasElement);
  await userEvent.type(phone, "12345");
  await userEvent.type(password, "demo12345");
  await userEvent.click(submit);
  await expect(args.onSubmit).not.toHaveBeenCalled();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(textIn(globals.locale, "phone_error"));
  await expect(phone).toHaveFocus();
  phone.blur();
};
/** Not an Uzbek mobile: phone_error under the phone, before anything is sent. */
export const InvalidPhone: Story = { play: invalidPhonePlay };
export const InvalidPhoneSr: Story = { globals: { locale: "sr" }, play: invalidPhonePlay };

export const MissingPassword: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { phone, password, submit } = fields(canvasElement);
    await userEvent.type(phone, "935551122");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password).toHaveAccessibleDescription(textIn(globals.locale, "required"));
    password.blur();
  },
};

const wrongPassword = {
  code: "PASSWORD.WRONG_OLD",
  words: "Your current password does not exist or is incorrect",
};
const wrongPasswordPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const { phone, password } = fields(canvasElement);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(textIn(globals.locale, "wrong_old_password"));
  await expect(phone).not.toHaveAttribute("aria-invalid");
};
/** The server refused the password: flagged under the password until edited. */
export const WrongPassword: Story = { args: { refusal: wrongPassword }, play: wrongPasswordPlay };
export const WrongPasswordRu: Story = {
  args: { refusal: wrongPassword },
  globals: { locale: "ru" },
  play: wrongPasswordPlay,
};

/** Another account holds the number (said after its code): back here with the phone flagged. */
export const PhoneTaken: Story = {
  args: { refusal: { code: "ACCOUNT.PHONE_TAKEN", words: "taken" } },
  play: async ({ canvasElement, globals }) => {
    await expect(fields(canvasElement).phone).toHaveAccessibleDescription(
      textIn(globals.locale, "phone_taken"),
    );
  },
};

/** Too many codes asked for: the form as a whole, in the server's words when its text needs a value. */
export const Throttled: Story = {
  args: { refusal: { code: "CODE.THROTTLED", words: "Too many codes" } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      textIn(globals.locale, "code_throttled"),
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
