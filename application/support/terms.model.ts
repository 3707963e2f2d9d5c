import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps } from "../app/deps";
import type { StaticPage } from "../content/content.types";
import type { Language } from "../visitor/visitor";
import { TERMS_SLUG, type DetailStatus } from "./support.types";

// /profile/terms-of-use: the shop's terms, the content page the seed names "terms-of-use".

/** The page was opened (again on a change of language, or to retry). */
export const termsOpened = createEvent();

const local = { serialize: "ignore" } as const;
export const $terms = createStore<StaticPage | null>(null, local);
export const $termsStatus = createStore<DetailStatus>("idle", local);
const $termsLanguage = createStore("", local);

export const termsFx = attach({
  source: $deps,
  effect: (deps, _language: Language) => requireDeps(deps).content.staticPage(TERMS_SLUG),
});

sample({
  clock: termsOpened,
  source: { loaded: $termsLanguage, language: $language, pending: termsFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  fn: ({ language }) => language,
  target: termsFx,
});
sample({ clock: termsFx, fn: (): DetailStatus => "pending", target: $termsStatus });
sample({ clock: termsFx.doneData, target: $terms });
sample({
  clock: termsFx.doneData,
  fn: (page): DetailStatus => (page ? "ready" : "missing"),
  target: $termsStatus,
});
sample({ clock: termsFx.done, fn: ({ params }) => params, target: $termsLanguage });
// The language changed while it was on its way: asked again in the new one.
sample({
  clock: termsFx.done,
  source: $language,
  filter: (language, { params }) => language !== params,
  target: termsFx,
});
sample({ clock: termsFx.fail, fn: (): DetailStatus => "error", target: $termsStatus });
