/** Russian, Uzbek Cyrillic and Uzbek Latin: the shop's three languages, Russian required. */
export interface Titles {
  readonly ru: string;
  readonly uz: string;
  readonly sr: string;
}

/** A category as the back office edits it. */
export interface StaffCategory {
  readonly id: number;
  readonly parentId: number | null;
  readonly titles: Titles;
  /** The icon's address; null when it has none. */
  readonly icon: string | null;
  readonly position: number;
}

/** A category in the tree as shown: 1 for a section, 2 for its categories, 3 for theirs. */
export interface PlacedCategory extends StaffCategory {
  readonly depth: number;
}

/** What the category form sends; a picture only when one was chosen. */
export interface CategoryDraft {
  readonly titles: Titles;
  /** null: a section of its own. */
  readonly parentId: number | null;
  readonly icon: Blob | null;
}

export interface StaffBrand {
  readonly id: number;
  readonly title: string;
  readonly country: string;
  /** The logo's address; null when it has none. */
  readonly logo: string | null;
}

export interface BrandPage {
  readonly results: readonly StaffBrand[];
  readonly total: number;
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
}

export interface BrandQuery {
  readonly search: string;
  readonly page: number;
}

export interface BrandDraft {
  readonly title: string;
  readonly country: string;
  readonly logo: Blob | null;
}

/** The storefront's menu shows three levels: sections, their categories and theirs (the server's rule). */
export const MAX_CATEGORY_DEPTH = 3;

/** Each category with its depth, in the server's order (parents before children, siblings in order). */
export function placed(list: readonly StaffCategory[]): PlacedCategory[] {
  const depth = new Map<number, number>();
  return list.map((c) => {
    const d = c.parentId === null ? 1 : (depth.get(c.parentId) ?? 0) + 1;
    depth.set(c.id, d);
    return { ...c, depth: d };
  });
}

/** `id` and every category below it. */
export function branchOf(list: readonly StaffCategory[], id: number): Set<number> {
  const branch = new Set([id]);
  for (const c of list) if (c.parentId !== null && branch.has(c.parentId)) branch.add(c.id);
  return branch;
}

/**
 * The parents `id` may move under (null: a new one): never itself nor its own branch, and never so deep that
 * its children would pass the third level. The server checks the same again.
 */
export function parentChoices(list: readonly StaffCategory[], id: number | null): PlacedCategory[] {
  const all = placed(list);
  const branch = id === null ? new Set<number>() : branchOf(list, id);
  const own = all.filter((c) => branch.has(c.id));
  const top = own.find((c) => c.id === id)?.depth ?? 1;
  const height = own.reduce((h, c) => Math.max(h, c.depth - top), 0);
  return all.filter((c) => !branch.has(c.id) && c.depth + 1 + height <= MAX_CATEGORY_DEPTH);
}

/** The new order of `id`'s siblings once it trades places with its neighbour; null: none that way. */
export function siblingOrder(
  list: readonly StaffCategory[],
  id: number,
  direction: "up" | "down",
): { parentId: number | null; ids: number[] } | null {
  const me = list.find((c) => c.id === id);
  if (!me) return null;
  const ids = list.filter((c) => c.parentId === me.parentId).map((c) => c.id);
  const i = ids.indexOf(id);
  const j = direction === "up" ? i - 1 : i + 1;
  if (j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return { parentId: me.parentId, ids };
}

export type DraftProblem = "required" | "invalid";

/** The form's own check before sending: Russian is required (the server says the same). */
export function checkCategoryDraft(draft: CategoryDraft): Partial<Record<"title_ru", DraftProblem>> {
  return draft.titles.ru.trim() === "" ? { title_ru: "required" } : {};
}

export function checkBrandDraft(draft: BrandDraft): Partial<Record<"title", DraftProblem>> {
  return draft.title.trim() === "" ? { title: "required" } : {};
}
