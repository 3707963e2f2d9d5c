import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $changeRefusal,
  $contentLists,
  $contentRefusal,
  $contentStatus,
  contentListRequested,
  itemMoved,
  itemShown,
} from "../../../application/admin/sections/content.model";
import { reorder, type PlacedItem } from "../../../application/admin/sections/content.types";

function scopeWith(options: FakeAdminOptions = { caller: "admin" }) {
  const admin = new FakeAdminGateway(options);
  return { admin, scope: fork({ values: [[$adminGateway, admin]] }) };
}

async function openBoth(scope: Scope) {
  await allSettled(contentListRequested, { scope, params: "banners" });
  await allSettled(contentListRequested, { scope, params: "stories" });
}

const item = (id: number, position: number): PlacedItem => ({
  id,
  title: `#${id}`,
  image: "",
  position,
  visible: true,
});

describe("the banners and stories section", () => {
  it("reads both lists in the server's order", async () => {
    const { scope } = scopeWith();
    await openBoth(scope);
    expect(scope.getState($contentStatus)).toEqual({ banners: "ready", stories: "ready" });
    expect(scope.getState($contentLists).banners?.map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(scope.getState($contentLists).stories?.map((b) => b.id)).toEqual([11, 12, 13, 14]);
  });

  it("says why a list failed, and its retry clears it", async () => {
    const options: FakeAdminOptions = { caller: "admin", failing: true };
    const { scope } = scopeWith(options);
    await openBoth(scope);
    expect(scope.getState($contentStatus)).toEqual({ banners: "error", stories: "error" });
    expect(scope.getState($contentRefusal).banners).toEqual({ code: null, words: null });
    options.failing = false;
    await allSettled(contentListRequested, { scope, params: "banners" });
    expect(scope.getState($contentStatus)).toEqual({ banners: "ready", stories: "error" });
    expect(scope.getState($contentRefusal).banners).toBeNull();
  });

  it("moves a banner down by swapping two positions, then reads the list again", async () => {
    const { admin, scope } = scopeWith();
    await openBoth(scope);
    await allSettled(itemMoved, { scope, params: { kind: "banners", id: 1, direction: "down" } });
    expect(admin.content.changes).toEqual([
      { kind: "banners", id: 1, change: { position: 2 } },
      { kind: "banners", id: 2, change: { position: 1 } },
    ]);
    expect(scope.getState($contentLists).banners?.map((b) => b.id)).toEqual([2, 1, 3, 4]);
  });

  it("shows or hides a story, the row taken from the answer", async () => {
    const { admin, scope } = scopeWith();
    await openBoth(scope);
    await allSettled(itemShown, { scope, params: { kind: "stories", id: 13, visible: true } });
    expect(admin.content.changes).toEqual([{ kind: "stories", id: 13, change: { visible: true } }]);
    expect(scope.getState($contentLists).stories?.find((s) => s.id === 13)?.visible).toBe(true);
  });

  it("keeps a refused change's refusal with its row", async () => {
    const { admin, scope } = scopeWith();
    await openBoth(scope);
    admin.content.remove("stories", 12);
    await allSettled(itemShown, { scope, params: { kind: "stories", id: 12, visible: false } });
    expect(scope.getState($changeRefusal)).toEqual({
      kind: "stories",
      id: 12,
      refusal: { code: "GENERIC.NOT_FOUND", words: null },
    });
  });
});

describe("reorder", () => {
  const items = [item(1, 10), item(2, 20), item(3, 30)];
  it("swaps two different positions", () => {
    expect(reorder(items, 2, "up")).toEqual([
      { id: 2, position: 10 },
      { id: 1, position: 20 },
    ]);
    expect(reorder(items, 2, "down")).toEqual([
      { id: 2, position: 30 },
      { id: 3, position: 20 },
    ]);
  });
  it("has nothing to do past either end", () => {
    expect(reorder(items, 1, "up")).toEqual([]);
    expect(reorder(items, 3, "down")).toEqual([]);
  });
  it("numbers every row by its place when the two share a position", () => {
    expect(reorder([item(1, 0), item(2, 0), item(3, 0)], 3, "up")).toEqual([
      { id: 3, position: 1 },
      { id: 2, position: 2 },
    ]);
  });
});
