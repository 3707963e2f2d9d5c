import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { DEMO_EDITOR } from "../../../adapters/fake/fake-admin-products";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $history,
  $historyId,
  $historyRefusal,
  $historyStatus,
  $products,
  $productsRefusal,
  $productsStatus,
  $saveRefusal,
  $savesMade,
  historyClosed,
  historyOpened,
  productsOpened,
  saveRequested,
  saveReset,
} from "../../../application/admin/sections/products.model";
import { editOf, editProblems } from "../../../application/admin/sections/products.types";

const ADMIN: FakeAdminOptions = { caller: "admin" };

function scopeWith(options: FakeAdminOptions = ADMIN) {
  const gateway = new FakeAdminGateway(options);
  return { gateway, scope: fork({ values: [[$adminGateway, gateway]] }) };
}

const first = { search: "", page: 1 };

describe("the products section's model", () => {
  it("loads a page, newest first, with the page count", async () => {
    const { scope } = scopeWith({ ...ADMIN, pageSize: 5 });
    await allSettled(productsOpened, { scope, params: first });
    const page = scope.getState($products)!;
    expect(scope.getState($productsStatus)).toBe("ready");
    expect(page.results).toHaveLength(5);
    expect(page.results.map((r) => r.id)).toEqual([...page.results.map((r) => r.id)].sort((a, b) => b - a));
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
  });

  it("finds products by words of the title or by id", async () => {
    const { scope } = scopeWith();
    await allSettled(productsOpened, { scope, params: { search: "цемент", page: 1 } });
    const titles = scope.getState($products)!.results.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain("цемент");
    await allSettled(productsOpened, { scope, params: { search: "4", page: 1 } });
    expect(scope.getState($products)!.results.some((r) => r.id === 4)).toBe(true);
    await allSettled(productsOpened, { scope, params: { search: "нет такого", page: 1 } });
    expect(scope.getState($products)!.results).toEqual([]);
  });

  it("keeps only the answer to the query asked last", async () => {
    const { scope } = scopeWith({ ...ADMIN, latency: 5 });
    const a = allSettled(productsOpened, { scope, params: { search: "цемент", page: 1 } });
    const b = allSettled(productsOpened, { scope, params: { search: "ламинат", page: 1 } });
    await Promise.all([a, b]);
    for (const r of scope.getState($products)!.results) expect(r.title.toLowerCase()).toContain("ламинат");
  });

  it("reads an operator's refusal (no catalogue.edit) and a server that is down as errors", async () => {
    const operator = scopeWith({ caller: "operator" });
    await allSettled(productsOpened, { scope: operator.scope, params: first });
    expect(operator.scope.getState($productsStatus)).toBe("error");
    expect(operator.scope.getState($productsRefusal)).toMatchObject({ code: "STAFF.FORBIDDEN" });
    const down = scopeWith({ ...ADMIN, failing: true });
    await allSettled(productsOpened, { scope: down.scope, params: first });
    expect(down.scope.getState($productsRefusal)).toEqual({ code: null, words: null });
  });

  it("saves, shows the saved row in the list at once and logs each changed field, newest first", async () => {
    const { scope, gateway } = scopeWith();
    await allSettled(productsOpened, { scope, params: first });
    const row = scope.getState($products)!.results[1]!;
    await allSettled(saveRequested, {
      scope,
      params: { id: row.id, edit: { price: row.price + 1000, stock: row.stock + 5 } },
    });
    expect(scope.getState($savesMade)).toBe(1);
    expect(scope.getState($saveRefusal)).toBeNull();
    expect(gateway.products.saves).toEqual([
      { id: row.id, edit: { price: row.price + 1000, stock: row.stock + 5 } },
    ]);
    expect(scope.getState($products)!.results[1]).toMatchObject({
      price: row.price + 1000,
      stock: row.stock + 5,
    });
    await allSettled(historyOpened, { scope, params: row.id });
    expect(scope.getState($historyStatus)).toBe("ready");
    expect(scope.getState($history)!.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      // One save's fields in the server's order of the log (the last written first).
      ["stock", row.stock, row.stock + 5],
      ["price", row.price, row.price + 1000],
    ]);
    expect(scope.getState($history)![0]!.by).toEqual(DEMO_EDITOR);
  });

  it("keeps the server's refusal of a sale price not below the price, and drops it on reset", async () => {
    const { scope, gateway } = scopeWith();
    await allSettled(productsOpened, { scope, params: first });
    const row = scope.getState($products)!.results[0]!;
    await allSettled(saveRequested, { scope, params: { id: row.id, edit: { salePrice: row.price } } });
    expect(scope.getState($saveRefusal)).toMatchObject({
      code: "FIELD.INVALID",
      params: { field: "sale_price" },
    });
    expect(scope.getState($savesMade)).toBe(0);
    expect(gateway.products.saves).toEqual([]);
    await allSettled(saveReset, { scope });
    expect(scope.getState($saveRefusal)).toBeNull();
  });

  it("opens a history: empty for an untouched product, an error when the server is down, closed to idle", async () => {
    const { scope } = scopeWith();
    await allSettled(productsOpened, { scope, params: first });
    const newest = scope.getState($products)!.results[0]!;
    await allSettled(historyOpened, { scope, params: newest.id });
    expect(scope.getState($history)!.length).toBe(3);
    const untouched = scope.getState($products)!.results[2]!;
    await allSettled(historyOpened, { scope, params: untouched.id });
    expect(scope.getState($history)).toEqual([]);
    await allSettled(historyClosed, { scope });
    expect(scope.getState($historyId)).toBeNull();
    expect(scope.getState($historyStatus)).toBe("idle");
    const down = scopeWith({ ...ADMIN, failing: true });
    await allSettled(historyOpened, { scope: down.scope, params: 5 });
    expect(down.scope.getState($historyStatus)).toBe("error");
    expect(down.scope.getState($historyRefusal)).toEqual({ code: null, words: null });
  });
});

