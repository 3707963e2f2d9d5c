import type { DomainError, Result } from "../../../../domain/errors.ts";
import { Refusal, refusalsAsResults } from "../../../platform/refusal.ts";
import { DRAFT_LIMITS, withStandIns } from "../../../../domain/product-draft.ts";
import { slugOf } from "../../../../domain/slug.ts";
import type { Outbox } from "../../../platform/outbox.port.ts";
import type { Transactor, Tx } from "../../../platform/transactions.ts";
import type { ChangeBatch } from "./change-batch.ts";
import type { KeptBrand, KeptCategory, TreeUpkeepRepository } from "./tree-upkeep.repository.ts";

/** Sections, their categories and theirs: the storefront's menu shows three levels. */
export const MAX_CATEGORY_DEPTH = 3;

export interface CategoryDraft {
  titleRu?: string;
  titleUz?: string;
  titleSr?: string;
  /** null: a section of its own. */
  parentId?: number | null;
  /** A picture name of the store's categories folder, or a drawing's name. */
  icon?: string;
  externalId?: string | null;
}

export interface BrandDraft {
  title?: string;
  country?: string;
  /** A picture name of the store's brands folder: the logo. */
  icon?: string;
  descriptionRu?: string;
  descriptionUz?: string;
  descriptionSr?: string;
  externalId?: string | null;
}

const refuse = (field: string, code: DomainError["code"] = "FIELD.INVALID"): never => {
  throw new Refusal({ code, params: { field } });
};

function title(value: string | undefined, field: string, required: boolean): string | undefined {
  const text = value?.trim();
  if (text === undefined || text === "") return required ? refuse(field, "FIELD.REQUIRED") : undefined;
  if (text.length > DRAFT_LIMITS.title || /\p{Cc}/u.test(text)) return refuse(field);
  return text;
}

/**
 * The category tree and the brands, for every source (decision 0030): each change and its
 * `catalogue.changed` of kind `tree` are one transaction, and every process reads the tree again.
 */
export class TreeUpkeep {
  constructor(
    private readonly deps: { repository: TreeUpkeepRepository; transactor: Transactor; outbox: Outbox },
  ) {}

  /** Updates the category `match` names, or makes it (a 1C id that names none; no match at all). */
  saveCategory(match: { id: number } | { externalId: string } | null, draft: CategoryDraft) {
    return this.run((tx) => this.saveCategoryIn(tx, match, draft));
  }

  /** Given a `batch`, the change is noted there, for `ProductUpkeep.publishIn`'s one event (a 1C step). */
  async saveCategoryIn(
    tx: Tx,
    match: { id: number } | { externalId: string } | null,
    draft: CategoryDraft,
    batch?: ChangeBatch,
  ): Promise<{ id: number; created: boolean }> {
    const { repository } = this.deps;
    const current = match ? await repository.category(tx, match) : null;
    if (match && "id" in match && !current) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
    const titleRu = title(draft.titleRu, "title_ru", current === null);
    const titles = withStandIns(
      {
        ru: titleRu,
        uz: title(draft.titleUz, "title_uz", false),
        sr: title(draft.titleSr, "title_sr", false),
      },
      current && { ru: current.titleRu, uz: current.titleUz, sr: current.titleSr, standIns: [] },
    );
    const parentId = draft.parentId === undefined ? (current?.parentId ?? null) : draft.parentId;
    if (parentId !== null) {
      const parent = await repository.category(tx, { id: parentId });
      if (!parent) refuse("parent_id");
      if (current && (await repository.isWithin(tx, parentId, current.id))) refuse("parent_id");
      if (parent!.depth + 1 + (current?.height ?? 0) > MAX_CATEGORY_DEPTH) refuse("parent_id");
    }
    const externalId =
      draft.externalId === undefined
        ? (current?.externalId ??
          ("externalId" in (match ?? {}) ? (match as { externalId: string }).externalId : null))
        : draft.externalId;
    const next = {
      parentId,
      titleRu: titles.ru,
      titleUz: titles.uz,
      titleSr: titles.sr,
      icon: draft.icon ?? current?.icon ?? "",
      externalId,
    };
    let id: number;
    if (current) {
      await repository.updateCategory(tx, current.id, next);
      if (parentId !== current.parentId) await repository.resection(tx, current.id);
      id = current.id;
    } else id = await repository.insertCategory(tx, next, slugOf(titles.sr) || "category");
    await this.changed(tx, batch);
    return { id, created: current === null };
  }

  /** Puts a parent's children (null: the sections) in the given order; every child named once. */
  orderCategories(parentId: number | null, ids: readonly number[]) {
    return this.run(async (tx) => {
      const children = await this.deps.repository.children(tx, parentId);
      const same = ids.length === children.length && new Set(ids).size === ids.length;
      if (!same || !ids.every((id) => children.includes(id))) refuse("ids");
      await this.deps.repository.order(tx, parentId, ids);
      await this.changed(tx);
      return true as const;
    });
  }

  /** Updates the brand `match` names, or makes it; a brand named like one there is is that brand. */
  saveBrand(match: { id: number } | { externalId: string } | null, draft: BrandDraft) {
    return this.run((tx) => this.saveBrandIn(tx, match, draft));
  }

  /** Given a `batch`, the change is noted there, for `ProductUpkeep.publishIn`'s one event. */
  async saveBrandIn(
    tx: Tx,
    match: { id: number } | { externalId: string } | null,
    draft: BrandDraft,
    batch?: ChangeBatch,
  ): Promise<{ id: number; created: boolean }> {
    const { repository } = this.deps;
    let current: KeptBrand | null = match ? await repository.brand(tx, match) : null;
    if (match && "id" in match && !current) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
    const name = title(draft.title, "title", current === null);
    // A spreadsheet names a brand by its title: the same brand, not a second one of that name.
    if (!current && name) current = await repository.brandByTitle(tx, name);
    const next: Omit<KeptBrand, "id"> = {
      title: name ?? current!.title,
      country: draft.country ?? current?.country ?? "",
      icon: draft.icon ?? current?.icon ?? "",
      descriptionRu: draft.descriptionRu ?? current?.descriptionRu ?? "",
      descriptionUz: draft.descriptionUz ?? current?.descriptionUz ?? "",
      descriptionSr: draft.descriptionSr ?? current?.descriptionSr ?? "",
      externalId:
        draft.externalId === undefined
          ? (current?.externalId ?? (match && "externalId" in match ? match.externalId : null))
          : draft.externalId,
    };
    if (current) {
      await repository.updateBrand(tx, current.id, next);
      await this.changed(tx, batch);
      return { id: current.id, created: false };
    }
    const id = await repository.insertBrand(tx, next, slugOf(next.title) || "brand");
    await this.changed(tx, batch);
    return { id, created: true };
  }

  private async changed(tx: Tx, batch?: ChangeBatch) {
    if (batch) batch.tree = true;
    else await this.deps.outbox.add(tx, "catalogue.changed", { productIds: [], kind: "tree" });
  }

  private run<T>(work: (tx: Tx) => Promise<T>): Promise<Result<T>> {
    return refusalsAsResults(() => this.deps.transactor.run(work));
  }
}

export type { KeptCategory };
