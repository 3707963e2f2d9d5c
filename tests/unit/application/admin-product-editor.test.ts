import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $editorDeletes,
  $editorLastWrite,
  $editorOpen,
  $editorProduct,
  $editorRefusal,
  $editorStatus,
  $editorWrites,
  $photoRefusal,
  deleteRequested,
  editorOpened,
  editorSaveRequested,
  photosAdded,
  photosOrdered,
  visibilityRequested,
} from "../../../application/admin/sections/product-editor.model";
import {
  draftOf,
  editorProblems,
  missingOf,
  placementsOf,
  saveOf,
  type EditedProduct,
} from "../../../application/admin/sections/product-editor.types";

const ADMIN: FakeAdminOptions = { caller: "admin" };
function scopeWith(options: FakeAdminOptions = ADMIN) {
  const gateway = new FakeAdminGateway(options);
  return { gateway, scope: fork({ values: [[$adminGateway, gateway]] }) };
}

const PRODUCT: EditedProduct = {
  id: 7,
  slug: "s-7",
  visible: true,
  missing: ["sr"],
  sku: "A-1",
  externalId: null,
  titles: { ru: "Цемент", uz: "Цемент", sr: "" },
  descriptions: { ru: "Мешок", uz: "", sr: "" },
  categoryId: 12,
  brandId: 3,
  unit: "pack",
  unitValue: 50,
  attributes: [["Вес", "50 кг"]],
  groupId: null,
  price: 58000,
  salePrice: 0,
  stock: 12,
  photos: [],
};

describe("the product editor's rules", () => {
  it("sends only what changed for a saved product, every field for a new one", () => {
    const draft = draftOf(PRODUCT);
    expect(saveOf(PRODUCT, draft)).toEqual({});
    expect(saveOf(PRODUCT, { ...draft, titles: { ...draft.titles, sr: "Sement" }, stock: "3" })).toEqual({
      titles: { sr: "Sement" },
      stock: 3,
    });
    expect(saveOf(PRODUCT, { ...draft, sku: "  ", brandId: "" })).toEqual({ sku: null, brandId: null });
    const fresh = saveOf(null, {
      ...draftOf(null),
      titles: { ru: "Новый", uz: "", sr: "" },
      categoryId: "12",
      price: 100,
    });
    expect(fresh).toMatchObject({
      titles: { ru: "Новый", uz: "", sr: "" },
      categoryId: 12,
      price: 100,
      stock: 0,
      brandId: null,
    });
  });

  it("checks the form as the server does, each problem under its field", () => {
    expect(editorProblems(draftOf(PRODUCT))).toEqual({});
    expect(editorProblems(draftOf(null))).toEqual({
      title_ru: "required",
      category_id: "required",
      price: "required",
    });
    const d = draftOf(PRODUCT);
    expect(
      editorProblems({
        ...d,
        salePrice: 60000,
        stock: "2.5",
        unitValue: "0",
        groupId: "x",
        sku: "x".repeat(65),
      }),
    ).toEqual({
      sale_price: "notBelowPrice",
      stock: "whole",
      unit_value: "required",
      group_id: "whole",
      sku: "tooLong",
    });
    expect(editorProblems({ ...d, attributes: [["", "50"]] })).toEqual({ attributes: "required" });
  });

  it("flags the languages without a title and names each category with its section", () => {
    expect(missingOf({ ru: "a", uz: " ", sr: "b" })).toEqual(["uz"]);
    const placements = placementsOf({
      categories: [
        { id: 1, parentId: null, title: "Стройматериалы" },
        { id: 12, parentId: 1, title: "Цемент" },
        { id: 13, parentId: 12, title: "Белый" },
      ],
      brands: [],
      units: [],
    });
    expect(placements).toEqual([
      { id: 13, title: "Стройматериалы › Белый" },
      { id: 12, title: "Стройматериалы › Цемент" },
    ]);
  });
});

describe("the product editor's model", () => {
  it("opens a new product with the choices, creates it and then edits the saved one", async () => {
    const { scope } = scopeWith();
    await allSettled(editorOpened, { scope, params: null });
    expect(scope.getState($editorStatus)).toBe("ready");
    expect(scope.getState($editorProduct)).toBeNull();
    await allSettled(editorSaveRequested, {
      scope,
      params: { titles: { ru: "Новый", uz: "", sr: "" }, price: 100 },
    });
    const made = scope.getState($editorProduct)!;
    expect(made.titles.ru).toBe("Новый");
    expect(scope.getState($editorLastWrite)).toEqual({ kind: "created", title: "Новый" });
    await allSettled(editorSaveRequested, { scope, params: { stock: 4 } });
    expect(scope.getState($editorProduct)).toMatchObject({ id: made.id, stock: 4 });
    expect(scope.getState($editorLastWrite)?.kind).toBe("saved");
    expect(scope.getState($editorWrites)).toBe(2);
  });

  it("keeps a refused save's refusal and the product as it was", async () => {
    const { scope } = scopeWith();
    await allSettled(editorOpened, { scope, params: 36 });
    const before = scope.getState($editorProduct);
    await allSettled(editorSaveRequested, { scope, params: { sku: "QB-00001" } });
    expect(scope.getState($editorRefusal)).toMatchObject({
      code: "CATALOGUE.SKU_TAKEN",
      params: { field: "sku" },
    });
    expect(scope.getState($editorProduct)).toBe(before);
  });

  it("hides, adds and orders photos, refuses a file that is no picture, deletes and closes", async () => {
    const { scope, gateway } = scopeWith();
    await allSettled(editorOpened, { scope, params: 36 });
    await allSettled(visibilityRequested, { scope, params: false });
    expect(scope.getState($editorProduct)!.visible).toBe(false);
    const jpg = new File(["x"], "a.jpg", { type: "image/jpeg" });
    await allSettled(photosAdded, { scope, params: [jpg, jpg] });
    expect(scope.getState($editorProduct)!.photos).toHaveLength(5);
    await allSettled(photosAdded, { scope, params: [new File(["x"], "a.gif", { type: "image/gif" })] });
    expect(scope.getState($photoRefusal)).toMatchObject({ code: "IMAGE.WRONG_FORMAT" });
    const names = scope.getState($editorProduct)!.photos.map((p) => p.name);
    await allSettled(photosOrdered, { scope, params: [names[4]!, names[0]!] });
    expect(scope.getState($editorProduct)!.photos.map((p) => p.name)).toEqual([names[4], names[0]]);
    expect(scope.getState($photoRefusal)).toBeNull();
    await allSettled(deleteRequested, { scope });
    expect(scope.getState($editorOpen)).toBe(false);
    expect(scope.getState($editorDeletes)).toBe(1);
    expect(gateway.productEditor.writes.map((w) => w.call)).toEqual([
      "visible",
      "photo",
      "photo",
      "photos",
      "remove",
    ]);
  });

  it("says why the product could not be loaded: an operator is refused", async () => {
    const { scope } = scopeWith({ caller: "operator" });
    await allSettled(editorOpened, { scope, params: 36 });
    expect(scope.getState($editorStatus)).toBe("error");
    expect(scope.getState($editorRefusal)).toMatchObject({ code: "STAFF.FORBIDDEN" });
  });
});