describe("the edit form's checks (the server's rules)", () => {
  const ok = { price: 58_000, salePrice: 49_300, stock: 12 };
  it("passes whole values with a sale below the price, or no sale, and a stock of 0", () => {
    expect(editProblems(ok)).toEqual({});
    expect(editProblems({ ...ok, salePrice: null, stock: 0 })).toEqual({});
    expect(editProblems({ ...ok, salePrice: 0 })).toEqual({});
  });
  it("refuses an empty or zero price, fractions, negatives, too big, and a sale not below the price", () => {
    expect(editProblems({ ...ok, price: null })).toEqual({ price: "required" });
    expect(editProblems({ ...ok, price: 0, salePrice: 0 })).toEqual({ price: "required" });
    expect(editProblems({ ...ok, stock: 2.5 })).toEqual({ stock: "whole" });
    expect(editProblems({ ...ok, stock: NaN })).toEqual({ stock: "whole" });
    expect(editProblems({ ...ok, stock: -1 })).toEqual({ stock: "negative" });
    expect(editProblems({ ...ok, stock: null })).toEqual({ stock: "required" });
    expect(editProblems({ ...ok, stock: 2_147_483_648 })).toEqual({ stock: "tooBig" });
    expect(editProblems({ ...ok, price: 1_000_000_000_001, salePrice: 0 })).toEqual({ price: "tooBig" });
    expect(editProblems({ ...ok, salePrice: 58_000 })).toEqual({ salePrice: "notBelowPrice" });
    expect(editProblems({ ...ok, salePrice: 60_000 })).toEqual({ salePrice: "notBelowPrice" });
  });
  it("sends only what changed; an empty sale price is 0", () => {
    const product = { id: 1, slug: "s", title: "S", ...ok };
    expect(editOf(product, ok)).toEqual({});
    expect(editOf(product, { ...ok, salePrice: null, stock: 30 })).toEqual({ salePrice: 0, stock: 30 });
  });
});
