import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { ProfileSafety } from "../../../ui/features/profile/profile-safety";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";
import { appStory } from "../../support/app-story";

const meta = {
  title: "Features/Profile/ProfileSafety",
  component: ProfileSafety,
  ...appStory,
  // Only the router is needed (LocalLink keeps the language prefix).
  parameters: { app: { layout: false, path: "/profile/settings" } },
  decorators: [
    ...appStory.decorators,
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileSafety>;
export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
const textIn = (locale: unknown, id: string) => createI18n(localeOf(locale))._(id);
const PREFIX = { ru: "", uz: "/uz", sr: "/sr" } as const;

/** A named section with one link per page, its hint as part of the name, in the shown language's paths. */
const safetyPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const section = canvas.getByRole("region", { name: textIn(globals.locale, "profile.settings.safety") });
  const rows = [
    ["settings-change-password", "changePassword", "/profile/settings/change-password"],
    ["settings-change-number", "changeNumber", "/profile/settings/change-number"],
  ] as const;
  for (const [testId, id, path] of rows) {
    const link = within(section).getByTestId(testId);
    await expect(link).toHaveAttribute("href", `${PREFIX[localeOf(globals.locale)]}${path}`);
    await expect(link).toHaveTextContent(textIn(globals.locale, `profile.settings.${id}`));
    await expect(link).toHaveTextContent(textIn(globals.locale, `profile.settings.${id}Hint`));
  }
};

export const Default: Story = { play: safetyPlay };
export const Russian: Story = { globals: { locale: "ru" }, play: safetyPlay };
export const UzbekLatin: Story = { globals: { locale: "sr" }, play: safetyPlay };
