import { array, boolean, coerce, nullable, optional, string, type, type Infer } from "superstruct";
import { union } from "./union.ts";
import { TitleRef } from "./common.ts";
import { ImageRef } from "./media.ts";
import { results } from "./pagination.ts";
import { Count, Id, Latitude, Longitude, Numeric, Title, Url } from "./scalars.ts";

// What the shop publishes: contacts, menus, footer, stories, videos, FAQ, content pages, statistics.
// The support forms and instructions are in support.ts.

/** Social links and work hours ("09:00") are null when the shop has none. */
export const ContactsAnswer = type({
  phone: string(),
  email: nullable(string()),
  address: nullable(string()),
  latitude: Latitude,
  longitude: Longitude,
  work_from: nullable(string()),
  work_to: nullable(string()),
  telegram: nullable(Url),
  instagram: nullable(Url),
  facebook: nullable(Url),
  youtube: nullable(Url),
});
export type ContactsAnswer = Infer<typeof ContactsAnswer>;

/**
 * A header strip item; `category` is the category it links to, as an id or `{id, title}`. Spec 3's category
 * group (title + categories) comes as the optional `categories`.
 */
export const HeaderMenuItem = type({
  id: Id,
  title: Title,
  category: nullable(union([Id, TitleRef])),
  categories: optional(array(TitleRef)),
});
export type HeaderMenuItem = Infer<typeof HeaderMenuItem>;
export const HeaderMenuAnswer = results(HeaderMenuItem);
export type HeaderMenuAnswer = Infer<typeof HeaderMenuAnswer>;

/** A footer column; `path` is a site path or an absolute URL. */
export const FooterColumn = type({ title: Title, items: array(type({ title: Title, path: string() })) });
export type FooterColumn = Infer<typeof FooterColumn>;
export const FooterAnswer = results(FooterColumn);
export type FooterAnswer = Infer<typeof FooterAnswer>;

/** `has_seen` is per user or per fingerprint; `video_duration` is in seconds. */
export const StoryItem = type({
  id: Id,
  title: nullable(Title),
  description: nullable(string()),
  image_src: ImageRef,
  url: nullable(string()),
  video: nullable(Url),
  video_duration: nullable(Numeric),
  has_seen: boolean(),
});
export type StoryItem = Infer<typeof StoryItem>;
export const Story = type({
  id: Id,
  title: Title,
  image_src: ImageRef,
  has_seen: boolean(),
  items: array(StoryItem),
});
export type Story = Infer<typeof Story>;
export const StoriesAnswer = results(Story);
export type StoriesAnswer = Infer<typeof StoriesAnswer>;

export const LiveStream = type({ id: Id, title: Title, cover: ImageRef, link: Url });
export type LiveStream = Infer<typeof LiveStream>;
/**
 * The contract answers an array; spec 7 says "an object". Both are read, as is a `{results}` wrapper, and
 * each becomes an array.
 */
export const LiveStreamAnswer = coerce(
  coerce(array(LiveStream), type({ results: array() }), (o) => o.results),
  type({ id: Id, link: string() }),
  (o) => [o],
);
export type LiveStreamAnswer = Infer<typeof LiveStreamAnswer>;

export const VideoLesson = type({ id: Id, title: Title, cover: ImageRef, video: Url });
export type VideoLesson = Infer<typeof VideoLesson>;
export const VideoLessonsAnswer = results(VideoLesson);
export type VideoLessonsAnswer = Infer<typeof VideoLessonsAnswer>;

/** `answer` may hold HTML. */
export const FaqItem = type({ id: Id, question: string(), answer: string() });
export type FaqItem = Infer<typeof FaqItem>;
export const FaqAnswer = results(FaqItem);
export type FaqAnswer = Infer<typeof FaqAnswer>;

/**
 * Posts (the spec's /posts/{id}); the contract's table does not list these calls, see docs/api.md. `body` is
 * HTML.
 */
export const PostSummary = type({ id: Id, title: Title, cover: ImageRef, excerpt: nullable(string()) });
export type PostSummary = Infer<typeof PostSummary>;
export const PostsAnswer = results(PostSummary);
export type PostsAnswer = Infer<typeof PostsAnswer>;
export const PostAnswer = type({ id: Id, title: Title, cover: ImageRef, body: string() });
export type PostAnswer = Infer<typeof PostAnswer>;

/** privacy-policy, terms-of-use, user-agreement, ...; `body` is HTML; an unknown slug is a 404. */
export const StaticPageAnswer = type({ title: Title, second_title: nullable(string()), body: string() });
export type StaticPageAnswer = Infer<typeof StaticPageAnswer>;

export const StatisticsAnswer = type({
  users_count: Count,
  categories_count: Count,
  orders_count: Count,
  products_count: Count,
});
export type StatisticsAnswer = Infer<typeof StatisticsAnswer>;
