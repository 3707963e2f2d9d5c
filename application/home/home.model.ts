import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import { requireDeps, type LoadStatus } from "../app/deps";
import type { Story } from "../catalogue/catalogue.types";
import { loadHome, markRead, type HomeData } from "./home";
import { tracksPageLoading } from "../app/loading.model";
import { ownMarksChanged } from "../basket/basket.model";

export const homeOpened = createEvent();
export const storyItemViewed = createEvent<number>();

export const loadHomeFx = attach({ source: $deps, effect: (deps) => loadHome(requireDeps(deps).catalogue) });
const markReadFx = attach({
  source: $deps,
  effect: (deps, itemId: number) => requireDeps(deps).catalogue.markStoryItemRead(itemId),
});

export const $home = createStore<Omit<HomeData, "stories"> | null>(null);
export const $stories = createStore<readonly Story[]>([]);
export const $homeStatus = createStore<LoadStatus>("idle");
const $homeLanguage = createStore("");

sample({
  clock: homeOpened,
  source: { loaded: $homeLanguage, language: $language, pending: loadHomeFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  target: loadHomeFx,
});
sample({ clock: loadHomeFx, fn: (): LoadStatus => "pending", target: $homeStatus });
sample({ clock: loadHomeFx.doneData, fn: ({ stories: _s, ...rest }) => rest, target: $home });
sample({ clock: loadHomeFx.doneData, fn: (d) => d.stories, target: $stories });
sample({ clock: loadHomeFx.done, fn: (): LoadStatus => "ready", target: $homeStatus });
sample({ clock: loadHomeFx.fail, fn: (): LoadStatus => "error", target: $homeStatus });
sample({ clock: loadHomeFx.done, source: $language, target: $homeLanguage });

sample({ clock: storyItemViewed, source: $stories, fn: markRead, target: $stories });
sample({ clock: storyItemViewed, target: markReadFx });

tracksPageLoading(loadHomeFx);

// Which stories the visitor has seen is theirs: the server's page is everyone's and shows every story unseen
// (decision 0028), so the browser asks once it knows who the visitor is, and again when that changes.
const seenStoriesFx = attach({ source: $deps, effect: (deps) => requireDeps(deps).catalogue.stories() });
sample({
  clock: ownMarksChanged,
  source: $stories,
  filter: (stories) => stories.length > 0,
  target: seenStoriesFx,
});
sample({ clock: seenStoriesFx.doneData, target: $stories });
