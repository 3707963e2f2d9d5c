import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import type {
  AdminProduct,
  ProductChange,
  ProductEditRequest,
  ProductsPage,
  ProductsQuery,
} from "./products.types";

/** The list was shown for a search and page (again when they change, or to retry). */
export const productsOpened = createEvent<ProductsQuery>();
export const saveRequested = createEvent<ProductEditRequest>();
/** The edit form was opened or closed: the note about the last refusal goes. */
export const saveReset = createEvent();
/** A product's change history was opened (again to retry). */
export const historyOpened = createEvent<number>();
export const historyClosed = createEvent();

const local = { serialize: "ignore" } as const;
export const $products = createStore<ProductsPage | null>(null, local);
export const $productsStatus = createStore<LoadStatus>("idle", local);
export const $productsRefusal = createStore<Refusal | null>(null, local);
/** The query asked for last: an answer for an older one is dropped. */
const $asked = createStore<ProductsQuery | null>(null, local);

export const $saveRefusal = createStore<Refusal | null>(null, local);
/** Counts the saves made, so the edit form knows to close. */
export const $savesMade = createStore(0, local);

/** The product whose history is open, or null. */
export const $historyId = createStore<number | null>(null, local);
export const $history = createStore<readonly ProductChange[] | null>(null, local);
export const $historyStatus = createStore<LoadStatus>("idle", local);
export const $historyRefusal = createStore<Refusal | null>(null, local);

export const productsFx = attach({
  source: $adminGateway,
  effect: async (gateway, query: ProductsQuery) => ({
    query,
    page: await requireAdmin(gateway).products.list(query),
  }),
});
export const saveFx = attach({
  source: $adminGateway,
  effect: (gateway, { id, edit }: ProductEditRequest) => requireAdmin(gateway).products.update(id, edit),
});
export const $savePending = saveFx.pending;
export const historyFx = attach({
  source: $adminGateway,
  effect: async (gateway, id: number) => ({ id, changes: await requireAdmin(gateway).products.changes(id) }),
});

sample({ clock: productsOpened, target: [$asked, productsFx] });
sample({ clock: productsFx, fn: (): LoadStatus => "pending", target: $productsStatus });
const listed = sample({
  clock: productsFx.doneData,
  source: $asked,
  filter: (asked, { query }) => asked === query,
  fn: (_, { page }) => page,
});
sample({ clock: listed, target: $products });
sample({ clock: listed, fn: (): LoadStatus => "ready", target: $productsStatus });
sample({ clock: listed, fn: () => null, target: $productsRefusal });
const listFailed = sample({
  clock: productsFx.fail,
  source: $asked,
  filter: (asked, { params }) => asked === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: listFailed, target: $productsRefusal });
sample({ clock: listFailed, fn: (): LoadStatus => "error", target: $productsStatus });

// One save at a time; the saved row replaces the shown one, so the list shows the server's values at once.
sample({ clock: saveRequested, source: saveFx.pending, filter: (p) => !p, fn: (_, r) => r, target: saveFx });
sample({ clock: [saveFx, saveReset], fn: () => null, target: $saveRefusal });
sample({ clock: saveFx.failData, fn: refusalOf, target: $saveRefusal });
sample({ clock: saveFx.doneData, source: $savesMade, fn: (n) => n + 1, target: $savesMade });
sample({
  clock: saveFx.doneData,
  source: $products,
  filter: Boolean,
  fn: (page, saved: AdminProduct) => ({
    ...page,
    results: page.results.map((r) => (r.id === saved.id ? saved : r)),
  }),
  target: $products,
});

sample({ clock: historyOpened, target: [$historyId, historyFx] });
sample({ clock: historyOpened, fn: () => null, target: [$history, $historyRefusal] });
sample({ clock: historyOpened, fn: (): LoadStatus => "pending", target: $historyStatus });
const logged = sample({
  clock: historyFx.doneData,
  source: $historyId,
  filter: (id, { id: asked }) => id === asked,
  fn: (_, { changes }) => changes,
});
sample({ clock: logged, target: $history });
sample({ clock: logged, fn: (): LoadStatus => "ready", target: $historyStatus });
const logFailed = sample({
  clock: historyFx.fail,
  source: $historyId,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: logFailed, target: $historyRefusal });
sample({ clock: logFailed, fn: (): LoadStatus => "error", target: $historyStatus });
sample({ clock: historyClosed, fn: () => null, target: [$historyId, $history, $historyRefusal] });
sample({ clock: historyClosed, fn: (): LoadStatus => "idle", target: $historyStatus });
