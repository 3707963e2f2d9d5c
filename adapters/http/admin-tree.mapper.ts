import type { AdminAnswer } from "../../contract/admin.endpoints";
import type {
  BrandDraft,
  BrandPage,
  CategoryDraft,
  StaffBrand,
  StaffCategory,
} from "../../application/admin/sections/tree.types";

// The answers of server/modules/admin/admin-tree.routes.ts (already checked against their registry entries
// by AdminClient.call) in the back office's own shapes, and its drafts as the forms the server reads.

type WireCategory = AdminAnswer<"adminCategoryCreate">;
type WireBrand = AdminAnswer<"adminBrandCreate">;

export const categoryFromWire = (w: WireCategory): StaffCategory => ({
  id: w.id,
  parentId: w.parent_id,
  titles: { ru: w.title_ru, uz: w.title_uz, sr: w.title_sr },
  icon: w.icon,
  position: w.position,
});

export const categoriesFromWire = (w: AdminAnswer<"adminCategories">) => w.results.map(categoryFromWire);

export const brandFromWire = (w: WireBrand): StaffBrand => ({
  id: w.id,
  title: w.title,
  country: w.country,
  logo: w.logo,
});

export const brandPageFromWire = (w: AdminAnswer<"adminBrands">): BrandPage => ({
  results: w.results.map(brandFromWire),
  total: w.count,
  hasNext: w.next !== null,
  hasPrevious: w.previous !== null,
});

/** Every title as typed (the server trims; an empty Uzbek one shows the Russian); "" for a section. */
export function categoryToWire(draft: CategoryDraft) {
  return {
    title_ru: draft.titles.ru,
    title_uz: draft.titles.uz,
    title_sr: draft.titles.sr,
    parent_id: draft.parentId ?? ("" as const),
    ...(draft.icon ? { icon: draft.icon as File } : {}),
  };
}

export function brandToWire(draft: BrandDraft) {
  return {
    title: draft.title,
    country: draft.country,
    ...(draft.logo ? { logo: draft.logo as File } : {}),
  };
}
