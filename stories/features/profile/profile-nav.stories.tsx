import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PROFILE_MENU, ProfileNav, type ProfileMenuSection } from "../../../ui/features/profile/profile-nav";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { appStory } from "../../support/app-story";

const meta = {
  title: "Features/Profile/ProfileNav",
  component: ProfileNav,
  ...appStory,
  // Only the router is needed (LocalLink keeps the language prefix).
  parameters: { app: { layout: false, path: "/profile" } },
  args: { current: "details" },
} satisfies Meta<typeof ProfileNav>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string) => createI18n(localeOf(locale))._(id);
const PREFIX = { ru: "", uz: "/uz", sr: "/sr" } as const;
const SECTIONS: readonly ProfileMenuSection[] = PROFILE_MENU;
const PATHS = [
  "/profile",
  "/profile/balance",
  "/profile/cards",
  "/profile/settings",
  "/profile/instruction",
  "/profile/vedio",
  "/profile/help",
  "/profile/playground",
  "/profile/terms-of-use",
];
const labelId = (section: ProfileMenuSection) =>
  `profile.nav.${section === "terms-of-use" ? "terms" : section}`;

/** One link per section, in order, with the language prefix; only the current one is the current page. */
const currentPlay =
  (current: ProfileMenuSection): Story["play"] =>
  async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole("navigation", {
      name: textIn(globals.locale, "profile.nav.label"),
    });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(
      SECTIONS.map((s) => textIn(globals.locale, labelId(s))),
    );
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(
      PATHS.map((p) => `${PREFIX[localeOf(globals.locale)]}${p}`),
    );
    for (const [i, section] of SECTIONS.entries()) {
      if (section === current) await expect(links[i]).toHaveAttribute("aria-current", "page");
      else await expect(links[i]).not.toHaveAttribute("aria-current");
    }
    await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
      textIn(globals.locale, labelId(current)),
    );
  };

export const Details: Story = { args: { current: "details" }, play: currentPlay("details") };
export const Cards: Story = { args: { current: "cards" }, play: currentPlay("cards") };
export const Settings: Story = { args: { current: "settings" }, play: currentPlay("settings") };
export const Balance: Story = { args: { current: "balance" }, play: currentPlay("balance") };
export const TermsOfUseUz: Story = {
  args: { current: "terms-of-use" },
  globals: { locale: "uz" },
  play: currentPlay("terms-of-use"),
};
export const DetailsRu: Story = {
  args: { current: "details" },
  globals: { locale: "ru" },
  play: currentPlay("details"),
};
export const CardsSr: Story = {
  args: { current: "cards" },
  globals: { locale: "sr" },
  play: currentPlay("cards"),
};

/**
 * A page inside a section (editing the details, the settings' password and phone pages): its section is
 * marked as the current one of the menu ("true"), and no link claims to be the page itself.
 */
const insidePlay =
  (section: ProfileMenuSection): Story["play"] =>
  async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole("navigation");
    const links = within(nav).getAllByRole("link");
    for (const [i, s] of SECTIONS.entries()) {
      if (s === section) await expect(links[i]).toHaveAttribute("aria-current", "true");
      else await expect(links[i]).not.toHaveAttribute("aria-current");
    }
    await expect(within(nav).queryByRole("link", { current: "page" })).toBeNull();
    await expect(within(nav).getByRole("link", { current: true })).toHaveTextContent(
      textIn(globals.locale, labelId(section)),
    );
  };

export const InstructionArticle: Story = {
  args: { current: "instruction-slug" },
  play: insidePlay("instruction"),
};
export const Edit: Story = { args: { current: "edit" }, play: insidePlay("details") };
export const ChangePassword: Story = {
  args: { current: "change-password" },
  play: insidePlay("settings"),
};
export const ChangeNumberSr: Story = {
  args: { current: "change-number" },
  globals: { locale: "sr" },
  play: insidePlay("settings"),
};

/**
 * On a phone the menu wraps into rows of chips no wider than the screen: every section, the current one
 * included, is in view without scrolling, and each is a 44 px touch target.
 */
export const PhoneRows: Story = {
  tags: ["phone"],
  globals: { viewport: { value: "mobile1" } },
  args: { current: "help" },
  play: async (context) => {
    await currentPlay("help")!(context);
    const nav = within(context.canvasElement).getByRole("navigation");
    const box = nav.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.getBoundingClientRect());
    for (const link of links) {
      await expect(link.left).toBeGreaterThanOrEqual(box.left);
      await expect(link.right).toBeLessThanOrEqual(box.right);
      await expect(link.height).toBeGreaterThanOrEqual(44);
    }
    // Rows, not a column: fewer rows than sections.
    await expect(new Set(links.map((l) => Math.round(l.top))).size).toBeLessThan(links.length);
  },
};
