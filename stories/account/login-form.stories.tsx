import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginForm } from "../../ui/features/account/login-form";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";

const meta = {
  title: "Account/LoginForm",
  component: LoginForm,
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  args: { pending: false, failed: false, onSubmit: fn(), onEdited: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);

const fields = (canvasElement: HTMLElement, locale: unknown) => {
  const form = within(canvasElement).getByTestId("login-form");
  return {
    phone: form.querySelector<HTMLInputElement>("input[name=phone]")!,
    password: form.querySelector<HTMLInputElement>("input[name=password]")!,
    // Found by type: while it spins its text (and so its name) is hidden.
    submit: form.querySelector<HTMLButtonElement>("button[type=submit]")!,
    toggle: within(form).getByRole("button", { name: textIn(locale, "kit.textField.showPassword") }),
  };
};
const submitIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>("button[type=submit]")!;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "");

const emptyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const form = within(canvasElement).getByTestId("login-form");
  const phone = form.querySelector<HTMLInputElement>("input[name=phone]")!;
  const password = form.querySelector<HTMLInputElement>("input[name=password]")!;
  await expect(phone).toHaveAccessibleName(new RegExp(textIn(globals.locale, "account.login.phone")));
  await expect(password).toHaveAccessibleName(new RegExp(textIn(globals.locale, "account.login.password")));
  await expect(phone).toHaveAttribute("autocomplete", "tel");
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(password).toHaveAttribute("type", "password");
  for (const input of [phone, password]) {
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(submitIn(canvasElement)).toHaveAccessibleName(textIn(globals.locale, "account.login.submit"));
  // The show/hide toggle is labelled for screen readers.
  await expect(
    within(form).getByRole("button", { name: textIn(globals.locale, "kit.textField.showPassword") }),
  ).toBeEnabled();
};

export const Empty: Story = { play: emptyPlay };
export const EmptyRu: Story = { globals: { locale: "ru" }, play: emptyPlay };
export const EmptySr: Story = { globals: { locale: "sr" }, play: emptyPlay };

export const InvalidPhone: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password, submit } = fields(canvasElement, globals.locale);
    await userEvent.type(phone, "12345");
    await userEvent.type(password, "qurilish2024");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(phone)).toHaveTextContent(textIn(globals.locale, "phone_error"));
    await expect(phone).toHaveAccessibleDescription(textIn(globals.locale, "phone_error"));
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveFocus();
    // Blur so the baseline shows the message, not a focus ring.
    phone.blur();
  },
};

export const MissingPassword: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password, submit } = fields(canvasElement, globals.locale);
    await userEvent.type(phone, "901234567");
    await expect(phone).toHaveValue("+998 (90) 123-45-67");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // write_number_password under the password; both fields are marked (domain validateLogin names both).
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(password)).toHaveTextContent(textIn(globals.locale, "write_number_password"));
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(phone)).toBeNull();
    await expect(password).toHaveFocus();
    password.blur();
  },
};

/**
 * Editing a field clears the message; a valid form is handed on as 9 digits and the password, Enter submits.
 */
export const SubmitsValid: Story = {
  // Its point is the interaction; its end state repeats Empty with values typed.
  tags: ["no-visual"],
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password, submit } = fields(canvasElement, globals.locale);
    await userEvent.click(submit);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(phone, "93 555 00 11");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await userEvent.type(password, "qurilish2024{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: "935550011", password: "qurilish2024" });
    await expect(args.onEdited).not.toHaveBeenCalled();
  },
};

export const PasswordToggle: Story = {
  // Its point is the interaction; its end state repeats Empty.
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    const { password, toggle } = fields(canvasElement, globals.locale);
    await userEvent.type(password, "secret");
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute("type", "text");
    await waitFor(() =>
      expect(toggle).toHaveAccessibleName(textIn(globals.locale, "kit.textField.hidePassword")),
    );
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute("type", "password");
  },
};

/**
 * The server turned the login down: both fields are flagged, with no message (the toast carries the detail).
 */
export const ServerFailure: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password } = fields(canvasElement, globals.locale);
    for (const input of [phone, password]) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const [r = 0, g = 0, b = 0] = (getComputedStyle(input).borderColor.match(/\d+/g) ?? []).map(Number);
      await expect(r - Math.max(g, b)).toBeGreaterThan(100);
    }
    await expect(args.onEdited).not.toHaveBeenCalled();
  },
};

export const ServerFailureClearsOnTyping: Story = {
  // Its point is the interaction; its end state repeats Empty with a value typed.
  tags: ["no-visual"],
  args: { failed: true },
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password } = fields(canvasElement, globals.locale);
    await userEvent.type(password, "x");
    for (const input of [phone, password]) await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await userEvent.type(password, "y");
    await userEvent.type(phone, "90");
    // Told once, on the first change after the failure.
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

export const ServerFailureClearsOnPhone: Story = {
  // Its point is the interaction; its end state repeats Empty with a value typed.
  tags: ["no-visual"],
  args: { failed: true },
  play: async ({ canvasElement, globals, args }) => {
    const { phone, password } = fields(canvasElement, globals.locale);
    await userEvent.type(phone, "9");
    for (const input of [phone, password]) await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, globals, args }) => {
    const submit = submitIn(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute("data-loading");
    await expect(within(canvasElement).getByTestId("login-form")).toHaveAttribute("aria-busy", "true");
    // Enter in a field does not send a second request while the first one runs.
    const { phone, password } = fields(canvasElement, globals.locale);
    await userEvent.type(phone, "901234567");
    await userEvent.type(password, "qurilish2024{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
