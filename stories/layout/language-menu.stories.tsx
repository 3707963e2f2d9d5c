import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import LanguageMenu from "../../ui/layout/language-menu";
import { appStory } from "../support/app-story";

const meta = {
  title: "Layout/LanguageMenu",
  component: LanguageMenu,
  ...appStory,
  // Room below the trigger for the open menu, so it is inside the screenshot.
  decorators: [
    ...appStory.decorators,
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three languages in their order, each labelled in its own script and tagged with its BCP 47 lang. */
const LISTED = [
  ["Русский", "ru"],
  ["Ўзбекча", "uz-Cyrl"],
  ["Oʻzbekcha", "uz-Latn"],
] as const;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId("language-switcher")).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement.ownerDocument.body).queryByRole("menuitem")).toBeNull();
  },
};
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => [item.textContent, item.getAttribute("lang")])).toEqual(
      LISTED.map((l) => [...l]),
    );
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <LanguageMenu {...args} size="xs" />
      <LanguageMenu {...args} size="sm" />
      <LanguageMenu {...args} size="md" />
    </div>
  ),
};
export const OpensFromKeyboard: Story = {
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement }) => {
    canvas.getByTestId("language-switcher").focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByTestId("language-switcher")).toHaveAttribute("aria-expanded", "true"),
    );
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: LISTED[2][0] })).toBeVisible());
    for (const [label, lang] of LISTED)
      await expect(within(menu).getByRole("menuitem", { name: label })).toHaveAttribute("lang", lang);
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(canvas.getByTestId("language-switcher")).toHaveAttribute("aria-expanded", "false"),
    );
  },
};
/** Opened as LanguageSwitcher mounts it on the first click; picking a language opens the page in it. */
export const Chooses: Story = {
  tags: ["no-visual"],
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const latin = await body.findByRole("menuitem", { name: LISTED[2][0] });
    await waitFor(() => expect(latin).toBeVisible());
    const other = LISTED.find(([label]) => label !== canvas.getByTestId("language-switcher").textContent)![0];
    await userEvent.click(body.getByRole("menuitem", { name: other }));
    await waitFor(() => expect(canvas.getByTestId("language-switcher")).toHaveTextContent(other));
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};
/** As LanguageSwitcher mounts it after a keyboard press: the focus stays on the trigger. */
export const KeepsFocus: Story = {
  args: { focus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("language-switcher")).toHaveFocus();
  },
};
