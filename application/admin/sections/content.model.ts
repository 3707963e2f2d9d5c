import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import { reorder, type ContentKind, type MoveDirection, type PlacedItem } from "./content.types";

type ByKind<T> = Readonly<Record<ContentKind, T>>;
export interface ItemMove {
  readonly kind: ContentKind;
  readonly id: number;
  readonly direction: MoveDirection;
}
export interface ItemShow {
  readonly kind: ContentKind;
  readonly id: number;
  readonly visible: boolean;
}

/** A list was shown, or is read again (its retry); each list asks for itself. */
export const contentListRequested = createEvent<ContentKind>();
export const itemMoved = createEvent<ItemMove>();
export const itemShown = createEvent<ItemShow>();

const local = { serialize: "ignore" } as const;
export const $contentLists = createStore<ByKind<readonly PlacedItem[] | null>>(
  { banners: null, stories: null },
  local,
);
export const $contentStatus = createStore<ByKind<LoadStatus>>({ banners: "idle", stories: "idle" }, local);
export const $contentRefusal = createStore<ByKind<Refusal | null>>({ banners: null, stories: null }, local);
/** The last refused change, with the row it was for, so the refusal shows by that row. */
export const $changeRefusal = createStore<{ kind: ContentKind; id: number; refusal: Refusal } | null>(
  null,
  local,
);

export const contentListFx = attach({
  source: $adminGateway,
  effect: async (gateway, kind: ContentKind) => ({
    kind,
    items: await requireAdmin(gateway).content.list(kind),
  }),
});
/** Saves the new positions one row at a time, then reads the list again for the order the server keeps. */
export const itemMoveFx = attach({
  source: { gateway: $adminGateway, lists: $contentLists },
  effect: async ({ gateway, lists }, { kind, id, direction }: ItemMove) => {
    const content = requireAdmin(gateway).content;
    for (const change of reorder(lists[kind] ?? [], id, direction))
      await content.place(kind, change.id, { position: change.position });
    return { kind, items: await content.list(kind) };
  },
});
export const itemShowFx = attach({
  source: $adminGateway,
  effect: async (gateway, { kind, id, visible }: ItemShow) => ({
    kind,
    item: await requireAdmin(gateway).content.place(kind, id, { visible }),
  }),
});
/** The row a change is on its way for; one change at a time, so two moves never interleave their saves. */
export const $changing = createStore<{ kind: ContentKind; id: number } | null>(null, local)
  .on(itemMoveFx, (_, { kind, id }) => ({ kind, id }))
  .on(itemShowFx, (_, { kind, id }) => ({ kind, id }))
  .reset(itemMoveFx.finally, itemShowFx.finally);

const set =
  <T>(kind: ContentKind, value: T) =>
  (all: ByKind<T>): ByKind<T> => ({ ...all, [kind]: value });

sample({ clock: contentListRequested, target: contentListFx });
$contentStatus
  .on(contentListFx, (all, kind) => set(kind, "pending" as LoadStatus)(all))
  .on(contentListFx.doneData, (all, { kind }) => set(kind, "ready" as LoadStatus)(all))
  .on(contentListFx.fail, (all, { params }) => set(params, "error" as LoadStatus)(all));
$contentRefusal
  .on(contentListFx.doneData, (all, { kind }) => set<Refusal | null>(kind, null)(all))
  .on(contentListFx.fail, (all, { params, error }) => set<Refusal | null>(params, refusalOf(error))(all));
$contentLists
  .on(contentListFx.doneData, (all, { kind, items }) => set<readonly PlacedItem[] | null>(kind, items)(all))
  .on(itemMoveFx.doneData, (all, { kind, items }) => set<readonly PlacedItem[] | null>(kind, items)(all))
  .on(itemShowFx.doneData, (all, { kind, item }) =>
    set<readonly PlacedItem[] | null>(
      kind,
      all[kind]?.map((i) => (i.id === item.id ? item : i)) ?? null,
    )(all),
  );

sample({
  clock: itemMoved,
  source: $changing,
  filter: (c) => c === null,
  fn: (_, m) => m,
  target: itemMoveFx,
});
sample({
  clock: itemShown,
  source: $changing,
  filter: (c) => c === null,
  fn: (_, s) => s,
  target: itemShowFx,
});
sample({ clock: [itemMoveFx, itemShowFx], fn: () => null, target: $changeRefusal });
sample({
  clock: [itemMoveFx.fail, itemShowFx.fail],
  fn: ({ params, error }) => ({ kind: params.kind, id: params.id, refusal: refusalOf(error) }),
  target: $changeRefusal,
});
// A move refused halfway may have saved one of its two rows: the list is read again to show what stands.
sample({ clock: itemMoveFx.fail, fn: ({ params }) => params.kind, target: contentListFx });
