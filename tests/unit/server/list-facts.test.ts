import { describe, expect, it } from "vitest";
import type { ProductsQuery } from "../../../contract/index.ts";
import { ListFacts, type FactColumns } from "../../../server/modules/catalogue/list-facts.ts";
import type { ListFilter } from "../../../server/modules/catalogue/list-filter.ts";

interface Product {
  id: number;
  category: number;
  section: number;
  brand: number;
  paid: number;
  recommended?: boolean;
  onSale?: boolean;
  group?: number | null;
}

const columns = (rows: Product[]): FactColumns => ({
  id: rows.map((r) => r.id),
  category: rows.map((r) => r.category),
  section: rows.map((r) => r.section),
  brand: rows.map((r) => r.brand),
  paid: rows.map((r) => r.paid),
  recommended: rows.map((r) => r.recommended ?? false),
  onSale: rows.map((r) => r.onSale ?? false),
  group: rows.map((r) => r.group ?? null),
});

/** A database of products whose next read can be held until released. */
function source(initial: Product[]) {
  const table = new Map(initial.map((p) => [p.id, p]));
  let holdNext = false;
  let release = () => {};
  let reached = () => {};
  return {
    table,
    /** Resolves once the next read has begun and waits. */
    holdNext: () => {
      holdNext = true;
      return new Promise<void>((go) => (reached = go));
    },
    release: () => release(),
    async facts(ids?: readonly number[]) {
      // The read sees the table as it is when it starts, as a query would.
      const rows = [...table.values()].filter((p) => !ids || ids.includes(p.id)).map((p) => ({ ...p }));
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((go) => {
          release = go;
          reached();
        });
      }
      return columns(rows);
    },
  };
}

const filter = (
  query: Partial<ProductsQuery>,
  sections: number[] = [],
  categoryIds: number[] = [],
): ListFilter => ({
  query: query as ProductsQuery,
  sections,
  categoryIds,
});

const PRODUCTS: Product[] = [
  { id: 1, category: 101, section: 1, brand: 7, paid: 10_000, onSale: true },
  { id: 2, category: 101, section: 1, brand: 8, paid: 50_000, recommended: true, group: 3 },
  { id: 3, category: 102, section: 1, brand: 7, paid: 90_000, group: 3 },
  { id: 4, category: 201, section: 2, brand: 9, paid: 150_000, onSale: true, recommended: true },
  { id: 5, category: 202, section: 2, brand: 7, paid: 300_000 },
];

describe("list facts", () => {
  it("count each filter as the SQL filters read it", async () => {
    const facts = new ListFacts(source(PRODUCTS));
    await facts.reload();
    expect(facts.count(filter({}))).toBe(5);
    expect(facts.count(filter({}, [1]))).toBe(3);
    expect(facts.count(filter({}, [], [101, 202]))).toBe(3);
    // A section and another section's category: either.
    expect(facts.count(filter({}, [1], [202]))).toBe(4);
    expect(facts.count(filter({ manufacturer_id__in: [7, 9] }))).toBe(4);
    expect(facts.count(filter({ in_sale: true }))).toBe(2);
    expect(facts.count(filter({ in_sale: false }))).toBe(3);
    expect(facts.count(filter({ is_recommendation: true, in_sale: true }))).toBe(1);
    expect(facts.count(filter({ is_recommendation: false }))).toBe(3);
    expect(facts.count(filter({ price__gte: "50000", price__lte: "150000" }))).toBe(3);
    expect(facts.count(filter({ price__lte: "49999" }))).toBe(1);
    expect(facts.count(filter({ product_group_id: 3 }))).toBe(2);
    expect(facts.count(filter({ product_group_id: 0 }))).toBe(0);
    expect(facts.count(filter({ manufacturer_id__in: [7] }, [1]))).toBe(2);
  });

  it("read changed, new and removed products again, and forget the counts they change", async () => {
    const db = source(PRODUCTS);
    const facts = new ListFacts(db);
    await facts.reload();
    const range = filter({ price__gte: "50000", price__lte: "150000" });
    expect(facts.count(range)).toBe(3);
    db.table.set(2, { ...db.table.get(2)!, paid: 900_000 });
    db.table.set(6, { id: 6, category: 101, section: 1, brand: 8, paid: 60_000, onSale: true });
    db.table.delete(4);
    await facts.patch([2, 4, 6]);
    expect(facts.count(range)).toBe(2);
    expect(facts.count(filter({ in_sale: true }))).toBe(2);
    expect(facts.count(filter({}))).toBe(5);
    expect(facts.count(filter({}, [2]))).toBe(1);
    // Many new products at once grow the columns.
    for (let id = 100; id < 400; id++)
      db.table.set(id, { id, category: 301, section: 3, brand: 9, paid: id });
    await facts.patch([...Array(300).keys()].map((i) => i + 100));
    expect(facts.count(filter({}, [3]))).toBe(300);
    expect(facts.count(filter({ manufacturer_id__in: [9] }))).toBe(300);
  });

  it("apply a patch after a full load that began before the change, never under it", async () => {
    const db = source(PRODUCTS);
    const facts = new ListFacts(db);
    await facts.reload();
    const held = db.holdNext();
    const reload = facts.reload();
    await held;
    // The change commits while the full load still holds the old rows; its event comes at once.
    db.table.set(1, { ...db.table.get(1)!, onSale: false });
    const patch = facts.patch([1]);
    db.release();
    await Promise.all([reload, patch]);
    expect(facts.count(filter({ in_sale: true }))).toBe(1);
  });
});
