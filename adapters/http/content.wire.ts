import { array, boolean, integer, nullable, optional, string, type, union, unknown } from "superstruct";
import { IntLike, Latitude, Longitude, Numeric } from "../../contract/scalars";
import { ImageRef } from "../../contract/media";

// Wire shapes of the content calls that contract/ does not hold yet (header menu, stories, contacts, footer, static
// pages, statistics, posts), written from shared/spec/api-contract.md. Move them into contract/ when it has them.

export const HeaderMenuAnswer = type({
  results: array(type({ id: integer(), title: string(), category: union([integer(), type({ id: integer() })]) })),
});

export const StoryItemWire = type({
  id: integer(),
  title: optional(nullable(string())),
  description: optional(nullable(string())),
  image_src: ImageRef,
  url: optional(nullable(string())),
  video: optional(nullable(string())),
  video_duration: optional(nullable(Numeric)),
  has_seen: boolean(),
});
export const StoriesAnswer = type({
  results: array(type({ id: integer(), title: string(), image_src: ImageRef, has_seen: boolean(), items: array(StoryItemWire) })),
});

export const ContactsAnswer = type({
  phone: string(),
  email: optional(nullable(string())),
  address: string(),
  latitude: Latitude,
  longitude: Longitude,
  work_from: optional(nullable(string())),
  work_to: optional(nullable(string())),
  telegram: optional(nullable(string())),
  instagram: optional(nullable(string())),
  facebook: optional(nullable(string())),
  youtube: optional(nullable(string())),
});

export const FooterAnswer = type({
  results: array(type({ title: string(), items: array(type({ title: string(), path: string() })) })),
});

export const StaticPageAnswer = type({ title: string(), second_title: optional(nullable(string())), body: string() });

export const StatisticsAnswer = type({
  users_count: IntLike, categories_count: IntLike, orders_count: IntLike, products_count: IntLike,
});

export const PostAnswer = type({
  id: integer(), title: string(), body: optional(nullable(string())), content: optional(nullable(string())), image: optional(ImageRef),
});

export const AnyAnswer = unknown();
