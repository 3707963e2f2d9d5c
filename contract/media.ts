import { nullable, optional, type, type Infer } from "superstruct";
import { union } from "./union.ts";
import { Url } from "./scalars.ts";

/**
 * One picture in the sizes the backend renders. Only `default` is required: a missing variant falls back to
 * it, so one absent key never hides a whole product list.
 */
export const ImageSet = type({
  extra_small: optional(nullable(Url)),
  small: optional(nullable(Url)),
  compressed: optional(nullable(Url)),
  medium: optional(nullable(Url)),
  large: optional(nullable(Url)),
  default: Url,
});
export type ImageSet = Infer<typeof ImageSet>;

/**
 * `image_src` fields whose shape the contract leaves open: a plain URL or an ImageSet; null when there is
 * none.
 */
export const ImageRef = nullable(union([Url, ImageSet]));
export type ImageRef = Infer<typeof ImageRef>;

/** A user's picture; null when they have none. */
export const AvatarSrc = type({ default: nullable(Url), small: optional(nullable(Url)) });
export type AvatarSrc = Infer<typeof AvatarSrc>;

/** Category icons. */
export const IconSrc = type({ default: optional(nullable(Url)), medium: optional(nullable(Url)) });
export type IconSrc = Infer<typeof IconSrc>;

/** Home-page banners: `banner` is the wide crop, `optimized` a lighter copy. */
export const BannerImage = type({
  default: Url,
  optimized: optional(nullable(Url)),
  banner: optional(nullable(Url)),
});
export type BannerImage = Infer<typeof BannerImage>;

/** Spec 5: photos (reviews, bug reports) are jpg or png, at most 4. */
export const PHOTO_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_PHOTOS = 4;
