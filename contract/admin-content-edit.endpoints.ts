import { boolean, array, integer, nullable, optional, string, type } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { atMost, Id, PositiveIntFromText } from "./scalars.ts";
import { FileUpload } from "./uploads.ts";

/** Where a banner or a story leads: a path of the shop ("/products?sections=1") or an https address. */
export const LINK_LIMIT = 500;

/** A banner or story as the back office lists it (the same row admin-content's calls answer). */
export const StaffPlaced = type({
  id: Id,
  title: string(),
  image: string(),
  position: integer(),
  visible: boolean(),
});

/**
 * A new banner or story (multipart): its picture, where it leads, its title in three languages (Russian
 * required; Uzbek left empty shows the Russian). A banner's sub-title is optional.
 */
export const PlacedForm = type({
  title_ru: optional(atMost(string(), 300)),
  title_uz: optional(atMost(string(), 300)),
  title_sr: optional(atMost(string(), 300)),
  sub_title_ru: optional(atMost(string(), 300)),
  sub_title_uz: optional(atMost(string(), 300)),
  sub_title_sr: optional(atMost(string(), 300)),
  url: optional(atMost(string(), LINK_LIMIT)),
  image: optional(FileUpload),
});

/** A static page or a blog post in every language, as the back office edits it. */
export const StaffText = type({
  id: Id,
  /** A page's address (/pages/<slug>); null for a post. */
  slug: nullable(string()),
  title_ru: string(),
  title_uz: string(),
  title_sr: string(),
  body_ru: string(),
  body_uz: string(),
  body_sr: string(),
});
export const StaffTextList = type({ results: array(StaffText) });

/** The longest body a page or post may have. */
export const TEXT_BODY_LIMIT = 100_000;

/** A change of a page or post: an absent field is left as it is; Russian may not be emptied. */
export const TextForm = type({
  title_ru: optional(atMost(string(), 300)),
  title_uz: optional(atMost(string(), 300)),
  title_sr: optional(atMost(string(), 300)),
  body_ru: optional(atMost(string(), TEXT_BODY_LIMIT)),
  body_uz: optional(atMost(string(), TEXT_BODY_LIMIT)),
  body_sr: optional(atMost(string(), TEXT_BODY_LIMIT)),
});

const IdPath = type({ id: PositiveIntFromText });
const Removed = type({ id: Id });

const placed = (kind: "banners" | "stories") =>
  ({
    create: {
      method: "POST",
      path: `admin/${kind}/`,
      body: PlacedForm,
      encoding: "multipart",
      answer: StaffPlaced,
      auth: "required",
      permission: "content.edit",
    },
    remove: {
      method: "DELETE",
      path: `admin/${kind}/{id}/`,
      params: IdPath,
      answer: Removed,
      auth: "required",
      permission: "content.edit",
    },
  }) as const;

const texts = (kind: "pages" | "posts") =>
  ({
    list: {
      method: "GET",
      path: `admin/${kind}/`,
      answer: StaffTextList,
      auth: "required",
      permission: "content.edit",
    },
    edit: {
      method: "PATCH",
      path: `admin/${kind}/{id}/`,
      params: IdPath,
      body: TextForm,
      answer: StaffText,
      auth: "required",
      permission: "content.edit",
    },
  }) as const;

/** Banners and stories made and removed; static pages and blog posts edited (permission content.edit). */
export const adminContentEditEndpoints = defineEndpoints({
  adminBannerCreate: placed("banners").create,
  adminBannerRemove: placed("banners").remove,
  adminStoryCreate: placed("stories").create,
  adminStoryRemove: placed("stories").remove,
  adminPages: texts("pages").list,
  adminPageEdit: texts("pages").edit,
  adminPosts: texts("posts").list,
  adminPostEdit: texts("posts").edit,
});
