import { parseMoneyString } from "../../../domain/money.ts";
import { filterKey, type ListFilter } from "./list-filter.ts";

/** What every list filter reads of the products, a column each, in one order (one row per product). */
export interface FactColumns {
  id: number[];
  category: number[];
  section: number[];
  brand: number[];
  /** What the shopper pays (effectivePrice). */
  paid: number[];
  recommended: boolean[];
  onSale: boolean[];
  /** null: the product is in no variant group. */
  group: (number | null)[];
}

/** Where the facts come from: every product, or only the given ones (those that are gone are left out). */
export interface FactSource {
  facts(ids?: readonly number[]): Promise<FactColumns>;
}

const RECOMMENDED = 1;
const ON_SALE = 2;
const ALIVE = 4;
/** Filters whose count is kept until the facts change; the oldest goes first past this many. */
const KEPT_COUNTS = 10_000;

/**
 * The totals of product lists, counted in memory. A list page is read in index order and stops after its
 * rows; a SQL count of its filter would read every match instead (at 300,000 products 67 ms for the whole
 * catalogue, 150 ms for a price range or the sale), and the contract's `total` is exact: the storefront shows
 * it as page numbers. So each process keeps the few columns the filters read, about 30 bytes a product, and
 * counts a filter by a pass over them (about 1 ms at 300,000). Loaded by `reload()`; products whose price,
 * sale, titles or place changed are read again by `patch()`, which the catalogue's change events reach in
 * every process through the cache bus. Stock and sales are not read: no filter depends on them. Loads and
 * patches run one at a time, so a patch never lands under an older full load.
 */
export class ListFacts {
  private slotOf = new Map<number, number>();
  private length = 0;
  private category = new Int32Array(0);
  private section = new Int32Array(0);
  private brand = new Int32Array(0);
  private flags = new Uint8Array(0);
  private paid = new Float64Array(0);
  private group = new Float64Array(0);
  private queue: Promise<unknown> = Promise.resolve();
  /** Counts already taken since the facts last changed, by filterKey. */
  private counted = new Map<string, number>();

  constructor(private readonly source: FactSource) {}

  /** Reads every product's facts anew. */
  reload(): Promise<void> {
    return this.serially(async () => this.replace(await this.source.facts()));
  }

  /** Reads the facts of these products again: changed, added, or gone. */
  patch(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.serially(async () => {
      const fresh = await this.source.facts(ids);
      this.counted.clear();
      const seen = new Set(fresh.id);
      for (const id of ids) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined && !seen.has(id)) this.flags[slot] = 0;
      }
      const added = fresh.id.filter((id) => !this.slotOf.has(id)).length;
      if (this.length + added > this.paid.length) this.grow(this.length + added);
      fresh.id.forEach((id, row) => {
        let slot = this.slotOf.get(id);
        if (slot === undefined) {
          slot = this.length++;
          this.slotOf.set(id, slot);
        }
        this.write(slot, fresh, row);
      });
    });
  }

  /** How many products the filter holds (its search term aside). */
  count(filter: ListFilter): number {
    const key = filterKey(filter);
    const known = this.counted.get(key);
    if (known !== undefined) return known;
    const n = this.countAll(filter);
    if (this.counted.size >= KEPT_COUNTS) this.counted.delete(this.counted.keys().next().value!);
    this.counted.set(key, n);
    return n;
  }

  private countAll({ query: q, sections, categoryIds }: ListFilter): number {
    const sectionSet = sections.length > 0 ? new Set(sections) : null;
    const categorySet = categoryIds.length > 0 ? new Set(categoryIds) : null;
    const brands = (q.manufacturer_id__in ?? []) as number[];
    const brandSet = brands.length > 0 ? new Set(brands) : null;
    // The flags a filter tests, and the value they must have: a product gone has none.
    const bits =
      ALIVE | (q.is_recommendation !== undefined ? RECOMMENDED : 0) | (q.in_sale !== undefined ? ON_SALE : 0);
    const want = ALIVE | (q.is_recommendation ? RECOMMENDED : 0) | (q.in_sale ? ON_SALE : 0);
    const low = q.price__gte !== undefined ? parseMoneyString(q.price__gte) : -Infinity;
    const high = q.price__lte !== undefined ? parseMoneyString(q.price__lte) : Infinity;
    const group = q.product_group_id;
    const { category, section, brand, flags, paid } = this;
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      if ((flags[i]! & bits) !== want) continue;
      if (sectionSet || categorySet) {
        const placed = (sectionSet?.has(section[i]!) ?? false) || (categorySet?.has(category[i]!) ?? false);
        if (!placed) continue;
      }
      if (brandSet && !brandSet.has(brand[i]!)) continue;
      const price = paid[i]!;
      if (price < low || price > high) continue;
      if (group !== undefined && this.group[i] !== group) continue;
      n++;
    }
    return n;
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    // A failed load leaves the facts as they were; the next change or reload tries again.
    this.queue = run.catch(() => {});
    return run;
  }

  private replace(all: FactColumns) {
    this.counted.clear();
    this.slotOf = new Map();
    this.length = 0;
    this.allocate(all.id.length);
    all.id.forEach((id, row) => {
      this.slotOf.set(id, this.length);
      this.write(this.length++, all, row);
    });
  }

  private allocate(capacity: number) {
    this.category = new Int32Array(capacity);
    this.section = new Int32Array(capacity);
    this.brand = new Int32Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.paid = new Float64Array(capacity);
    this.group = new Float64Array(capacity);
  }

  private grow(needed: number) {
    const old = {
      category: this.category,
      section: this.section,
      brand: this.brand,
      flags: this.flags,
      paid: this.paid,
      group: this.group,
    };
    this.allocate(Math.max(needed, Math.ceil(this.paid.length * 1.25), 64));
    this.category.set(old.category);
    this.section.set(old.section);
    this.brand.set(old.brand);
    this.flags.set(old.flags);
    this.paid.set(old.paid);
    this.group.set(old.group);
  }

  private write(slot: number, from: FactColumns, row: number) {
    this.category[slot] = from.category[row]!;
    this.section[slot] = from.section[row]!;
    this.brand[slot] = from.brand[row]!;
    this.paid[slot] = from.paid[row]!;
    this.group[slot] = from.group[row] ?? Number.NaN;
    this.flags[slot] = ALIVE | (from.recommended[row] ? RECOMMENDED : 0) | (from.onSale[row] ? ON_SALE : 0);
  }
}
