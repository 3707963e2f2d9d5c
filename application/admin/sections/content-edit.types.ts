import type { ContentKind } from "./content.types";
import type { DraftProblem, Titles } from "./tree.types";

/** A new banner or story: its picture, where it leads, its title (and a banner's sub-title). */
export interface PlacedDraft {
  readonly titles: Titles;
  /** Banners only; stories show it under the slide's title. */
  readonly subTitles: Titles;
  readonly url: string;
  readonly image: Blob | null;
}

export const EMPTY_TITLES: Titles = { ru: "", uz: "", sr: "" };
export const EMPTY_PLACED_DRAFT: PlacedDraft = {
  titles: EMPTY_TITLES,
  subTitles: EMPTY_TITLES,
  url: "",
  image: null,
};

export type PlacedField = "title_ru" | "url" | "image";

/** A path of the shop ("/products?sections=1") or an https address, as the server takes it. */
export function isLink(text: string): boolean {
  const link = text.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) return true;
  try {
    return new URL(link).protocol === "https:" && !/\s/.test(link);
  } catch {
    return false;
  }
}

/** The form's own check before sending; the server checks the same again. */
export function checkPlacedDraft(draft: PlacedDraft): Partial<Record<PlacedField, DraftProblem>> {
  const problems: Partial<Record<PlacedField, DraftProblem>> = {};
  if (draft.titles.ru.trim() === "") problems.title_ru = "required";
  if (draft.url.trim() === "") problems.url = "required";
  else if (!isLink(draft.url)) problems.url = "invalid";
  if (!draft.image) problems.image = "required";
  return problems;
}

/** Static pages and blog posts. */
export const TEXT_KINDS = ["pages", "posts"] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** A page or a post in every language. */
export interface StaffText {
  readonly id: number;
  /** A page's address (/pages/<slug>); null for a post. */
  readonly slug: string | null;
  readonly titles: Titles;
  readonly bodies: Titles;
}

export interface TextDraft {
  readonly titles: Titles;
  readonly bodies: Titles;
}

export type TextField = "title_ru" | "body_ru";

export function checkTextDraft(draft: TextDraft): Partial<Record<TextField, DraftProblem>> {
  const problems: Partial<Record<TextField, DraftProblem>> = {};
  if (draft.titles.ru.trim() === "") problems.title_ru = "required";
  if (draft.bodies.ru.trim() === "") problems.body_ru = "required";
  return problems;
}

export type { ContentKind };
