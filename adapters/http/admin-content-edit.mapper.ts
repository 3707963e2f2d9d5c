import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { PlacedItem } from "../../application/admin/sections/content.types";
import type { PlacedDraft, StaffText, TextDraft } from "../../application/admin/sections/content-edit.types";

// The answers of server/modules/admin/admin-content-edit.routes.ts (checked by AdminClient.call against their
// registry entries) in the back office's shapes, and its drafts as the forms the server reads.

export const placedFromWire = (w: AdminAnswer<"adminBannerCreate">): PlacedItem => ({
  id: w.id,
  title: w.title,
  image: w.image,
  position: w.position,
  visible: w.visible,
});

export const textFromWire = (w: AdminAnswer<"adminPageEdit">): StaffText => ({
  id: w.id,
  slug: w.slug,
  titles: { ru: w.title_ru, uz: w.title_uz, sr: w.title_sr },
  bodies: { ru: w.body_ru, uz: w.body_uz, sr: w.body_sr },
});

export const textsFromWire = (w: AdminAnswer<"adminPages">) => w.results.map(textFromWire);

/** A banner's or story's form: its texts as typed, the picture as chosen (a story sends no sub-title). */
export function placedToWire(draft: PlacedDraft, withSubTitle: boolean) {
  return {
    title_ru: draft.titles.ru,
    title_uz: draft.titles.uz,
    title_sr: draft.titles.sr,
    ...(withSubTitle
      ? {
          sub_title_ru: draft.subTitles.ru,
          sub_title_uz: draft.subTitles.uz,
          sub_title_sr: draft.subTitles.sr,
        }
      : {}),
    url: draft.url.trim(),
    ...(draft.image ? { image: draft.image as File } : {}),
  };
}

export const textToWire = (draft: TextDraft) => ({
  title_ru: draft.titles.ru,
  title_uz: draft.titles.uz,
  title_sr: draft.titles.sr,
  body_ru: draft.bodies.ru,
  body_uz: draft.bodies.uz,
  body_sr: draft.bodies.sr,
});
