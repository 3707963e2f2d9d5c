import type { Meta, StoryObj } from "@storybook/react-vite";
import { allSettled, type Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { DEMO_ACCOUNT, DEMO_PASSWORD } from "../../adapters/fake/fake-account.gateway";
import { TEST_CARD } from "../../adapters/fake/fake-cards.gateway";
import { FAKE_SMS_CODE } from "../../adapters/fake/fake-profile.gateway";
import { discountCardNumber, MASTER_STARTING_POINTS } from "../../domain/master";
import { $cards } from "../../application/cards/cards.model";
import type { SavedCard } from "../../application/cards/cards.types";
import { loginSubmitted } from "../../application/account/login.model";
import { accountReloadFx } from "../../application/account/profile-calls";
import {
  $account,
  $loginOpen,
  $sessionStatus,
  sessionStarted,
} from "../../application/account/session.model";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { phoneText } from "../../ui/features/profile/phone-text";
import ProfilePage from "../../ui/pages/profile-page";
import { appStory } from "../support/app-story";
import { readyDialog } from "../support/dialog";

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
const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(localeOf(locale))._(id, values);
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
  const summary = within(canvasElement).getByTestId("account-summary");
  await expect(within(summary).getByRole("heading", { level: 2 })).toHaveTextContent(DEMO_ACCOUNT.fullName);
  await expect(canvasElement).toHaveTextContent(textIn(globals.locale, "profile.cashback"));
  // A shopper is offered the master confirmation, and a way to edit the details (they arrive on demand).
  await expect(await within(canvasElement).findByTestId("master-request")).toBeEnabled();
  await expect(within(canvasElement).getByTestId("profile-edit-link")).toHaveAttribute(
    "href",
    `${{ ru: "", uz: "/uz", sr: "/sr" }[localeOf(globals.locale)]}/profile/edit`,
  );
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

const CARDS: SavedCard[] = [
  { id: 1, number: "8600 **** **** 1234", system: "uzcard", expiry: "12/29" },
  { id: 2, number: "9860 **** **** 5678", system: "humo", expiry: "03/27" },
];

/** The fake bank holds two cards (fakeModule's `cards` option, passed through the story's `fake`). */
export const SignedInCardsWithCards: Story = {
  args: { section: "cards" },
  parameters: { app: { ...signedIn("/profile/cards"), fake: { cards: { cards: CARDS } } } },
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
    // The safety block arrives on demand, with the links to the password and phone pages.
    const safety = await within(canvasElement).findByTestId("profile-safety");
    await expect(within(safety).getAllByRole("link")).toHaveLength(2);
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

// ----- pages inside the sections: editing the details, the password, the phone; master confirmation -----

const SUB_TITLE = {
  edit: "profile.edit.title",
  "change-password": "profile.settings.changePassword",
  "change-number": "profile.settings.changeNumber",
} as const;

/** A page inside a section: its own heading and title, and its section marked in the menu. */
const subFrame = async (
  canvasElement: HTMLElement,
  locale: unknown,
  page: keyof typeof SUB_TITLE,
  section: "details" | "settings",
) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(textIn(locale, SUB_TITLE[page]));
  const nav = canvas.getByRole("navigation", { name: textIn(locale, "profile.nav.label") });
  await expect(within(nav).getByRole("link", { current: true })).toHaveTextContent(
    textIn(locale, `profile.nav.${section}`),
  );
  await waitFor(() => expect(canvasElement.ownerDocument.title).toContain(textIn(locale, SUB_TITLE[page])));
};

const editPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await subFrame(canvasElement, globals.locale, "edit", "details");
  const form = await within(canvasElement).findByTestId("profile-edit-form");
  await expect(form.querySelector("input[name=fullName]")).toHaveValue(DEMO_ACCOUNT.fullName);
  await expect(form.querySelector("input[name=address]")).toHaveValue(DEMO_ACCOUNT.address);
};

export const SignedInEdit: Story = {
  args: { section: "edit" },
  parameters: { app: signedIn("/profile/edit") },
  play: editPlay,
};
export const SignedInEditRu: Story = {
  args: { section: "edit" },
  parameters: { app: signedIn("/profile/edit") },
  globals: { locale: "ru" },
  play: editPlay,
};
export const SignedInEditSr: Story = {
  args: { section: "edit" },
  parameters: { app: signedIn("/profile/edit") },
  globals: { locale: "sr" },
  play: editPlay,
};

