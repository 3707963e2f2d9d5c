import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import {
  siblingOrder,
  type BrandDraft,
  type BrandPage,
  type BrandQuery,
  type CategoryDraft,
  type StaffCategory,
} from "./tree.types";

/**
 * A move refused because the level's categories were not the ones the list showed (someone added, removed
 * or moved one meanwhile): the server names the sibling list it was sent, `ids`.
 */
export const staleLevel = (refusal: Refusal) =>
  refusal.code === "FIELD.INVALID" && refusal.params?.field === "ids";

/** The tree was shown, or is read again (its retry). */
export const treeRequested = createEvent();
export const categorySaveRequested = createEvent<{ id: number | null; draft: CategoryDraft }>();
export const categoryMoved = createEvent<{ id: number; direction: "up" | "down" }>();
/** A form was opened or closed: the note about its last refusal goes. */
export const treeFormReset = createEvent();
export const brandsRequested = createEvent<BrandQuery>();
export const brandSaveRequested = createEvent<{ id: number | null; draft: BrandDraft }>();

const local = { serialize: "ignore" } as const;
export const $categories = createStore<readonly StaffCategory[] | null>(null, local);
export const $treeStatus = createStore<LoadStatus>("idle", local);
export const $treeRefusal = createStore<Refusal | null>(null, local);
/** The refused save of the open category or brand form, shown under its field. */
export const $formRefusal = createStore<Refusal | null>(null, local);
/** Counts the saves, so an open form knows to close. */
export const $saved = createStore(0, local);
/** The last refused move, with its row. */
export const $orderRefusal = createStore<{ id: number; refusal: Refusal } | null>(null, local);
export const $brands = createStore<BrandPage | null>(null, local);
export const $brandQuery = createStore<BrandQuery>({ search: "", page: 1 }, local);
export const $brandsStatus = createStore<LoadStatus>("idle", local);
export const $brandsRefusal = createStore<Refusal | null>(null, local);

export const treeFx = attach({
  source: $adminGateway,
  effect: (gateway) => requireAdmin(gateway).tree.categories(),
});
export const categorySaveFx = attach({
  source: $adminGateway,
  effect: (gateway, { id, draft }: { id: number | null; draft: CategoryDraft }) =>
    requireAdmin(gateway).tree.saveCategory(id, draft),
});
export const categoryOrderFx = attach({
  source: { gateway: $adminGateway, list: $categories },
  effect: ({ gateway, list }, { id, direction }: { id: number; direction: "up" | "down" }) => {
    const order = siblingOrder(list ?? [], id, direction);
    return order
      ? requireAdmin(gateway).tree.orderCategories(order.parentId, order.ids)
      : Promise.resolve(list ?? []);
  },
});
export const brandsFx = attach({
  source: $adminGateway,
  effect: (gateway, query: BrandQuery) => requireAdmin(gateway).tree.brands(query),
});
export const brandSaveFx = attach({
  source: $adminGateway,
  effect: (gateway, { id, draft }: { id: number | null; draft: BrandDraft }) =>
    requireAdmin(gateway).tree.saveBrand(id, draft),
});
export const $savePending = createStore(false, local)
  .on(categorySaveFx.pending, (_, p) => p)
  .on(brandSaveFx.pending, (_, p) => p);
/** The category a move is on its way for; one at a time. */
export const $movingCategory = createStore<number | null>(null, local)
  .on(categoryOrderFx, (_, { id }) => id)
  .reset(categoryOrderFx.finally);

sample({ clock: treeRequested, target: treeFx });
sample({ clock: treeFx, fn: (): LoadStatus => "pending", target: $treeStatus });
sample({ clock: treeFx.doneData, target: $categories });
sample({ clock: treeFx.done, fn: (): LoadStatus => "ready", target: $treeStatus });
sample({ clock: treeFx.done, fn: () => null, target: $treeRefusal });
sample({ clock: treeFx.failData, fn: refusalOf, target: $treeRefusal });
sample({ clock: treeFx.fail, fn: (): LoadStatus => "error", target: $treeStatus });

sample({
  clock: categorySaveRequested,
  source: $savePending,
  filter: (pending) => !pending,
  fn: (_, request) => request,
  target: categorySaveFx,
});
sample({
  clock: brandSaveRequested,
  source: $savePending,
  filter: (pending) => !pending,
  fn: (_, request) => request,
  target: brandSaveFx,
});
sample({ clock: [categorySaveFx, brandSaveFx, treeFormReset], fn: () => null, target: $formRefusal });
sample({ clock: [categorySaveFx.failData, brandSaveFx.failData], fn: refusalOf, target: $formRefusal });
sample({ clock: [categorySaveFx.done, brandSaveFx.done], source: $saved, fn: (n) => n + 1, target: $saved });
// A new or moved category changes its place and its siblings': the tree is read again.
sample({ clock: categorySaveFx.done, target: treeFx });
sample({ clock: brandSaveFx.done, source: $brandQuery, target: brandsFx });

sample({
  clock: categoryMoved,
  source: $movingCategory,
  filter: (moving) => moving === null,
  fn: (_, move) => move,
  target: categoryOrderFx,
});
sample({ clock: categoryOrderFx.doneData, target: $categories });
sample({ clock: categoryOrderFx, fn: () => null, target: $orderRefusal });
sample({
  clock: categoryOrderFx.fail,
  fn: ({ params, error }) => ({ id: params.id, refusal: refusalOf(error) }),
  target: $orderRefusal,
});
// A move that met a level someone changed meanwhile can be made anew on the tree as it stands.
sample({
  clock: $orderRefusal.updates,
  filter: (refused) => refused !== null && staleLevel(refused.refusal),
  fn: () => undefined,
  target: treeFx,
});

sample({ clock: brandsRequested, target: $brandQuery });
sample({ clock: brandsRequested, target: brandsFx });
sample({ clock: brandsFx, fn: (): LoadStatus => "pending", target: $brandsStatus });
sample({ clock: brandsFx.doneData, target: $brands });
sample({ clock: brandsFx.done, fn: (): LoadStatus => "ready", target: $brandsStatus });
sample({ clock: brandsFx.done, fn: () => null, target: $brandsRefusal });
sample({ clock: brandsFx.failData, fn: refusalOf, target: $brandsRefusal });
sample({ clock: brandsFx.fail, fn: (): LoadStatus => "error", target: $brandsStatus });
