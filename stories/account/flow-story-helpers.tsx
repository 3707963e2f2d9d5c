import type { Decorator } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { DEMO_REGIONS } from "../../adapters/fake/demo-places";
import type { PlaceChoice } from "../../ui/features/account/register-view";
import { CountdownClock } from "../../ui/features/account/countdown-clock";
import { createI18n } from "../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../ui/i18n/locales";

// Shared by the register, reset and code-step stories.

/** The stories' "now": every countdown is drawn from it, so a screenshot never catches a second in motion. */
export const NOW = Date.UTC(2026, 0, 15, 9, 30, 0);
const fixedClock = () => NOW;
/** Sent 15 s ago: the countdown shows 00:45. */
export const SENT_RECENTLY = NOW - 15_000;
/** Sent two minutes ago: the countdown is over and the resend link shows. */
export const SENT_LONG_AGO = NOW - 120_000;

export const frozenClock: Decorator = (Story) => (
  <CountdownClock.Provider value={fixedClock}>
    <Story />
  </CountdownClock.Provider>
);

/** A form column as wide as the modal's on a desktop. */
export const formColumn: Decorator = (Story) => (
  <Box maxW="sm">
    <Story />
  </Box>
);

export const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(isLocale(locale) ? locale : DEFAULT_LOCALE)._(id, values);

/** The element an input's aria-describedby points at (its message or helper text). */
export const messageOf = (input: Element) =>
  document.getElementById(input.getAttribute("aria-describedby") ?? "");

/** The demo regions in a language, the first region's districts, and nothing chosen yet. */
export function demoPlaces(locale: unknown, choice: Partial<PlaceChoice> = {}): PlaceChoice {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const title = (p: { id: number; title: Record<typeof language, string> }) => ({
    id: p.id,
    title: p.title[language],
  });
  return {
    regions: DEMO_REGIONS.map(title),
    districts: choice.region
      ? (DEMO_REGIONS.find((r) => r.id === choice.region)?.districts ?? []).map(title)
      : [],
    region: null,
    district: null,
    regionsLoading: false,
    districtsLoading: false,
    regionsFailed: false,
    districtsFailed: false,
    ...choice,
  };
}
