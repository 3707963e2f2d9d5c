import type { AdminTreeCalls } from "../../application/admin/sections/tree.port";
import {
  branchOf,
  MAX_CATEGORY_DEPTH,
  placed,
  type BrandDraft,
  type BrandQuery,
  type CategoryDraft,
  type StaffBrand,
  type StaffCategory,
} from "../../application/admin/sections/tree.types";
import { Refused } from "../../application/shared/refusal";
import { demoImage } from "./demo-data";
import type { FakeAdminOptions } from "./fake-admin.gateway";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const tr = (ru: string, uz: string, sr: string) => ({ ru, uz, sr });

// Two sections of the shop's tree and one of its third level, one category still without Uzbek texts
// (they show the Russian), and five brands, one without a logo.
const DEMO_TREE: readonly StaffCategory[] = [
  {
    id: 1,
    parentId: null,
    titles: tr("Строительные смеси", "Қурилиш аралашмалари", "Qurilish aralashmalari"),
    icon: demoImage(28, "bag"),
    position: 1,
  },
  { id: 11, parentId: 1, titles: tr("Цемент", "Цемент", "Sement"), icon: null, position: 1 },
  { id: 12, parentId: 1, titles: tr("Штукатурка", "Сувоқ", "Suvoq"), icon: null, position: 2 },
  {
    id: 121,
    parentId: 12,
    titles: tr("Гипсовая штукатурка", "Гипсли сувоқ", "Gipsli suvoq"),
    icon: null,
    position: 1,
  },
  {
    id: 2,
    parentId: null,
    titles: tr("Инструменты", "Асбоблар", "Asboblar"),
    icon: demoImage(205, "tool"),
    position: 2,
  },
  {
    id: 21,
    parentId: 2,
    titles: tr("Дрели и шуруповёрты", "Дрели и шуруповёрты", "Дрели и шуруповёрты"),
    icon: null,
    position: 1,
  },
];
const DEMO_BRANDS: readonly StaffBrand[] = [
  { id: 1, title: "Knauf", country: "de", logo: demoImage(210, "box") },
  { id: 2, title: "Ceresit", country: "de", logo: demoImage(0, "bag") },
  { id: 3, title: "Akfa", country: "uz", logo: demoImage(120, "tile") },
  { id: 4, title: "Bosch", country: "de", logo: demoImage(350, "tool") },
  { id: 5, title: "Shurtan Gips", country: "uz", logo: null },
];

/** The tree and the brands in memory, checked as the server checks them, behind the fake's guard. */
export class FakeAdminTree implements AdminTreeCalls {
  private tree: Mutable<StaffCategory>[];
  private brands_: Mutable<StaffBrand>[];
  /** What the page saved, in order. */
  readonly saves: { kind: "category" | "brand"; id: number | null }[] = [];
  private nextId = 1000;

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    this.tree = options.empty ? [] : DEMO_TREE.map((c) => ({ ...c }));
    this.brands_ = options.empty ? [] : DEMO_BRANDS.map((b) => ({ ...b }));
  }

  /** Parents before children, siblings by position, as the server lists them. */
  private ordered(): StaffCategory[] {
    const out: StaffCategory[] = [];
    const walk = (parent: number | null) =>
      this.tree
        .filter((c) => c.parentId === parent)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .forEach((c) => (out.push({ ...c }), walk(c.id)));
    walk(null);
    return out;
  }

  async categories() {
    await this.guard();
    return this.ordered();
  }

  async saveCategory(id: number | null, draft: CategoryDraft) {
    await this.guard();
    const current = id === null ? null : this.tree.find((c) => c.id === id);
    if (current === undefined) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    if (draft.titles.ru.trim() === "") throw new Refused(400, "", "FIELD.REQUIRED", { field: "title_ru" });
    const list = this.ordered();
    if (draft.parentId !== null) {
      const parent = placed(list).find((c) => c.id === draft.parentId);
      const branch = id === null ? new Set<number>() : branchOf(list, id);
      if (!parent || branch.has(parent.id) || parent.depth >= MAX_CATEGORY_DEPTH)
        throw new Refused(400, "", "FIELD.INVALID", { field: "parent_id" });
    }
    const ru = draft.titles.ru.trim();
    const titles = { ru, uz: draft.titles.uz.trim() || ru, sr: draft.titles.sr.trim() || ru };
    const icon = draft.icon ? demoImage(this.nextId % 360, "tile") : (current?.icon ?? null);
    this.saves.push({ kind: "category", id });
    if (current) {
      const moved = current.parentId !== draft.parentId;
      Object.assign(current, { titles, icon, parentId: draft.parentId });
      if (moved) current.position = this.lastPosition(draft.parentId);
      return { ...current };
    }
    const made = {
      id: this.nextId++,
      parentId: draft.parentId,
      titles,
      icon,
      position: this.lastPosition(draft.parentId),
    };
    this.tree.push(made);
    return { ...made };
  }

  private lastPosition(parentId: number | null) {
    return Math.max(0, ...this.tree.filter((c) => c.parentId === parentId).map((c) => c.position)) + 1;
  }

  async orderCategories(parentId: number | null, ids: readonly number[]) {
    await this.guard();
    const children = this.tree.filter((c) => c.parentId === parentId);
    if (ids.length !== children.length || !children.every((c) => ids.includes(c.id)))
      throw new Refused(400, "", "FIELD.INVALID", { field: "ids" });
    for (const c of children) c.position = ids.indexOf(c.id) + 1;
    return this.ordered();
  }

  async brands({ search, page }: BrandQuery) {
    await this.guard();
    const size = this.options.pageSize ?? 50;
    const found = this.brands_
      .filter((b) => b.title.toLowerCase().includes(search.trim().toLowerCase()))
      .sort((a, b) => a.title.localeCompare(b.title));
    return {
      results: found.slice((page - 1) * size, page * size).map((b) => ({ ...b })),
      total: found.length,
      hasNext: page * size < found.length,
      hasPrevious: page > 1,
    };
  }

  async saveBrand(id: number | null, draft: BrandDraft) {
    await this.guard();
    const current = id === null ? null : this.brands_.find((b) => b.id === id);
    if (current === undefined) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    const title = draft.title.trim();
    if (title === "") throw new Refused(400, "", "FIELD.REQUIRED", { field: "title" });
    if (this.brands_.some((b) => b.id !== id && b.title.toLowerCase() === title.toLowerCase()))
      throw new Refused(400, "", "FIELD.INVALID", { field: "title" });
    const logo = draft.logo ? demoImage(this.nextId % 360, "box") : (current?.logo ?? null);
    this.saves.push({ kind: "brand", id });
    if (current) {
      Object.assign(current, { title, country: draft.country.trim(), logo });
      return { ...current };
    }
    const made = { id: this.nextId++, title, country: draft.country.trim(), logo };
    this.brands_.push(made);
    return { ...made };
  }
}
