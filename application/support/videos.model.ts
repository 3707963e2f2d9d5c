import { attach, createEvent, createStore, sample } from "effector";
import { $deps, $language } from "../app/app.model";
import type { LoadStatus } from "../app/deps";
import type { Language } from "../visitor/visitor";
import { supportOf } from "./support-deps";
import type { LiveStream, VideoLesson } from "./support.types";

// /profile/vedio: the video lessons and the live stream, two calls, each with its own state so one failing
// never hides the other.

/** The page was opened (again on a change of language, or to retry). */
export const videosOpened = createEvent();

const local = { serialize: "ignore" } as const;
export const $lessons = createStore<readonly VideoLesson[]>([], local);
export const $lessonsStatus = createStore<LoadStatus>("idle", local);
const $lessonsLanguage = createStore("", local);
export const $streams = createStore<readonly LiveStream[]>([], local);
export const $streamsStatus = createStore<LoadStatus>("idle", local);
const $streamsLanguage = createStore("", local);

// Each load takes the language it is made in (the gateway sends the current one), to know what it holds.
export const lessonsFx = attach({
  source: $deps,
  effect: (deps, _language: Language) => supportOf(deps).videoLessons(),
});
export const streamsFx = attach({
  source: $deps,
  effect: (deps, _language: Language) => supportOf(deps).liveStreams(),
});

sample({
  clock: videosOpened,
  source: { loaded: $lessonsLanguage, language: $language, pending: lessonsFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  fn: ({ language }) => language,
  target: lessonsFx,
});
sample({ clock: lessonsFx, fn: (): LoadStatus => "pending", target: $lessonsStatus });
sample({ clock: lessonsFx.doneData, target: $lessons });
sample({ clock: lessonsFx.done, fn: (): LoadStatus => "ready", target: $lessonsStatus });
sample({ clock: lessonsFx.done, fn: ({ params }) => params, target: $lessonsLanguage });
// The language changed while it was on its way: asked again in the new one.
sample({
  clock: lessonsFx.done,
  source: $language,
  filter: (language, { params }) => language !== params,
  target: lessonsFx,
});
sample({ clock: lessonsFx.fail, fn: (): LoadStatus => "error", target: $lessonsStatus });

sample({
  clock: videosOpened,
  source: { loaded: $streamsLanguage, language: $language, pending: streamsFx.pending },
  filter: ({ loaded, language, pending }) => !pending && loaded !== language,
  fn: ({ language }) => language,
  target: streamsFx,
});
sample({ clock: streamsFx, fn: (): LoadStatus => "pending", target: $streamsStatus });
sample({ clock: streamsFx.doneData, target: $streams });
sample({ clock: streamsFx.done, fn: (): LoadStatus => "ready", target: $streamsStatus });
sample({ clock: streamsFx.done, fn: ({ params }) => params, target: $streamsLanguage });
// The language changed while it was on its way: asked again in the new one.
sample({
  clock: streamsFx.done,
  source: $language,
  filter: (language, { params }) => language !== params,
  target: streamsFx,
});
sample({ clock: streamsFx.fail, fn: (): LoadStatus => "error", target: $streamsStatus });
