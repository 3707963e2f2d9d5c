import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import type { EditedProduct, ProductChoices, ProductSave } from "./product-editor.types";

// The product editor (decision 0030): one product open at a time, new (id null) or saved; every write's
// answer is the product as the server now has it, shown at once.

/** The editor was opened for a saved product (its id) or a new one (null); again to retry a failed load. */
export const editorOpened = createEvent<number | null>();
export const editorClosed = createEvent();
export const editorSaveRequested = createEvent<ProductSave>();
export const visibilityRequested = createEvent<boolean>();
export const deleteRequested = createEvent();
export const photosAdded = createEvent<File[]>();
export const photosOrdered = createEvent<string[]>();

const local = { serialize: "ignore" } as const;
export const $editorOpen = createStore(false, local);
export const $editorStatus = createStore<LoadStatus>("idle", local);
export const $editorProduct = createStore<EditedProduct | null>(null, local);
export const $editorChoices = createStore<ProductChoices | null>(null, local);
/** The refusal of the load, a save, a hide or a delete. */
export const $editorRefusal = createStore<Refusal | null>(null, local);
export const $photoRefusal = createStore<Refusal | null>(null, local);
/** Counts the writes made (the list is read again) and the deletes (the editor closes). */
export const $editorWrites = createStore(0, local);
export const $editorDeletes = createStore(0, local);
/** The last write's kind and product title, for the section's spoken note. */
export const $editorLastWrite = createStore<{ kind: "created" | "saved" | "deleted"; title: string } | null>(
  null,
  local,
);

const gatewayOf = (gateway: Parameters<typeof requireAdmin>[0]) => requireAdmin(gateway).productEditor;

export const loadFx = attach({
  source: { gateway: $adminGateway, choices: $editorChoices },
  effect: async ({ gateway, choices }, id: number | null) => {
    const calls = gatewayOf(gateway);
    const [product, loaded] = await Promise.all([
      id === null ? null : calls.product(id),
      choices ?? calls.choices(),
    ]);
    return { id, product, choices: loaded };
  },
});
export const writeFx = attach({
  source: { gateway: $adminGateway, product: $editorProduct },
  effect: async ({ gateway, product }, save: ProductSave) => ({
    created: product === null,
    product: await (product ? gatewayOf(gateway).save(product.id, save) : gatewayOf(gateway).create(save)),
  }),
});
export const visibilityFx = attach({
  source: { gateway: $adminGateway, product: $editorProduct },
  effect: ({ gateway, product }, visible: boolean) => gatewayOf(gateway).setVisible(product!.id, visible),
});
export const deleteFx = attach({
  source: { gateway: $adminGateway, product: $editorProduct },
  effect: async ({ gateway, product }) => {
    await gatewayOf(gateway).remove(product!.id);
    return product!;
  },
});
/** One file after another, so each lands last in order; the first refusal stops the rest. */
export const uploadFx = attach({
  source: { gateway: $adminGateway, product: $editorProduct },
  effect: async ({ gateway, product }, files: File[]) => {
    let now = product!;
    for (const file of files) now = await gatewayOf(gateway).addPhoto(now.id, file);
    return now;
  },
});
export const orderFx = attach({
  source: { gateway: $adminGateway, product: $editorProduct },
  effect: ({ gateway, product }, names: string[]) => gatewayOf(gateway).orderPhotos(product!.id, names),
});

export const $editorPending = createStore(false, local);
sample({
  clock: [writeFx.pending, visibilityFx.pending, deleteFx.pending],
  source: [writeFx.pending, visibilityFx.pending, deleteFx.pending] as const,
  fn: (all) => all.some(Boolean),
  target: $editorPending,
});
export const $photosPending = createStore(false, local);
sample({
  clock: [uploadFx.pending, orderFx.pending],
  source: [uploadFx.pending, orderFx.pending] as const,
  fn: (all) => all.some(Boolean),
  target: $photosPending,
});

