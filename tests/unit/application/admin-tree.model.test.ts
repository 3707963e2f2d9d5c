import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  placedCreateRequested,
  placedRemoveRequested,
  $contentFormRefusal,
  $contentSaved,
} from "../../../application/admin/sections/content-edit.model";
import {
  checkPlacedDraft,
  EMPTY_PLACED_DRAFT,
  isLink,
} from "../../../application/admin/sections/content-edit.types";
import { $contentLists, contentListRequested } from "../../../application/admin/sections/content.model";
import {
  $categories,
  $formRefusal,
  $orderRefusal,
  $saved,
  categoryMoved,
  categorySaveRequested,
  staleLevel,
  treeRequested,
} from "../../../application/admin/sections/tree.model";
import {
  parentChoices,
  placed,
  siblingOrder,
  type StaffCategory,
} from "../../../application/admin/sections/tree.types";

const cat = (id: number, parentId: number | null): StaffCategory => ({
  id,
  parentId,
  titles: { ru: `#${id}`, uz: "", sr: "" },
  icon: null,
  position: 0,
});
// 1 > 11 > 111, 1 > 12; 2
const TREE = [cat(1, null), cat(11, 1), cat(111, 11), cat(12, 1), cat(2, null)];

function scopeWith(options: FakeAdminOptions = { caller: "admin" }) {
  const admin = new FakeAdminGateway(options);
  return { admin, scope: fork({ values: [[$adminGateway, admin]] }) };
}

describe("the category tree's rules as the page applies them", () => {
  it("gives each category its depth", () => {
    expect(placed(TREE).map((c) => [c.id, c.depth])).toEqual([
      [1, 1],
      [11, 2],
      [111, 3],
      [12, 2],
      [2, 1],
    ]);
  });

  it("offers no parent that would make a loop or pass the third level", () => {
    const ids = (id: number | null) => parentChoices(TREE, id).map((c) => c.id);
    expect(ids(null)).toEqual([1, 11, 12, 2]);
    // A section with two levels below it can only stay a section.
    expect(ids(1)).toEqual([]);
    expect(ids(11)).toEqual([1, 2]);
    expect(ids(111)).toEqual([1, 11, 12, 2]);
  });

  it("trades places with a sibling, never past the ends", () => {
    expect(siblingOrder(TREE, 12, "up")).toEqual({ parentId: 1, ids: [12, 11] });
    expect(siblingOrder(TREE, 2, "up")).toEqual({ parentId: null, ids: [2, 1] });
    expect(siblingOrder(TREE, 2, "down")).toBeNull();
    expect(siblingOrder(TREE, 111, "up")).toBeNull();
  });

  it("takes only a shop path or an https address as a link", () => {
    for (const ok of ["/products?sections=1", "/", "https://qurilish-bozori.uz/aksiya"])
      expect(isLink(ok)).toBe(true);
    for (const bad of ["//evil.example", "javascript:alert(1)", "http://x.uz", "products", "/a b"])
      expect(isLink(bad), bad).toBe(false);
    expect(checkPlacedDraft(EMPTY_PLACED_DRAFT)).toEqual({
      title_ru: "required",
      url: "required",
      image: "required",
    });
  });
});

describe("the tree and content editors over the fake back office", () => {
  it("makes a category, refuses a loop under its field, and moves one among its siblings", async () => {
    const { scope } = scopeWith();
    await allSettled(treeRequested, { scope });
    const sections = () =>
      scope
        .getState($categories)!
        .filter((c) => c.parentId === null)
        .map((c) => c.id);
    expect(sections()).toEqual([1, 2]);
    const titles = { ru: "Сад", uz: "", sr: "Bog‘" };
    await allSettled(categorySaveRequested, {
      scope,
      params: { id: null, draft: { titles, parentId: null, icon: null } },
    });
    expect(scope.getState($saved)).toBe(1);
    expect(sections()).toHaveLength(3);
    const made = scope.getState($categories)!.find((c) => c.titles.ru === "Сад")!;
    expect(made.titles.uz).toBe("Сад");
    await allSettled(categorySaveRequested, {
      scope,
      params: { id: 1, draft: { titles, parentId: 121, icon: null } },
    });
    expect(scope.getState($formRefusal)).toMatchObject({
      code: "FIELD.INVALID",
      params: { field: "parent_id" },
    });
    expect(scope.getState($saved)).toBe(1);
    await allSettled(categoryMoved, { scope, params: { id: 2, direction: "up" } });
    expect(sections().slice(0, 2)).toEqual([2, 1]);
    expect(scope.getState($orderRefusal)).toBeNull();
  });

  it("reads the tree again when a move meets a level someone else changed, and says so", async () => {
    const { admin, scope } = scopeWith();
    await allSettled(treeRequested, { scope });
    // Another member of staff adds a section after this page read the tree.
    await admin.tree.saveCategory(null, {
      titles: { ru: "Сад", uz: "", sr: "" },
      parentId: null,
      icon: null,
    });
    const sections = () =>
      scope
        .getState($categories)!
        .filter((c) => c.parentId === null)
        .map((c) => c.titles.ru);
    expect(sections()).not.toContain("Сад");
    await allSettled(categoryMoved, { scope, params: { id: 2, direction: "up" } });
    expect(scope.getState($orderRefusal)).toMatchObject({ id: 2 });
    expect(staleLevel(scope.getState($orderRefusal)!.refusal)).toBe(true);
    expect(sections()).toContain("Сад");
    // Moved again on the list as it now stands, the move goes through and the note goes.
    const roots = () =>
      scope
        .getState($categories)!
        .filter((c) => c.parentId === null)
        .map((c) => c.id);
    const before = roots().indexOf(2);
    await allSettled(categoryMoved, { scope, params: { id: 2, direction: "up" } });
    expect(scope.getState($orderRefusal)).toBeNull();
    expect(roots().indexOf(2)).toBe(before - 1);
  });

  it("makes a banner that the list shows last, refuses one without a picture, and removes one", async () => {
    const { scope } = scopeWith();
    await allSettled(contentListRequested, { scope, params: "banners" });
    const image = new Blob(["x"], { type: "image/png" });
    const draft = {
      ...EMPTY_PLACED_DRAFT,
      titles: { ru: "Плитка", uz: "", sr: "" },
      url: "/products",
      image,
    };
    await allSettled(placedCreateRequested, { scope, params: { kind: "banners", draft } });
    const banners = () => scope.getState($contentLists).banners!;
    expect(banners().at(-1)).toMatchObject({ title: "Плитка", visible: true });
    expect(scope.getState($contentSaved)).toBe(1);
    await allSettled(placedCreateRequested, {
      scope,
      params: { kind: "banners", draft: { ...draft, image: null } },
    });
    expect(scope.getState($contentFormRefusal)).toMatchObject({
      code: "FIELD.REQUIRED",
      params: { field: "image" },
    });
    await allSettled(placedRemoveRequested, { scope, params: { kind: "banners", id: 1 } });
    expect(banners().map((b) => b.id)).not.toContain(1);
  });
});
