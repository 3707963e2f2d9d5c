import type { Preview, Decorator } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import "../ui/theme/fonts";
import { AppProviders } from "../ui/app-providers";
import { createI18n } from "../ui/i18n/create-i18n";
import { isLocale, DEFAULT_LOCALE } from "../ui/i18n/locales";
import { applyColorMode, parseColorMode } from "../ui/theme/color-mode";

// Applied before the story renders so the first paint (and the visual baseline) is already in the chosen theme.
const withAppProviders: Decorator = (Story, context) => {
  const mode = parseColorMode(context.globals.theme as string);
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  const i18n = useMemo(() => createI18n(locale), [locale]);
  if (typeof document !== "undefined") applyColorMode(document.documentElement, mode);
  useEffect(() => applyColorMode(document.documentElement, mode), [mode]);
  return (
    <AppProviders i18n={i18n}>
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "ru", title: "Русский (ru)" },
          { value: "uz", title: "Ўзбекча (uz)" },
          { value: "sr", title: "O‘zbekcha (sr)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light", locale: DEFAULT_LOCALE },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
  },
};

export default preview;
