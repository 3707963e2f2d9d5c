import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import type { Scope } from "effector";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { $theme } from "../../../application/app/app.model";
import { ProfileSettings } from "../../../ui/features/profile/profile-settings";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { LANGUAGE_LABELS } from "../../../ui/layout/language-switcher";
import { appStory } from "../../support/app-story";

const meta = {
  title: "Features/Profile/ProfileSettings",
  component: ProfileSettings,
  ...appStory,
  // The switchers need the scope (theme) and the router (language); not the header data.
  parameters: { app: { layout: false, path: "/profile/settings" } },
  decorators: [
    ...appStory.decorators,
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string) => createI18n(localeOf(locale))._(id);

/** Two rows, each with its label, hint and control; the language control names the current language. */
const settingsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  for (const id of ["theme", "themeHint", "language", "languageHint"]) {
    await expect(canvas.getByText(textIn(globals.locale, `profile.settings.${id}`))).toBeVisible();
  }
  await expect(canvas.getByTestId("theme-switcher")).toBeEnabled();
  await expect(canvas.getByTestId("language-switcher")).toHaveTextContent(
    LANGUAGE_LABELS[localeOf(globals.locale)],
  );
};

export const Default: Story = { play: settingsPlay };
export const Russian: Story = { globals: { locale: "ru" }, play: settingsPlay };
export const UzbekLatin: Story = { globals: { locale: "sr" }, play: settingsPlay };

/** The dark-mode control switches the scope's theme and the page root, and back. */
export const TogglesTheme: Story = {
  // Its point is the interaction; its end state repeats Default.
  tags: ["no-visual"],
  play: async ({ canvas, canvasElement, loaded }) => {
    const scope = (loaded as { scope: Scope }).scope;
    const before = scope.getState($theme);
    await userEvent.click(canvas.getByTestId("theme-switcher"));
    const after = scope.getState($theme);
    await expect(after).not.toBe(before);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.classList.contains(after)).toBe(true),
    );
    await userEvent.click(canvas.getByTestId("theme-switcher"));
    await expect(scope.getState($theme)).toBe(before);
  },
};
