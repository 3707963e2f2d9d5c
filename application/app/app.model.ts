import { attach, createEvent, createStore, sample } from "effector";
import { requireDeps, type AppDeps } from "./deps";
import {
  COOKIE_DAYS,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  THEME_COOKIE,
  type Language,
  type Theme,
} from "../visitor/visitor";

/** The scope's ports; set by fork({ values: [[$deps, deps]] }) and never serialised. */
export const $deps = createStore<AppDeps | null>(null, { serialize: "ignore" });

export const $language = createStore<Language>(DEFAULT_LANGUAGE);
export const $theme = createStore<Theme>("light");
/**
 * The Yandex Maps key the server was started with (YANDEX_MAPS_API_KEY); null puts the offline map in its
 * place. It is a browser key, restricted by the referrer at Yandex, so the page may carry it.
 */
export const $mapsApiKey = createStore<string | null>(null);

/** The route's language differs from the one the page was showing. */
export const languageChanged = createEvent<Language>();
/** The visitor picked a language in the switcher (remembered for 365 days). */
export const languageChosen = createEvent<Language>();
export const themeChosen = createEvent<Theme>();
export const themeToggled = createEvent();

const rememberFx = attach({
  source: $deps,
  effect: (deps, { name, value }: { name: string; value: string }) =>
    requireDeps(deps).cookies.set(name, value, { maxAgeDays: COOKIE_DAYS }),
});

sample({
  clock: languageChanged,
  source: $language,
  filter: (current, next) => current !== next,
  fn: (_, next) => next,
  target: $language,
});
sample({ clock: languageChosen, fn: (value) => ({ name: LANGUAGE_COOKIE, value }), target: rememberFx });

sample({
  clock: themeToggled,
  source: $theme,
  fn: (theme): Theme => (theme === "dark" ? "light" : "dark"),
  target: themeChosen,
});
sample({ clock: themeChosen, target: $theme });
sample({ clock: themeChosen, fn: (value) => ({ name: THEME_COOKIE, value }), target: rememberFx });