/** The id asked for last: an answer for an earlier opening is dropped. */
const $asked = createStore<{ id: number | null } | null>(null, local);
/** The product being opened or edited (null: a new one), known before its load answers. */
export const $editorId = $asked.map((asked) => asked?.id ?? null);
sample({ clock: editorOpened, fn: (id) => ({ id }), target: $asked });
sample({ clock: editorOpened, fn: () => true, target: $editorOpen });
sample({ clock: editorOpened, fn: (): LoadStatus => "pending", target: $editorStatus });
sample({ clock: editorOpened, fn: () => null, target: [$editorProduct, $editorRefusal, $photoRefusal] });
sample({ clock: editorOpened, target: loadFx });
const loaded = sample({
  clock: loadFx.doneData,
  source: $asked,
  filter: (asked, { id }) => asked?.id === id,
  fn: (_, answer) => answer,
});
sample({ clock: loaded, fn: ({ product }) => product, target: $editorProduct });
sample({ clock: loaded, fn: ({ choices }) => choices, target: $editorChoices });
sample({ clock: loaded, fn: (): LoadStatus => "ready", target: $editorStatus });
const loadFailed = sample({
  clock: loadFx.fail,
  source: $asked,
  filter: (asked, { params }) => asked?.id === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: loadFailed, target: $editorRefusal });
sample({ clock: loadFailed, fn: (): LoadStatus => "error", target: $editorStatus });

// One write at a time; each answer is the product as it now is.
sample({
  clock: editorSaveRequested,
  source: $editorPending,
  filter: (p) => !p,
  fn: (_, s) => s,
  target: writeFx,
});
sample({
  clock: visibilityRequested,
  source: $editorPending,
  filter: (p) => !p,
  fn: (_, v) => v,
  target: visibilityFx,
});
sample({ clock: deleteRequested, source: $editorPending, filter: (p) => !p, target: deleteFx });
sample({ clock: photosAdded, source: $photosPending, filter: (p) => !p, fn: (_, f) => f, target: uploadFx });
sample({ clock: photosOrdered, source: $photosPending, filter: (p) => !p, fn: (_, n) => n, target: orderFx });

sample({ clock: [writeFx, visibilityFx, deleteFx], fn: () => null, target: $editorRefusal });
sample({ clock: [uploadFx, orderFx], fn: () => null, target: $photoRefusal });
sample({
  clock: [writeFx.failData, visibilityFx.failData, deleteFx.failData],
  fn: refusalOf,
  target: $editorRefusal,
});
sample({ clock: [uploadFx.failData, orderFx.failData], fn: refusalOf, target: $photoRefusal });
const written = sample({ clock: writeFx.doneData, fn: ({ product }) => product });
const changed = sample({
  clock: [written, visibilityFx.doneData, uploadFx.doneData, orderFx.doneData],
});
sample({ clock: changed, target: $editorProduct });
sample({ clock: changed, fn: (p) => ({ id: p.id }), target: $asked });
sample({ clock: [changed, deleteFx.done], source: $editorWrites, fn: (n) => n + 1, target: $editorWrites });
sample({
  clock: writeFx.doneData,
  fn: ({ created, product }) => ({
    kind: created ? ("created" as const) : ("saved" as const),
    title: product.titles.ru,
  }),
  target: $editorLastWrite,
});
sample({
  clock: deleteFx.doneData,
  fn: (p) => ({ kind: "deleted" as const, title: p.titles.ru }),
  target: $editorLastWrite,
});
sample({ clock: deleteFx.done, source: $editorDeletes, fn: (n) => n + 1, target: $editorDeletes });
sample({ clock: [editorClosed, deleteFx.done], fn: () => false, target: $editorOpen });
sample({ clock: [editorClosed, deleteFx.done], fn: (): LoadStatus => "idle", target: $editorStatus });
sample({
  clock: [editorClosed, deleteFx.done],
  fn: () => null,
  target: [$editorProduct, $editorRefusal, $photoRefusal],
});
