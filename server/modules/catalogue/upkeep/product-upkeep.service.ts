import type { Result } from "../../../../domain/errors.ts";
import { Refusal, refusalsAsResults } from "../../../platform/refusal.ts";
import { checkProductDraft, withStandIns, type ProductDraft } from "../../../../domain/product-draft.ts";
import { searchKey, searchKeyWords } from "../../../../domain/search-key.ts";
import { slugOf } from "../../../../domain/slug.ts";
import type { Outbox } from "../../../platform/outbox.port.ts";
import type { Transactor, Tx } from "../../../platform/transactions.ts";
import { ChangeBatch, publishBatch } from "./change-batch.ts";
import type {
  KeptProduct,
  ProductChange,
  ProductMatch,
  ProductRow,
  ProductUpkeepRepository,
} from "./product-upkeep.repository.ts";

/** Who made a change: a person of the staff, or a source acting for the shop. */
export interface UpkeepActor {
  userId: number | null;
  source: "staff" | "import" | "1c";
}

export interface SavedProduct {
  id: number;
  slug: string;
  created: boolean;
  /** Whether anything changed (an unchanged row of a repeated import changes nothing). */
  changed: boolean;
}

const NUMBER_FIELDS = ["price", "salePrice", "stock"] as const;
const LOGGED_NAMES: Record<string, string> = { salePrice: "sale_price" };
const TEXT_FIELDS = [
  "sku",
  "externalId",
  "titleRu",
  "titleUz",
  "titleSr",
  "descriptionRu",
  "descriptionUz",
  "descriptionSr",
  "categoryId",
  "brandId",
  "unit",
  "unitValue",
  "attributes",
  "groupId",
  "vatPercent",
  "images",
  "visible",
] as const;

/** The logged fields a product's search row and the vocabulary are made of. */
const SEARCHED_FIELDS = new Set(["title_ru", "title_uz", "title_sr", "brand_id", "category_id", "visible"]);

const snake = (name: string) => LOGGED_NAMES[name] ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const asText = (v: unknown) =>
  v === null || v === undefined ? null : typeof v === "object" ? JSON.stringify(v) : String(v);

/**
 * Making and changing products, for every source (decision 0030): the back office's form, a spreadsheet row,
 * a 1C element. The change, its log, the product's search row and the `catalogue.changed` event are one
 * transaction, so every process drops what it cached and the storefront shows the change at once.
 */
export class ProductUpkeep {
  constructor(
    private readonly deps: {
      repository: ProductUpkeepRepository;
      transactor: Transactor;
      outbox: Outbox;
      clock: () => Date;
    },
  ) {}

  /**
   * Updates the product `match` names, or makes it when a SKU or 1C id names none (an id that names none is
   * GENERIC.NOT_FOUND); a null `match` always makes a new product (the back office's "new product", whose
   * SKU, when given, must be free rather than name the product to change). A refusal names its field and
   * changes nothing.
   */
  async save(
    match: ProductMatch | null,
    draft: ProductDraft,
    actor: UpkeepActor,
  ): Promise<Result<SavedProduct>> {
    return this.run((tx) => this.saveIn(tx, match, draft, actor));
  }

