import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import { contentListFx } from "./content.model";
import type { ContentKind } from "./content.types";
import type { PlacedDraft, StaffText, TextDraft, TextKind } from "./content-edit.types";

type ByKind<T> = Readonly<Record<TextKind, T>>;

export const placedCreateRequested = createEvent<{ kind: ContentKind; draft: PlacedDraft }>();
export const placedRemoveRequested = createEvent<{ kind: ContentKind; id: number }>();
/** A form was opened or closed: the note about its last refusal goes. */
export const contentFormReset = createEvent();
/** A list of pages or posts was shown, or is read again. */
export const textsRequested = createEvent<TextKind>();
export const textSaveRequested = createEvent<{ kind: TextKind; id: number; draft: TextDraft }>();

const local = { serialize: "ignore" } as const;
/** The refused save of the open form, shown under its field. */
export const $contentFormRefusal = createStore<Refusal | null>(null, local);
/** Counts the saves, so an open form knows to close. */
export const $contentSaved = createStore(0, local);
/** The last refused removal, with its row. */
export const $removeRefusal = createStore<{ kind: ContentKind; id: number; refusal: Refusal } | null>(
  null,
  local,
);
export const $texts = createStore<ByKind<readonly StaffText[] | null>>({ pages: null, posts: null }, local);
export const $textsStatus = createStore<ByKind<LoadStatus>>({ pages: "idle", posts: "idle" }, local);
export const $textsRefusal = createStore<ByKind<Refusal | null>>({ pages: null, posts: null }, local);

export const placedCreateFx = attach({
  source: $adminGateway,
  effect: async (gateway, { kind, draft }: { kind: ContentKind; draft: PlacedDraft }) => ({
    kind,
    item: await requireAdmin(gateway).contentEdit.create(kind, draft),
  }),
});
export const placedRemoveFx = attach({
  source: $adminGateway,
  effect: async (gateway, { kind, id }: { kind: ContentKind; id: number }) => {
    await requireAdmin(gateway).contentEdit.remove(kind, id);
    return kind;
  },
});
export const textsFx = attach({
  source: $adminGateway,
  effect: async (gateway, kind: TextKind) => ({
    kind,
    texts: await requireAdmin(gateway).contentEdit.texts(kind),
  }),
});
export const textSaveFx = attach({
  source: $adminGateway,
  effect: async (gateway, { kind, id, draft }: { kind: TextKind; id: number; draft: TextDraft }) => ({
    kind,
    text: await requireAdmin(gateway).contentEdit.saveText(kind, id, draft),
  }),
});
export const $contentSavePending = createStore(false, local)
  .on(placedCreateFx.pending, (_, p) => p)
  .on(textSaveFx.pending, (_, p) => p);
/** The row a removal is on its way for. */
export const $removing = createStore<{ kind: ContentKind; id: number } | null>(null, local)
  .on(placedRemoveFx, (_, r) => r)
  .reset(placedRemoveFx.finally);

sample({
  clock: placedCreateRequested,
  source: $contentSavePending,
  filter: (pending) => !pending,
  fn: (_, request) => request,
  target: placedCreateFx,
});
sample({
  clock: textSaveRequested,
  source: $contentSavePending,
  filter: (pending) => !pending,
  fn: (_, request) => request,
  target: textSaveFx,
});
sample({
  clock: [placedCreateFx, textSaveFx, contentFormReset],
  fn: () => null,
  target: $contentFormRefusal,
});
sample({ clock: [placedCreateFx.failData, textSaveFx.failData], fn: refusalOf, target: $contentFormRefusal });
sample({
  clock: [placedCreateFx.done, textSaveFx.done],
  source: $contentSaved,
  fn: (n) => n + 1,
  target: $contentSaved,
});
// The list is read again: the new one takes the place the server gave it, a removed one is gone.
sample({ clock: placedCreateFx.doneData, fn: ({ kind }) => kind, target: contentListFx });
sample({ clock: placedRemoveFx.doneData, target: contentListFx });

sample({
  clock: placedRemoveRequested,
  source: $removing,
  filter: (removing) => removing === null,
  fn: (_, request) => request,
  target: placedRemoveFx,
});
sample({ clock: placedRemoveFx, fn: () => null, target: $removeRefusal });
sample({
  clock: placedRemoveFx.fail,
  fn: ({ params, error }) => ({ ...params, refusal: refusalOf(error) }),
  target: $removeRefusal,
});

const set =
  <T>(kind: TextKind, value: T) =>
  (all: ByKind<T>): ByKind<T> => ({ ...all, [kind]: value });
sample({ clock: textsRequested, target: textsFx });
$textsStatus
  .on(textsFx, (all, kind) => set<LoadStatus>(kind, "pending")(all))
  .on(textsFx.doneData, (all, { kind }) => set<LoadStatus>(kind, "ready")(all))
  .on(textsFx.fail, (all, { params }) => set<LoadStatus>(params, "error")(all));
$textsRefusal
  .on(textsFx.doneData, (all, { kind }) => set<Refusal | null>(kind, null)(all))
  .on(textsFx.fail, (all, { params, error }) => set<Refusal | null>(params, refusalOf(error))(all));
$texts
  .on(textsFx.doneData, (all, { kind, texts }) => set<readonly StaffText[] | null>(kind, texts)(all))
  .on(textSaveFx.doneData, (all, { kind, text }) =>
    set<readonly StaffText[] | null>(kind, all[kind]?.map((t) => (t.id === text.id ? text : t)) ?? null)(all),
  );
