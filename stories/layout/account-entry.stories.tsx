import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { loginSubmitted } from "../../application/account/login.model";
import { $account, $loginOpen, $logoutOpen } from "../../application/account/session.model";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { AccountEntry } from "../../ui/layout/account-entry";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/AccountEntry",
  component: AccountEntry,
  ...appStory,
  parameters: { app: { layout: false } },
  // Room below the button for the user menu, so an open menu is inside the screenshot.
  decorators: [
    ...appStory.decorators,
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

const textIn = (locale: unknown, id: string, values?: Record<string, string>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);
// The user menu's code loads on demand (React.lazy); a cold dev server can take longer than findBy's second.
const LAZY = { timeout: 5000 };
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;
const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });

/** A guest sees the login button; clicking it asks the session to open the login dialog. */
const guestPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const scope = scopeOf(loaded);
  const button = within(canvasElement).getByTestId("login-button");
  await expect(button).toHaveAccessibleName(textIn(globals.locale, "header.login"));
  await expect(within(canvasElement).queryByTestId("user-menu-button")).toBeNull();
  await expect(scope.getState($loginOpen)).toBe(false);
  await userEvent.click(button);
  await expect(scope.getState($loginOpen)).toBe(true);
  // Blur so the baseline shows the resting button.
  button.blur();
};

export const Guest: Story = { play: guestPlay };
export const GuestRu: Story = { globals: { locale: "ru" }, play: guestPlay };

/** Signed in: the (lazily loaded) user menu with the first name takes the login button's place. */
const signedInPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  await expect(scopeOf(loaded).getState($account)).toEqual(DEMO_ACCOUNT);
  const menuButton = await within(canvasElement).findByTestId("user-menu-button", {}, LAZY);
  await expect(menuButton).toHaveTextContent("Demo");
  await expect(menuButton).not.toHaveTextContent("Xaridor");
  await expect(menuButton).toHaveAccessibleName(
    textIn(globals.locale, "account.menu.open", { name: "Demo" }),
  );
  await expect(within(canvasElement).queryByTestId("login-button")).toBeNull();
};

export const SignedIn: Story = {
  parameters: { app: { layout: false, prepare: signIn } },
  play: signedInPlay,
};
export const SignedInSr: Story = {
  parameters: { app: { layout: false, prepare: signIn } },
  globals: { locale: "sr" },
  play: signedInPlay,
};

/** Log out in the menu asks the session for the confirmation dialog (it does not log out by itself). */
export const LogoutFromMenu: Story = {
  // Its point is the interaction; its end state repeats SignedIn.
  tags: ["no-visual"],
  parameters: { app: { layout: false, prepare: signIn } },
  play: async ({ canvasElement, loaded }) => {
    const scope = scopeOf(loaded);
    await userEvent.click(await within(canvasElement).findByTestId("user-menu-button", {}, LAZY));
    const menu = await within(canvasElement).findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await userEvent.click(items[items.length - 1]!);
    await waitFor(() => expect(scope.getState($logoutOpen)).toBe(true));
    await expect(scope.getState($account)).toEqual(DEMO_ACCOUNT);
  },
};