  /**
   * `save` inside the caller's transaction (a spreadsheet's batch, a 1C step); a refusal is thrown. Given a
   * `batch`, the change is noted there instead of written as an event: the caller writes one for the whole
   * batch with `publishIn`.
   */
  async saveIn(
    tx: Tx,
    match: ProductMatch | null,
    draft: ProductDraft,
    actor: UpkeepActor,
    batch?: ChangeBatch,
  ): Promise<SavedProduct> {
    const { repository } = this.deps;
    const current = match ? await repository.lock(tx, match) : null;
    if (!current && match && "id" in match) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
    const given: ProductDraft =
      current || !match
        ? draft
        : {
            ...draft,
            ...("sku" in match ? { sku: match.sku } : {}),
            ...("externalId" in match ? { externalId: match.externalId } : {}),
          };
    const checked = checkProductDraft(given, current);
    if (!checked.ok) throw new Refusal(checked.error);
    const d = checked.value;
    for (const [key, column] of [
      ["sku", "sku"],
      ["externalId", "external_id"],
    ] as const) {
      const value = d[key];
      // The lock just found no product holding the SKU it matched by (a deleted one has given its up).
      const freeByLock =
        current === null &&
        match !== null &&
        key in match &&
        (match as Record<string, unknown>)[key] === value;
      if (
        value &&
        value !== current?.[key] &&
        !freeByLock &&
        (await repository.takenBy(tx, column, value, current?.id ?? null))
      )
        throw new Refusal({ code: "CATALOGUE.SKU_TAKEN", params: { field: column } });
    }
    const row = await this.rowOf(tx, d, current, batch);
    const at = this.deps.clock();
    let saved: { id: number; slug: string };
    const changes = current ? changesOf(current, row, actor) : [];
    if (current) {
      if (changes.length === 0) return { id: current.id, slug: current.slug, created: false, changed: false };
      await repository.update(tx, current.id, row, at);
      await repository.logChanges(tx, changes);
      saved = { id: current.id, slug: current.slug };
    } else {
      saved = await repository.insert(tx, row, at);
    }
    // A batch's search rows are refreshed together, by publishIn.
    if (!batch) await repository.refreshSearchRow(tx, saved.id);
    const stockOnly = current !== null && changes.every((c) => c.field === "stock");
    if (batch)
      batch.product(
        saved.id,
        stockOnly,
        current === null || changes.some((c) => SEARCHED_FIELDS.has(c.field)),
      );
    else
      await this.deps.outbox.add(tx, "catalogue.changed", {
        productIds: [saved.id],
        kind: stockOnly ? "stock" : "details",
      });
    return { ...saved, created: current === null, changed: true };
  }

  /** A batch for many `saveIn`s in one transaction, told to every process by `publishIn` as one event. */
  batch(): ChangeBatch {
    return new ChangeBatch();
  }

  /**
   * The search rows of a batch of `saveIn`s and its one `catalogue.changed` (with `TreeUpkeep.saveBrandIn`'s
   * changes), in their transaction.
   */
  async publishIn(tx: Tx, batch: ChangeBatch): Promise<void> {
    if (batch.productIds.size > 0) await this.deps.repository.refreshSearchRows(tx, [...batch.productIds]);
    await publishBatch(this.deps.outbox, tx, batch);
  }

  /**
   * After a source changed many products at once (a spreadsheet of 30,000 rows): the search table is built
   * again whole, its index compacted and its vocabulary recounted, so new words are found rather than taken
   * for typos; every process then reads the vocabulary and the tree again (one `tree` event).
   */
  reindex(): Promise<void> {
    return this.deps.transactor.run(async (tx) => {
      await this.deps.repository.rebuildSearch(tx);
      await this.deps.outbox.add(tx, "catalogue.changed", { productIds: [], kind: "tree" });
    });
  }

  /** Off the storefront (or back on it), kept in the back office. */
  setVisible(id: number, visible: boolean, actor: UpkeepActor): Promise<Result<SavedProduct>> {
    return this.save({ id }, { visible }, actor);
  }

  /** Gone from the shop and the back office's lists; old orders keep naming it. */
  delete(id: number, actor: UpkeepActor): Promise<Result<true>> {
    return this.run(async (tx) => {
      const current = await this.deps.repository.lock(tx, { id });
      if (!current) throw new Refusal({ code: "GENERIC.NOT_FOUND" });
      await this.deps.repository.delete(tx, id, this.deps.clock());
      await this.deps.repository.logChanges(tx, [
        { ...base(id, actor), field: "deleted", oldText: null, newText: "true" },
      ]);
      await this.deps.repository.refreshSearchRow(tx, id);
      await this.deps.outbox.add(tx, "catalogue.changed", { productIds: [id], kind: "details" });
      return true as const;
    });
  }

