import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UserMenu } from "../../ui/features/account/user-menu";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";
import { appStory } from "../support/app-story";

const meta = {
  title: "Account/UserMenu",
  component: UserMenu,
  ...appStory,
  // The header data is not needed: the menu only uses the router.
  parameters: { app: { layout: false } },
  // Room below the button for the open menu, so it is inside the screenshot.
  decorators: [
    ...appStory.decorators,
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { name: "Aziz Karimov", onLogout: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string, values?: Record<string, string>) =>
  createI18n(localeOf(locale))._(id, values);
const PREFIX = { ru: "", uz: "/uz", sr: "/sr" } as const;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("user-menu-button");
const menu = (canvasElement: HTMLElement) => within(canvasElement).queryByRole("menu");
const items = (canvasElement: HTMLElement) => within(menu(canvasElement)!).getAllByRole("menuitem");

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = button(canvasElement);
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The first name is the visible text (hidden on phones); the label keeps it for every width.
    await expect(trigger).toHaveAccessibleName(textIn(globals.locale, "account.menu.open", { name: "Aziz" }));
    await expect(trigger).toHaveAccessibleName(/Aziz/);
    await expect(trigger).not.toHaveAccessibleName(/Karimov/);
    await expect(menu(canvasElement)).toBeNull();
  },
};

/** Opened with the mouse: four items, the links keep the language prefix, the first item has the focus. */
const openPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const trigger = button(canvasElement);
  await userEvent.click(trigger);
  await waitFor(() => expect(menu(canvasElement)).toBeVisible());
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(trigger).toHaveAttribute("aria-controls", menu(canvasElement)!.id);
  await expect(menu(canvasElement)).toHaveAccessibleName(trigger.getAttribute("aria-label") ?? "");
  const list = items(canvasElement);
  const locale = localeOf(globals.locale);
  await expect(list.map((item) => item.textContent)).toEqual(
    ["account.menu.profile", "account.menu.cards", "account.menu.settings", "account.menu.logout"].map((id) =>
      textIn(locale, id),
    ),
  );
  await expect(list.slice(0, 3).map((item) => item.getAttribute("href"))).toEqual(
    ["/profile", "/profile/cards", "/profile/settings"].map((path) => `${PREFIX[locale]}${path}`),
  );
  await expect(list[3]!.tagName).toBe("BUTTON");
  await waitFor(() => expect(list[0]).toHaveFocus());
};

export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

/** One word only, or no name at all: the button still has a label. */
export const NoName: Story = {
  args: { name: "  " },
  play: async ({ canvasElement, globals }) => {
    await expect(button(canvasElement)).toHaveAccessibleName(textIn(globals.locale, "account.menu.label"));
  },
};

export const KeyboardNavigation: Story = {
  // Its point is the interaction; its end state repeats Closed.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    const trigger = button(canvasElement);
    trigger.focus();
    // Arrow down opens on the first item, arrow up on the last; both wrap around.
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(items(canvasElement)[0]).toHaveFocus());
    const list = items(canvasElement);
    await userEvent.keyboard("{ArrowDown}");
    await expect(list[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(list[3]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(list[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(list[3]).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(list[0]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(list[3]).toHaveFocus();
    // Escape closes and gives the focus back to the button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(items(canvasElement)[3]).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    // Enter opens on the first item; Tab leaves and closes.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(items(canvasElement)[0]).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const ClosesOnOutsideClick: Story = {
  // Its point is the interaction; its end state repeats Closed.
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).toBeVisible());
    // A click inside the panel (not on an item) keeps it open; one outside closes it.
    await userEvent.click(menu(canvasElement)!);
    await expect(menu(canvasElement)).not.toBeNull();
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    await expect(button(canvasElement)).toHaveAttribute("aria-expanded", "false");
    // The button toggles it too.
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).not.toBeNull());
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
  },
};

/** Choosing a link opens its page (the route changes) and closes the menu. */
export const ChoosingLinkCloses: Story = {
  // Its point is the interaction; its end state repeats Closed.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).toBeVisible());
    await userEvent.click(items(canvasElement)[1]!);
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    await expect(button(canvasElement)).toHaveAttribute("aria-expanded", "false");
    await expect(args.onLogout).not.toHaveBeenCalled();
    // Opens again after the route change.
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).toBeVisible());
  },
};

export const LogoutClick: Story = {
  // Its point is the interaction; its end state repeats Closed.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(menu(canvasElement)).toBeVisible());
    await userEvent.click(items(canvasElement)[3]!);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
    // The focus waits on the button, where the confirmation dialog will return it.
    await expect(button(canvasElement)).toHaveFocus();
  },
};

export const LogoutFromKeyboard: Story = {
  // Its point is the interaction; its end state repeats Closed.
  tags: ["no-visual"],
  play: async ({ canvasElement, args }) => {
    button(canvasElement).focus();
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(items(canvasElement)[3]).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu(canvasElement)).toBeNull());
  },
};
