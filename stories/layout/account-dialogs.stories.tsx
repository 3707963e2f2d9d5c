import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Box, VisuallyHidden } from "@chakra-ui/react";
import { allSettled, type Scope } from "effector";
import { useLocation } from "react-router-dom";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { $loginFailed, loginSubmitted } from "../../application/account/login.model";
import {
  $account,
  $loginOpen,
  $logoutOpen,
  $sessionStatus,
  loginOpened,
  logoutRequested,
} from "../../application/account/session.model";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import AccountDialogs from "../../ui/layout/account-dialogs";
import { appStory } from "../support/app-story";

// The dialogs are portalled into document.body and drawn fixed over the viewport; the story root is given the
// viewport's height so the screenshot covers it (as in the Account/LoginModal stories).
const fullHeight: Decorator = (Story) => (
  <Box minH="100vh">
    <Story />
  </Box>
);

/** Shows the route, so a story can see where logging out leads. */
function RouteProbe() {
  return <VisuallyHidden data-testid="route">{useLocation().pathname}</VisuallyHidden>;
}

const meta = {
  title: "Layout/AccountDialogs",
  component: AccountDialogs,
  ...appStory,
  decorators: [fullHeight, ...appStory.decorators],
  parameters: { layout: "fullscreen", app: { layout: false } },
  render: () => (
    <>
      <AccountDialogs />
      <RouteProbe />
    </>
  ),
} satisfies Meta<typeof AccountDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string) => createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id);
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The dialogs' code loads on demand; the first load in a cold dev server can take longer than findBy's
// second.
const LAZY = { timeout: 5000 };

const openLogin = (scope: Scope) => allSettled(loginOpened, { scope });
const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
const askLogout = async (scope: Scope) => {
  await signIn(scope);
  await allSettled(logoutRequested, { scope });
};

/** The login modal, shown (its code loaded on demand), its fields empty and the phone field focused. */
const loginPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const dialog = await bodyOf(canvasElement).findByRole("dialog", {}, LAZY);
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "account.login.title"));
  await waitFor(() => expect(dialog.querySelector("input[name=phone]")).toHaveFocus());
  for (const name of ["phone", "password"]) {
    await expect(dialog.querySelector(`input[name=${name}]`)).not.toHaveAttribute("aria-invalid", "true");
  }
};

export const LoginOpen: Story = {
  parameters: { app: { layout: false, prepare: openLogin } },
  play: loginPlay,
};
export const LoginOpenRu: Story = {
  parameters: { app: { layout: false, prepare: openLogin } },
  globals: { locale: "ru" },
  play: loginPlay,
};