  private async rowOf(
    tx: Tx,
    d: ProductDraft,
    current: KeptProduct | null,
    batch?: ChangeBatch,
  ): Promise<ProductRow> {
    const { repository } = this.deps;
    // A batch reads each category and brand once: thousands of rows share a few hundred.
    const once = <T>(key: string, read: () => Promise<T>) => (batch ? batch.once(key, read) : read());
    const categoryId = d.categoryId ?? current!.categoryId;
    const place = await once(`category:${categoryId}`, () => repository.placement(tx, categoryId));
    if (!place || place.isSection || place.sectionId === null)
      throw new Refusal({ code: "FIELD.INVALID", params: { field: "category_id" } });
    const brandId = d.brandId === undefined ? (current?.brandId ?? null) : d.brandId;
    // Noname is not kept: a row rolled back to its savepoint may have made it.
    const brand =
      brandId === null
        ? await repository.noname(tx)
        : await once(`brand:${brandId}`, () => repository.brand(tx, brandId));
    if (!brand) throw new Refusal({ code: "FIELD.INVALID", params: { field: "brand" } });
    const kept = current && {
      ru: current.titleRu,
      uz: current.titleUz,
      sr: current.titleSr,
      standIns: current.missing,
    };
    const titles = withStandIns({ ru: d.titleRu, uz: d.titleUz, sr: d.titleSr }, kept);
    const descriptions = withStandIns(
      { ru: d.descriptionRu, uz: d.descriptionUz, sr: d.descriptionSr },
      current && {
        ru: current.descriptionRu,
        uz: current.descriptionUz,
        sr: current.descriptionSr,
        standIns: current.missing,
      },
    );
    const all = [titles.ru, titles.uz, titles.sr];
    return {
      slug: current ? null : slugOf(titles.sr) || "product",
      sku: d.sku === undefined ? (current?.sku ?? null) : d.sku,
      externalId: d.externalId === undefined ? (current?.externalId ?? null) : d.externalId,
      titleRu: titles.ru,
      titleUz: titles.uz,
      titleSr: titles.sr,
      descriptionRu: descriptions.ru,
      descriptionUz: descriptions.uz,
      descriptionSr: descriptions.sr,
      categoryId,
      sectionId: place.sectionId,
      brandId: brand.id,
      unit: d.unit ?? current?.unit ?? "pcs",
      unitValue: d.unitValue ?? current?.unitValue ?? 1,
      attributes: d.attributes ?? current?.attributes ?? [],
      groupId: d.groupId === undefined ? (current?.groupId ?? null) : d.groupId,
      price: d.price ?? current!.price,
      salePrice: d.salePrice ?? current?.salePrice ?? 0,
      stock: d.stock ?? current?.stock ?? 0,
      vatPercent: d.vatPercent === undefined ? (current?.vatPercent ?? null) : d.vatPercent,
      images: d.images ?? current?.images ?? [],
      visible: d.visible ?? current?.visible ?? true,
      missing: [...new Set([...titles.standIns])],
      searchKey: [...new Set(searchKeyWords(`${all.join(" ")} ${brand.title} ${place.titles}`))].join(" "),
      titleKeys: `|${all.map((t) => searchKey(t)).join("|")}|`,
      year: current ? null : this.deps.clock().getFullYear(),
      weight: 0,
      country: brand.country,
      audience: place.audience ?? "all",
    };
  }

  private run<T>(work: (tx: Tx) => Promise<T>): Promise<Result<T>> {
    return refusalsAsResults(() =>
      this.deps.transactor.run(work).catch((error: unknown) => {
        // Two saves of one new SKU at once both find it free; the unique index lets one through and the
        // other gets the refusal its check would have given a moment later, not a server error.
        const taken = uniqueColumn(error);
        if (taken) throw new Refusal({ code: "CATALOGUE.SKU_TAKEN", params: { field: taken } });
        throw error;
      }),
    );
  }
}

function base(productId: number, actor: UpkeepActor) {
  return { productId, userId: actor.userId, source: actor.source, oldValue: null, newValue: null };
}

/** One log row for each field whose stored value changes. */
function changesOf(current: KeptProduct, next: ProductRow, actor: UpkeepActor): ProductChange[] {
  const changes: ProductChange[] = [];
  for (const f of NUMBER_FIELDS)
    if (current[f] !== next[f])
      changes.push({
        ...base(current.id, actor),
        field: snake(f),
        oldValue: current[f],
        newValue: next[f],
        oldText: null,
        newText: null,
      });
  for (const f of TEXT_FIELDS) {
    const before = asText(current[f]);
    const after = asText(next[f]);
    if (before !== after)
      changes.push({ ...base(current.id, actor), field: snake(f), oldText: before, newText: after });
  }
  return changes;
}

/** The product column a unique-index violation (SQLSTATE 23505) names: sku or external_id; else null. */
function uniqueColumn(error: unknown): "sku" | "external_id" | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== "23505") return null;
  const where = `${String(e.constraint ?? "")} ${String(e.message ?? "")}`;
  return /external_id/.test(where) ? "external_id" : /sku/.test(where) ? "sku" : null;
}