/** Saving goes through the fake server: the account in the scope is the one it answered. */
export const SignedInEditSaves: Story = {
  args: { section: "edit" },
  parameters: { app: signedIn("/profile/edit") },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByTestId("profile-edit-form");
    const name = form.querySelector<HTMLInputElement>("input[name=fullName]")!;
    await userEvent.clear(name);
    await userEvent.type(name, "Karim Usta");
    await userEvent.click(canvas.getByTestId("profile-edit-submit"));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      textIn(globals.locale, "profile.edit.saved"),
    );
    await expect(scopeOf(loaded).getState($account)?.fullName).toBe("Karim Usta");
    await expect(name).toHaveValue("Karim Usta");
    canvas.getByTestId("profile-edit-submit").blur();
  },
};

const passwordPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await subFrame(canvasElement, globals.locale, "change-password", "settings");
  await expect(await within(canvasElement).findByTestId("profile-back-to-settings")).toHaveTextContent(
    textIn(globals.locale, "profile.backToSettings"),
  );
  await expect(within(canvasElement).getByTestId("password-change-form")).toBeVisible();
};
export const SignedInChangePassword: Story = {
  args: { section: "change-password" },
  parameters: { app: signedIn("/profile/settings/change-password") },
  play: passwordPlay,
};
export const SignedInChangePasswordSr: Story = {
  args: { section: "change-password" },
  parameters: { app: signedIn("/profile/settings/change-password") },
  globals: { locale: "sr" },
  play: passwordPlay,
};

/** The fake server refuses a wrong old password (the field is flagged), then takes the right one. */
export const SignedInChangePasswordFlow: Story = {
  args: { section: "change-password" },
  parameters: { app: signedIn("/profile/settings/change-password") },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId("password-change-form");
    const input = (name: string) => canvasElement.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    await userEvent.type(input("oldPassword"), "not-the-password");
    await userEvent.type(input("newPassword"), "yangi-parol");
    await userEvent.type(input("confirmation"), "yangi-parol");
    await userEvent.click(canvas.getByTestId("password-change-submit"));
    await waitFor(() => expect(input("oldPassword")).toHaveAttribute("aria-invalid", "true"));
    await expect(input("oldPassword")).toHaveAccessibleDescription(
      textIn(globals.locale, "wrong_old_password"),
    );

    await userEvent.clear(input("oldPassword"));
    await expect(input("oldPassword")).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input("oldPassword"), DEMO_PASSWORD);
    await userEvent.click(canvas.getByTestId("password-change-submit"));
    await expect(await canvas.findByTestId("password-changed")).toHaveTextContent(/./);
    await expect(input("oldPassword")).toHaveValue("");
    canvas.getByTestId("password-change-submit").blur();
  },
};

export const SignedInChangeNumber: Story = {
  args: { section: "change-number" },
  parameters: { app: signedIn("/profile/settings/change-number") },
  play: async ({ canvasElement, globals }) => {
    await subFrame(canvasElement, globals.locale, "change-number", "settings");
    await expect(await within(canvasElement).findByTestId("phone-change-form")).toBeVisible();
  },
};

/**
 * The whole change: password and new phone, the code the fake texts (FAKE_SMS_CODE), then done; the account
 * carries the new phone.
 */
const numberFlowPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = within(canvasElement);
  await canvas.findByTestId("phone-change-form");
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>("input[name=phone]")!, "935551122");
  await userEvent.type(canvasElement.querySelector<HTMLInputElement>("input[name=password]")!, DEMO_PASSWORD);
  await userEvent.click(canvas.getByTestId("phone-change-submit"));
  const step = await canvas.findByTestId("code-step", undefined, { timeout: 5000 });
  await userEvent.type(step.querySelector<HTMLInputElement>("input[name=code]")!, FAKE_SMS_CODE);
  await expect(await canvas.findByTestId("phone-change-done")).toHaveTextContent(
    textIn(globals.locale, "profile.phone.done", { phone: phoneText("935551122") }).replace(/\s/g, " "),
  );
  await expect(scopeOf(loaded).getState($account)?.phone).toBe("935551122");
  // The account is re-read after the change; the picture is taken once that answer is in, not while it may
  // still be on its way (a slow run once caught the page between the two).
  await waitFor(() => expect(scopeOf(loaded).getState(accountReloadFx.pending)).toBe(false));
  await expect(scopeOf(loaded).getState($account)?.phone).toBe("935551122");
  await waitFor(() =>
    expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body),
  );
};
export const SignedInChangeNumberFlow: Story = {
  args: { section: "change-number" },
  parameters: { app: signedIn("/profile/settings/change-number") },
  play: numberFlowPlay,
};
export const SignedInChangeNumberFlowRu: Story = {
  args: { section: "change-number" },
  parameters: { app: signedIn("/profile/settings/change-number") },
  globals: { locale: "ru" },
  play: numberFlowPlay,
};

