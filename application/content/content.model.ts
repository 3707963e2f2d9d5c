import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import type { Brand } from "../catalogue/catalogue.types";
import type { Feedback, Post, StaticPage, Statistics } from "./content.types";
import { tracksPageLoading } from "../app/loading.model";

export const staticPageOpened = createEvent<string>();
export const postOpened = createEvent<number>();
export const aboutOpened = createEvent();
export const brandsOpened = createEvent();
export const feedbackSubmitted = createEvent<Feedback>();

export const loadStaticPageFx = attach({
  source: $deps,
  effect: (d, slug: string) => requireDeps(d).content.staticPage(slug),
});
export const loadPostFx = attach({
  source: $deps,
  effect: (d, id: number) => requireDeps(d).content.post(id),
});
export const loadStatisticsFx = attach({ source: $deps, effect: (d) => requireDeps(d).content.statistics() });
export const loadBrandsFx = attach({ source: $deps, effect: (d) => requireDeps(d).catalogue.brands(200) });
export const sendFeedbackFx = attach({
  source: $deps,
  effect: (d, f: Feedback) => requireDeps(d).content.sendFeedback(f),
});

export const $staticPage = createStore<StaticPage | null>(null);
export const $staticPageKey = createStore("");
export const $post = createStore<Post | null>(null);
export const $postKey = createStore("");
export const $statistics = createStore<Statistics | null>(null);
export const $brands = createStore<readonly Brand[]>([]);
const $brandsLanguage = createStore("");
export const $feedbackStatus = createStore<LoadStatus>("idle");

sample({
  clock: staticPageOpened,
  source: { key: $staticPageKey, language: $language },
  filter: ({ key, language }, slug) => key !== `${language}/${slug}`,
  fn: (_, slug) => slug,
  target: loadStaticPageFx,
});
sample({ clock: loadStaticPageFx.doneData, target: $staticPage });
sample({ clock: loadStaticPageFx.fail, fn: () => null, target: $staticPage });
sample({
  clock: loadStaticPageFx.finally,
  source: $language,
  fn: (l, { params }) => `${l}/${params}`,
  target: $staticPageKey,
});

sample({
  clock: postOpened,
  source: { key: $postKey, language: $language },
  filter: ({ key, language }, id) => key !== `${language}/${id}`,
  fn: (_, id) => id,
  target: loadPostFx,
});
sample({ clock: loadPostFx.doneData, target: $post });
sample({ clock: loadPostFx.fail, fn: () => null, target: $post });
sample({
  clock: loadPostFx.finally,
  source: $language,
  fn: (l, { params }) => `${l}/${params}`,
  target: $postKey,
});

sample({ clock: aboutOpened, source: $statistics, filter: (s) => s === null, target: loadStatisticsFx });
sample({ clock: loadStatisticsFx.doneData, target: $statistics });

sample({
  clock: brandsOpened,
  source: { loaded: $brandsLanguage, language: $language },
  filter: ({ loaded, language }) => loaded !== language,
  target: loadBrandsFx,
});
sample({ clock: loadBrandsFx.doneData, target: $brands });
sample({ clock: loadBrandsFx.done, source: $language, target: $brandsLanguage });

sample({ clock: feedbackSubmitted, target: sendFeedbackFx });
sample({ clock: sendFeedbackFx, fn: (): LoadStatus => "pending", target: $feedbackStatus });
sample({ clock: sendFeedbackFx.done, fn: (): LoadStatus => "ready", target: $feedbackStatus });
sample({ clock: sendFeedbackFx.fail, fn: (): LoadStatus => "error", target: $feedbackStatus });

tracksPageLoading(loadStaticPageFx);
tracksPageLoading(loadPostFx);
tracksPageLoading(loadBrandsFx);
