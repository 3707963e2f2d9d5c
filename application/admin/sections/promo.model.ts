import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import type { AdminPromoCode, NewPromoCode, PromoMove } from "./promo.types";

/** The section was shown (again to retry). */
export const promoOpened = createEvent();
export const promoCreateRequested = createEvent<NewPromoCode>();
/** The new code's dialog was opened or closed: the note about its last refusal goes. */
export const promoCreateReset = createEvent();
export const promoMoveRequested = createEvent<{ code: string; move: PromoMove }>();

const local = { serialize: "ignore" } as const;
export const $promoCodes = createStore<readonly AdminPromoCode[] | null>(null, local);
export const $promoStatus = createStore<LoadStatus>("idle", local);
export const $promoRefusal = createStore<Refusal | null>(null, local);
export const $createRefusal = createStore<Refusal | null>(null, local);
/** Counts the codes made, so the dialog knows to close. */
export const $codesCreated = createStore(0, local);
/** The last refused move, by the code it was for, so the refusal shows on that code's row. */
export const $promoMoveRefusal = createStore<{ code: string; refusal: Refusal } | null>(null, local);

export const promoListFx = attach({
  source: $adminGateway,
  effect: (gateway) => requireAdmin(gateway).promo.list(),
});
export const promoCreateFx = attach({
  source: $adminGateway,
  effect: (gateway, terms: NewPromoCode) => requireAdmin(gateway).promo.create(terms),
});
export const promoMoveFx = attach({
  source: $adminGateway,
  effect: (gateway, { code, move }: { code: string; move: PromoMove }) =>
    requireAdmin(gateway).promo.move(code, move),
});
export const $createPending = promoCreateFx.pending;
/** The code a move is on its way for; one move at a time. */
export const $movingCode = createStore<string | null>(null, local)
  .on(promoMoveFx, (_, { code }) => code)
  .reset(promoMoveFx.finally);

sample({ clock: promoOpened, target: promoListFx });
sample({ clock: promoListFx, fn: (): LoadStatus => "pending", target: $promoStatus });
sample({ clock: promoListFx.doneData, target: $promoCodes });
sample({ clock: promoListFx.done, fn: (): LoadStatus => "ready", target: $promoStatus });
sample({ clock: promoListFx.done, fn: () => null, target: $promoRefusal });
sample({ clock: promoListFx.failData, fn: refusalOf, target: $promoRefusal });
sample({ clock: promoListFx.fail, fn: (): LoadStatus => "error", target: $promoStatus });

/** The answer's code in place of the listed one, or first when it is new (the server lists newest first). */
const placed = (codes: readonly AdminPromoCode[] | null, code: AdminPromoCode) =>
  codes?.some((c) => c.code === code.code)
    ? codes.map((c) => (c.code === code.code ? code : c))
    : [code, ...(codes ?? [])];

sample({
  clock: promoCreateRequested,
  source: $createPending,
  filter: (pending) => !pending,
  fn: (_, terms) => terms,
  target: promoCreateFx,
});
sample({ clock: [promoCreateFx, promoCreateReset], fn: () => null, target: $createRefusal });
sample({ clock: promoCreateFx.failData, fn: refusalOf, target: $createRefusal });
sample({ clock: promoCreateFx.doneData, source: $promoCodes, fn: placed, target: $promoCodes });
sample({ clock: promoCreateFx.doneData, source: $codesCreated, fn: (n) => n + 1, target: $codesCreated });

sample({
  clock: promoMoveRequested,
  source: $movingCode,
  filter: (moving) => moving === null,
  fn: (_, request) => request,
  target: promoMoveFx,
});
sample({ clock: promoMoveFx, fn: () => null, target: $promoMoveRefusal });
sample({
  clock: promoMoveFx.fail,
  fn: ({ params, error }) => ({ code: params.code, refusal: refusalOf(error) }),
  target: $promoMoveRefusal,
});
sample({ clock: promoMoveFx.doneData, source: $promoCodes, fn: placed, target: $promoCodes });
