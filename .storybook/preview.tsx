import type { Preview, Decorator } from "@storybook/react-vite";
import { useEffect, useMemo, type ReactNode } from "react";
import "../ui/theme/fonts";
import { AppProviders } from "../ui/app-providers";
import { createI18n } from "../ui/i18n/create-i18n";
import { isLocale, DEFAULT_LOCALE } from "../ui/i18n/locales";
import { applyColorMode, parseColorMode } from "../ui/theme/color-mode";
import { configure } from "storybook/test";

// CI shares two cores with a PostgreSQL, a Redis and two Chromiums; a lazily loaded section can take more
// than testing-library's default second to appear there, and a play that waits for it then fails for no real
// reason.
configure({ asyncUtilTimeout: 5000 });

// Applied before the story renders so the first paint (and the visual baseline) is already in the chosen
// theme.
function StoryShell({ theme, locale, children }: { theme: unknown; locale: unknown; children: ReactNode }) {
  const mode = parseColorMode(theme as string);
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const i18n = useMemo(() => createI18n(lang), [lang]);
  if (typeof document !== "undefined") applyColorMode(document.documentElement, mode);
  useEffect(() => applyColorMode(document.documentElement, mode), [mode]);
  return <AppProviders i18n={i18n}>{children}</AppProviders>;
}

const withAppProviders: Decorator = (Story, context) => (
  <StoryShell theme={context.globals.theme} locale={context.globals.locale}>
    <Story />
  </StoryShell>
);

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