/** Nothing asked for: nothing shown, and no dialog code loaded. */
export const Closed: Story = {
  // Nothing to see: an empty page.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

const typeLogin = async (canvasElement: HTMLElement, phone: string, password: string) => {
  const dialog = await bodyOf(canvasElement).findByRole("dialog", {}, LAZY);
  const phoneInput = dialog.querySelector<HTMLInputElement>("input[name=phone]")!;
  const passwordInput = dialog.querySelector<HTMLInputElement>("input[name=password]")!;
  await waitFor(() => expect(phoneInput).toHaveFocus());
  await userEvent.type(phoneInput, phone);
  await userEvent.type(passwordInput, password);
  await userEvent.click(dialog.querySelector<HTMLButtonElement>("button[type=submit]")!);
  return { dialog, phoneInput, passwordInput };
};

/** The demo credentials sign in: the session holds the demo user, the modal closes and a toast says so. */
export const LogsIn: Story = {
  // Its point is the interaction; its end state is an empty page with a toast.
  tags: ["no-visual"],
  parameters: { app: { layout: false, prepare: openLogin } },
  play: async ({ canvasElement, globals, loaded }) => {
    const scope = scopeOf(loaded);
    await typeLogin(canvasElement, "901234567", "demo12345");
    await waitFor(() => expect(scope.getState($account)).toEqual(DEMO_ACCOUNT));
    await expect(scope.getState($sessionStatus)).toBe("signed-in");
    await expect(scope.getState($loginOpen)).toBe(false);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull());
    // The toast slides in.
    const toast = await bodyOf(canvasElement).findByText(textIn(globals.locale, "login_successfully"));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A refused login keeps the modal open and flags both fields; editing one clears the flags. */
export const WrongPassword: Story = {
  // Its point is the interaction; the flagged fields' look is in Account/LoginModal ServerFailure.
  tags: ["no-visual"],
  parameters: { app: { layout: false, prepare: openLogin } },
  play: async ({ canvasElement, loaded }) => {
    const scope = scopeOf(loaded);
    const { dialog, phoneInput, passwordInput } = await typeLogin(
      canvasElement,
      "901234567",
      "wrong-password",
    );
    await waitFor(() => expect(scope.getState($loginFailed)).toBe(true));
    for (const input of [phoneInput, passwordInput]) {
      await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    }
    await expect(scope.getState($account)).toBeNull();
    await expect(dialog).toBeVisible();
    // The server's words come as a toast.
    const toast = await bodyOf(canvasElement).findByText(
      "No active account found with the given credentials",
    );
    await waitFor(() => expect(toast).toBeVisible());
    await userEvent.type(passwordInput, "x");
    for (const input of [phoneInput, passwordInput])
      await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await expect(scope.getState($loginFailed)).toBe(false);
  },
};

/** The log-out confirmation, asked for by a signed-in shopper. */
const logoutPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const dialog = await bodyOf(canvasElement).findByRole("dialog", {}, LAZY);
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveAccessibleName(textIn(globals.locale, "account.logout.title"));
  await expect(
    within(dialog).getByRole("button", { name: textIn(globals.locale, "account.logout.cancel") }),
  ).toBeEnabled();
  await expect(scopeOf(loaded).getState($account)).toEqual(DEMO_ACCOUNT);
};

export const LogoutOpen: Story = {
  parameters: { app: { layout: false, prepare: askLogout } },
  play: logoutPlay,
};
export const LogoutOpenSr: Story = {
  parameters: { app: { layout: false, prepare: askLogout } },
  globals: { locale: "sr" },
  play: logoutPlay,
};

const confirmLogout = async (canvasElement: HTMLElement, locale: unknown) => {
  const dialog = await bodyOf(canvasElement).findByRole("dialog", {}, LAZY);
  await waitFor(() => expect(dialog).toBeVisible());
  await userEvent.click(
    within(dialog).getByRole("button", { name: textIn(locale, "account.logout.confirm") }),
  );
};

/** Confirming clears the session and closes the dialog; on an open page the route stays. */
export const LogoutConfirmed: Story = {
  // Its point is the interaction; its end state is an empty page.
  tags: ["no-visual"],
  parameters: { app: { layout: false, path: "/products", prepare: askLogout } },
  play: async ({ canvasElement, globals, loaded }) => {
    const scope = scopeOf(loaded);
    const route = bodyOf(canvasElement).getByTestId("route").textContent;
    await confirmLogout(canvasElement, globals.locale);
    await waitFor(() => expect(scope.getState($account)).toBeNull());
    await expect(scope.getState($sessionStatus)).toBe("guest");
    await expect(scope.getState($logoutOpen)).toBe(false);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(bodyOf(canvasElement).getByTestId("route")).toHaveTextContent(route ?? "");
  },
};

/** Logging out inside a signed-in area (the profile) leads home, in the same language. */
export const LogoutFromProfileGoesHome: Story = {
  // Its point is the interaction; its end state is an empty page.
  tags: ["no-visual"],
  globals: { locale: "sr" },
  parameters: { app: { layout: false, path: "/profile/cards", prepare: askLogout } },
  play: async ({ canvasElement, globals, loaded }) => {
    const scope = scopeOf(loaded);
    await expect(bodyOf(canvasElement).getByTestId("route")).toHaveTextContent("/sr/profile/cards");
    await confirmLogout(canvasElement, globals.locale);
    await waitFor(() => expect(scope.getState($account)).toBeNull());
    await waitFor(() => expect(bodyOf(canvasElement).getByTestId("route").textContent).toBe("/sr"));
  },
};

/** Cancel keeps the shopper signed in. */
export const LogoutCancelled: Story = {
  // Its point is the interaction; its end state is an empty page.
  tags: ["no-visual"],
  parameters: { app: { layout: false, prepare: askLogout } },
  play: async ({ canvasElement, globals, loaded }) => {
    const scope = scopeOf(loaded);
    const dialog = await bodyOf(canvasElement).findByRole("dialog", {}, LAZY);
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(globals.locale, "account.logout.cancel") }),
    );
    await waitFor(() => expect(scope.getState($logoutOpen)).toBe(false));
    await expect(scope.getState($account)).toEqual(DEMO_ACCOUNT);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole("dialog")).toBeNull());
  },
};
