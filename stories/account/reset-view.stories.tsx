import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { authViewChosen } from "../../application/account/auth-view.model";
import { $resetStep } from "../../application/account/password-reset.model";
import { DEMO_CODE } from "../../adapters/fake/fake-auth-flows.gateway";
import { LoginModal } from "../../ui/features/account/login-modal";
import { ResetView, type ResetViewProps } from "../../ui/features/account/reset-view";
import { useAuthFlows } from "../../ui/layout/use-auth-flows";
import { appStory } from "../support/app-story";
import {
  formColumn,
  frozenClock,
  messageOf,
  SENT_LONG_AGO,
  SENT_RECENTLY,
  textIn,
} from "./flow-story-helpers";

const PHONE = "901234567";

const meta = {
  title: "Account/ResetView",
  component: ResetView,
  decorators: [formColumn, frozenClock],
  args: {
    step: "phone",
    pending: false,
    failed: false,
    phone: "",
    sentAt: SENT_RECENTLY,
    onPhoneSubmit: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onPasswordSubmit: fn(),
    onEdited: fn(),
    onChangePhone: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof ResetView>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>("button[type=submit]")!;
const blurAll = () => (document.activeElement as HTMLElement | null)?.blur();

// ----- step 1: phone -----

const phonePlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  const phone = field(canvasElement, "phone");
  await expect(phone).toHaveAccessibleName(new RegExp(textIn(globals.locale, "account.reset.phone")));
  await expect(phone).toBeRequired();
  await waitFor(() => expect(phone).toHaveFocus());
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "account.reset.phoneHint"));
  await expect(submitIn(canvasElement)).toHaveAccessibleName(
    textIn(globals.locale, "account.reset.sendCode"),
  );
  await userEvent.click(within(canvasElement).getByTestId("to-login"));
  await expect(args.onLogin).toHaveBeenCalledTimes(1);
  blurAll();
};

export const Phone: Story = { play: phonePlay };
export const PhoneRu: Story = { globals: { locale: "ru" }, play: phonePlay };
export const PhoneSr: Story = { globals: { locale: "sr" }, play: phonePlay };

/** Spec section 5: the phone is required, then at least 9 characters. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const phone = field(canvasElement, "phone");
    await userEvent.click(submitIn(canvasElement));
    await expect(messageOf(phone)).toHaveTextContent(textIn(globals.locale, "required"));
    await userEvent.type(phone, "9012");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await userEvent.click(submitIn(canvasElement));
    await expect(args.onPhoneSubmit).not.toHaveBeenCalled();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(messageOf(phone)).toHaveTextContent(textIn(globals.locale, "min_length", { min: 9 }));
    await expect(phone).toHaveFocus();
    phone.blur();
  },
};

export const PhoneSubmits: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, "phone"), "90 123 45 67{Enter}");
    await expect(args.onPhoneSubmit).toHaveBeenCalledWith(PHONE);
  },
};

/** The request was refused: the phone stays flagged until edited, filled in as it was sent. */
export const PhoneRefused: Story = {
  args: { failed: true, phone: PHONE },
  play: async ({ canvasElement, args }) => {
    const phone = field(canvasElement, "phone");
    await expect(phone).toHaveValue("+998 (90) 123-45-67");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(args.onEdited).not.toHaveBeenCalled();
    phone.blur();
  },
};

export const PhoneRefusedClearsOnEdit: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { failed: true, phone: PHONE },
  play: async ({ canvasElement, args }) => {
    const phone = field(canvasElement, "phone");
    await userEvent.type(phone, "{Backspace}");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await expect(args.onEdited).toHaveBeenCalledTimes(1);
  },
};

export const PhonePending: Story = {
  args: { pending: true, phone: PHONE },
  play: async ({ canvasElement, args }) => {
    await expect(submitIn(canvasElement)).toBeDisabled();
    await userEvent.type(field(canvasElement, "phone"), "{Enter}");
    await expect(args.onPhoneSubmit).not.toHaveBeenCalled();
    blurAll();
  },
};

// ----- step 2: code -----

const codePlay: Story["play"] = async ({ canvasElement, globals, args }) => {
  await waitFor(() => expect(field(canvasElement, "code")).toHaveFocus());
  await expect(canvasElement).toHaveTextContent(
    textIn(globals.locale, "account.code.hint", { number: "+998 (90) 123-45-67" }),
  );
  await userEvent.click(within(canvasElement).getByTestId("change-phone"));
  await expect(args.onChangePhone).toHaveBeenCalledTimes(1);
  blurAll();
};

export const Code: Story = { args: { step: "code", phone: PHONE }, play: codePlay };
export const CodeRu: Story = { ...Code, globals: { locale: "ru" } };
export const CodeSr: Story = { ...Code, globals: { locale: "sr" } };

export const CodeRefused: Story = {
  args: { step: "code", phone: PHONE, failed: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "code")).toHaveAttribute("aria-invalid", "true");
    blurAll();
  },
};

export const CodeResend: Story = {
  args: { step: "code", phone: PHONE, sentAt: SENT_LONG_AGO },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId("code-resend"));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    blurAll();
  },
};

export const CodeSubmits: Story = {
  // Its point is the interaction.
  tags: ["no-visual"],
  args: { step: "code", phone: PHONE },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, "code"), DEMO_CODE);
    await expect(args.onCodeSubmit).toHaveBeenCalledWith(DEMO_CODE);
  },
};

// ----- step 3: new password -----

const passwordPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const password = field(canvasElement, "password");
  await waitFor(() => expect(password).toHaveFocus());
  await expect(messageOf(password)).toHaveTextContent(
    textIn(globals.locale, "account.password.hint", { min: 6 }),
  );
  await expect(submitIn(canvasElement)).toHaveAccessibleName(textIn(globals.locale, "account.reset.submit"));
  password.blur();
};

