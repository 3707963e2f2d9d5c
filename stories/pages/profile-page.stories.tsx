import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { $cards } from "../../application/account/cards.model";
import { loginSubmitted } from "../../application/account/login.model";
import { $loginOpen, $sessionStatus, sessionStarted } from "../../application/account/session.model";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import ProfilePage from "../../ui/pages/profile-page";
import { appStory } from "../support/app-story";

const meta = {
  title: "Pages/ProfilePage",
  component: ProfilePage,
  ...appStory,
  parameters: { layout: "fullscreen", app: { layout: false, path: "/profile" } },
  args: { section: "details" },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string) => createI18n(localeOf(locale))._(id);
const scopeOf = (loaded: unknown) => (loaded as { scope: Scope }).scope;

const signIn = (scope: Scope) =>
  allSettled(loginSubmitted, { scope, params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD } });
// No stored tokens: restoring the session ends as a guest.
const startAsGuest = (scope: Scope) => allSettled(sessionStarted, { scope });
const signedIn = (path: string) => ({ layout: false, path, prepare: signIn });

const TITLE = {
  details: "profile.title",
  cards: "profile.nav.cards",
  settings: "profile.nav.settings",
} as const;

/** The page heading names the section, the section menu marks it as the current page. */
const frame = async (canvasElement: HTMLElement, locale: unknown, section: keyof typeof TITLE) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(textIn(locale, TITLE[section]));
  const nav = canvas.getByRole("navigation", { name: textIn(locale, "profile.nav.label") });
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, `profile.nav.${section}`),
  );
  await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(textIn(locale, TITLE[section])));
};

const detailsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await frame(canvasElement, globals.locale, "details");
  await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
    DEMO_ACCOUNT.fullName,
  );
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "profile.cashback"));
};

export const SignedInDetails: Story = { parameters: { app: signedIn("/profile") }, play: detailsPlay };
export const SignedInDetailsRu: Story = {
  parameters: { app: signedIn("/profile") },
  globals: { locale: "ru" },
  play: detailsPlay,
};
export const SignedInDetailsSr: Story = {
  parameters: { app: signedIn("/profile") },
  globals: { locale: "sr" },
  play: detailsPlay,
};

/** Opening the cards section loads them (the fake has none): the loading state gives way to the empty one. */
export const SignedInCards: Story = {
  args: { section: "cards" },
  parameters: { app: signedIn("/profile/cards") },
  play: async ({ canvasElement, globals, loaded }) => {
    await frame(canvasElement, globals.locale, "cards");
    await expect(
      await within(canvasElement).findByText(textIn(globals.locale, "profile.cards.empty")),
    ).toBeVisible();
    await expect(scopeOf(loaded).getState($cards)).toEqual([]);
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    await expect(
      within(canvasElement).queryByLabelText(textIn(globals.locale, "profile.cards.loading")),
    ).toBeNull();
  },
};

const CARDS = [
  { id: 1, number: "8600 **** **** 1234", system: "uzcard", expiry: "12/29" },
  { id: 2, number: "9860 **** **** 5678", system: "humo", expiry: "03/27" },
];

/** The fake account holds two cards (fakeModule's `account` option, passed through the story's `fake`). */
export const SignedInCardsWithCards: Story = {
  args: { section: "cards" },
  parameters: { app: { ...signedIn("/profile/cards"), fake: { account: { cards: CARDS } } } },
  play: async ({ canvasElement, globals, loaded }) => {
    await frame(canvasElement, globals.locale, "cards");
    const list = await within(canvasElement).findByRole("list");
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(
      CARDS.map((card) => card.number),
    );
    await expect(scopeOf(loaded).getState($cards)).toEqual(CARDS);
  },
};

export const SignedInSettings: Story = {
  args: { section: "settings" },
  parameters: { app: signedIn("/profile/settings") },
  play: async ({ canvasElement, globals }) => {
    await frame(canvasElement, globals.locale, "settings");
    await expect(within(canvasElement).getByTestId("theme-switcher")).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId("language-switcher")).toBeInTheDocument();
  },
};

/** A guest is invited to log in right here; the button asks the session for the login dialog. */
const guestPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const scope = scopeOf(loaded);
  const canvas = within(canvasElement);
  await expect(scope.getState($sessionStatus)).toBe("guest");
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
    textIn(globals.locale, "profile.title"),
  );
  await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(globals.locale, "profile.signIn.title"),
  );
  await expect(canvas.queryByRole("navigation")).toBeNull();
  const button = canvas.getByRole("button", { name: textIn(globals.locale, "header.login") });
  await userEvent.click(button);
  await expect(scope.getState($loginOpen)).toBe(true);
  // Blur so the baseline shows the resting button.
  button.blur();
};

export const Guest: Story = {
  parameters: { app: { layout: false, path: "/profile", prepare: startAsGuest } },
  play: guestPlay,
};
export const GuestRu: Story = {
  parameters: { app: { layout: false, path: "/profile", prepare: startAsGuest } },
  globals: { locale: "ru" },
  play: guestPlay,
};

/** The stored session is not restored yet (the server render): a spinner, no invitation and no profile. */
export const Checking: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(scopeOf(loaded).getState($sessionStatus)).toBe("checking");
    await expect(canvas.getByLabelText(textIn(globals.locale, "profile.checking"))).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};