/**
 * Master confirmation on the details page: a code to the account's own phone, then the summary shows the
 * badge, the discount card and the starting points.
 */
const masterPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId("master-request"));
  const step = await canvas.findByTestId("code-step", undefined, { timeout: 5000 });
  await userEvent.type(step.querySelector<HTMLInputElement>("input[name=code]")!, FAKE_SMS_CODE);
  await expect(await canvas.findByTestId("master-done")).toBeVisible();
  const card = discountCardNumber(DEMO_ACCOUNT.id);
  await expect(canvas.getByTestId("master-badge")).toHaveTextContent(
    textIn(globals.locale, "profile.master"),
  );
  await expect(canvas.getByTestId("account-discount-card")).toHaveTextContent(card);
  await expect(canvas.getByTestId("account-points")).toHaveTextContent(
    String(DEMO_ACCOUNT.points + MASTER_STARTING_POINTS),
  );
  await expect(scopeOf(loaded).getState($account)).toMatchObject({ isMaster: true, discountCard: card });
  await expect(canvas.queryByTestId("master-request")).toBeNull();
};
export const SignedInBecomesMaster: Story = { parameters: { app: signedIn("/profile") }, play: masterPlay };
export const SignedInBecomesMasterSr: Story = {
  parameters: { app: signedIn("/profile") },
  globals: { locale: "sr" },
  play: masterPlay,
};

/**
 * Adding Payme's test card end to end over the fake bank: the form (the system shown from the prefix), the
 * code texted to the card's phone, and the card in the list; then removing it after the confirmation.
 */
const addAndRemovePlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId("card-add-open", undefined, { timeout: 5000 }));
  const form = await canvas.findByTestId("card-add-form");
  const number = form.querySelector<HTMLInputElement>("input[name=number]")!;
  await userEvent.type(number, TEST_CARD.number);
  await expect(number).toHaveValue("8600 0691 9540 6311");
  await expect(canvas.getByTestId("card-system")).toHaveTextContent("Uzcard");
  await userEvent.type(form.querySelector<HTMLInputElement>("input[name=expire]")!, "0399");
  await userEvent.click(canvas.getByTestId("card-add-submit"));
  const step = await canvas.findByTestId("code-step", undefined, { timeout: 5000 });
  await expect(step).toHaveTextContent("+998 90 *** ** 66");
  await userEvent.type(step.querySelector<HTMLInputElement>("input[name=code]")!, TEST_CARD.code);
  const saved = await canvas.findByTestId("card-saved");
  await expect(saved).toHaveTextContent(
    textIn(globals.locale, "profile.cards.saved", { saved: "8600 06** **** 6311" }),
  );
  await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(1));
  await expect(canvas.getByRole("listitem")).toHaveTextContent("8600 06** **** 6311");
  await expect(canvas.getByRole("listitem")).toHaveTextContent("03/99");

  await userEvent.click(
    canvas.getByRole("button", {
      name: textIn(globals.locale, "profile.cards.removeCard", { number: "8600 06** **** 6311" }),
    }),
  );
  const dialog = await readyDialog();
  await userEvent.click(within(dialog).getByTestId("card-remove-confirm"));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(await canvas.findByText(textIn(globals.locale, "profile.cards.empty"))).toBeVisible();
  await expect(scopeOf(loaded).getState($cards)).toEqual([]);
};
export const SignedInAddsCard: Story = {
  tags: ["no-visual"],
  args: { section: "cards" },
  parameters: { app: signedIn("/profile/cards") },
  play: addAndRemovePlay,
};
export const SignedInAddsCardRu: Story = {
  tags: ["no-visual"],
  args: { section: "cards" },
  parameters: { app: signedIn("/profile/cards") },
  globals: { locale: "ru" },
  play: addAndRemovePlay,
};