export const NewPassword: Story = { args: { step: "password", phone: PHONE }, play: passwordPlay };
export const NewPasswordRu: Story = { ...NewPassword, globals: { locale: "ru" } };
export const NewPasswordSr: Story = { ...NewPassword, globals: { locale: "sr" } };

/** A reset asks for 6 characters (spec section 9). */
export const NewPasswordTooShort: Story = {
  args: { step: "password", phone: PHONE },
  play: async ({ canvasElement, globals, args }) => {
    const password = field(canvasElement, "password");
    await userEvent.type(password, "12345");
    await userEvent.type(field(canvasElement, "confirmation"), "12345{Enter}");
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
    await expect(messageOf(password)).toHaveTextContent(textIn(globals.locale, "min_password", { min: 6 }));
    password.blur();
  },
};

export const NewPasswordSubmits: Story = {
  // Its point is the interaction: six characters are enough here.
  tags: ["no-visual"],
  args: { step: "password", phone: PHONE },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement, "password"), "yangi1");
    await userEvent.type(field(canvasElement, "confirmation"), "yangi1{Enter}");
    await expect(args.onPasswordSubmit).toHaveBeenCalledWith({ password: "yangi1", confirmation: "yangi1" });
  },
};

/** The change was refused: both password fields are flagged (spec section 8). */
export const NewPasswordRefused: Story = {
  args: { step: "password", phone: PHONE, failed: true },
  play: async ({ canvasElement }) => {
    for (const name of ["password", "confirmation"])
      await expect(field(canvasElement, name)).toHaveAttribute("aria-invalid", "true");
    // The step focuses its first field once mounted; the picture shows the fields at rest.
    await waitFor(() => expect(field(canvasElement, "password")).toHaveFocus());
    blurAll();
  },
};

export const NewPasswordPending: Story = {
  args: { step: "password", phone: PHONE, pending: true },
  play: async ({ canvasElement }) => {
    await expect(submitIn(canvasElement)).toBeDisabled();
    await expect(submitIn(canvasElement)).toHaveAttribute("data-loading");
    await waitFor(() => expect(field(canvasElement, "password")).toHaveFocus());
    blurAll();
  },
};

// ----- step 4 -----

export const Done: Story = {
  args: { step: "done", phone: PHONE },
  play: async ({ canvasElement, globals, args }) => {
    const heading = within(canvasElement).getByRole("heading", {
      name: textIn(globals.locale, "account.reset.done.title"),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: textIn(globals.locale, "account.reset.done.login") }),
    );
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    blurAll();
  },
};
export const DoneRu: Story = { ...Done, globals: { locale: "ru" } };
export const DoneSr: Story = { ...Done, globals: { locale: "sr" } };

// ----- wired to the real model over the fakes -----

function Connected() {
  const { reset } = useAuthFlows("uz");
  return <ResetView {...reset!} onLogin={() => undefined} />;
}

/** The whole reset against the fake gateway: phone, the demo code typed (sent on the 6th digit), password. */
export const WholeFlow: StoryObj<Partial<ResetViewProps>> = {
  // Its point is the interaction with the model.
  tags: ["no-visual"],
  ...appStory,
  decorators: appStory.decorators,
  parameters: {
    app: { layout: false, prepare: (scope: Scope) => allSettled(authViewChosen, { scope, params: "reset" }) },
  },
  render: () => <Connected />,
  play: async ({ canvasElement, loaded }) => {
    const scope = (loaded as { scope: Scope }).scope;
    await userEvent.type(field(canvasElement, "phone"), `${PHONE}{Enter}`);
    await waitFor(() => expect(scope.getState($resetStep)).toBe("code"));
    await waitFor(() => expect(field(canvasElement, "code")).toHaveFocus());
    await userEvent.keyboard(DEMO_CODE);
    await waitFor(() => expect(scope.getState($resetStep)).toBe("password"));
    await waitFor(() => expect(field(canvasElement, "password")).toHaveFocus());
    await userEvent.keyboard("yangi123");
    await userEvent.type(field(canvasElement, "confirmation"), "yangi123{Enter}");
    await waitFor(() => expect(scope.getState($resetStep)).toBe("done"));
    await expect(within(canvasElement).getByTestId("flow-done")).toBeVisible();
  },
};

// ----- inside the modal -----

// The modal is portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so the screenshot covers it (as in the Account/LoginModal stories).
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

/** The password view in the modal, with the promo panel beside it from the md breakpoint on. */
export const InModal: StoryObj<typeof LoginModal> = {
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn(), onSubmit: fn(), onViewChange: fn() },
  render: (args) => (
    <LoginModal {...args} view="reset" reset={{ ...meta.args, step: "code", phone: PHONE }} />
  ),
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "account.reset.title"));
    await waitFor(() => expect(dialog.querySelector("input[name=code]")).toHaveFocus());
    await userEvent.click(within(dialog).getByTestId("to-login"));
    await expect(args.onViewChange).toHaveBeenCalledWith("login");
    blurAll();
  },
};
export const InModalSr: StoryObj<typeof LoginModal> = { ...InModal, globals: { locale: "sr" } };

/** The login view's "Forgot password?" link. */
export const FromLogin: StoryObj<typeof LoginModal> = {
  // Its point is the interaction; the login view's looks are Account/LoginModal's.
  tags: ["no-visual"],
  decorators: [fullHeight],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn(), onSubmit: fn(), onViewChange: fn() },
  render: (args) => <LoginModal {...args} />,
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole("dialog");
    const link = within(dialog).getByRole("button", { name: textIn(globals.locale, "account.login.forgot") });
    await userEvent.click(link);
    await expect(args.onViewChange).toHaveBeenCalledWith("reset");
  },
};
