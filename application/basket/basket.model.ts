import { attach, createEvent, createStore, merge, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { accountCleared, accountLoaded, firstVisitStarted, restoreFx } from "../account/session.model";
import { refusalOf } from "../shared/refusal";
import { delayed } from "../shared/timing";
import { BasketError, type BasketLine } from "./basket.types";

/** Spec section 4: after log out the basket and saved products are refetched after 100 ms. */
export const REFETCH_AFTER_LOGOUT_MS = 100;

/** The basket page opened: fetch the lines afresh. */
export const basketOpened = createEvent();
/** A new quantity for a product (0 removes it). */
export const amountChosen = createEvent<{ productId: number; amount: number }>();
export const likeToggled = createEvent<{ productId: number; liked: boolean }>();

// The basket and saved products belong to this browser (its fingerprint) or its user; never server-rendered.
const local = { serialize: "ignore" } as const;
/** null until the first answer. */
export const $basketLines = createStore<readonly BasketLine[] | null>(null, local);
export const $basketFailed = createStore(false, local);
export const $savedCount = createStore(0, local);
/** The product whose quantity is being changed (its controls wait). */
export const $changingProduct = createStore<number | null>(null, local);
/** Distinct products in the basket: the header badge. */
export const $basketCount = $basketLines.map((lines) => lines?.length ?? 0);

export const basketFx = attach({
  source: $deps,
  // `merge` (right after a login) names no guest: the server takes in the basket of the browser's own
  // HttpOnly visitor cookie, the one the session was bound to at sign-in (decisions 0019, 0025).
  effect: (deps, merge: boolean = false) => requireDeps(deps).shopping.basket(merge),
});

export const savedCountFx = attach({
  source: $deps,
  effect: async (deps) => (await requireDeps(deps).shopping.saved(1, 1)).total,
});

export const setAmountFx = attach({
  source: $deps,
  effect: (deps, { productId, amount }: { productId: number; amount: number }) =>
    requireDeps(deps).shopping.setAmount(productId, amount),
});

export const likeFx = attach({
  source: $deps,
  effect: async (deps, { productId, liked }: { productId: number; liked: boolean }) => {
    const { shopping } = requireDeps(deps);
    if (liked) await shopping.like(productId);
    else await shopping.unlike(productId);
    return liked;
  },
});

/**
 * Why a change was refused: a code to translate, else the server's words, else the generic an_error_occurred.
 */
export const basketRefused = setAmountFx.failData.map((error) =>
  refusalOf(error instanceof BasketError ? error : null),
);
export const basketChanged = setAmountFx.done;
export const liked = likeFx.doneData.filter({ fn: Boolean });
export const likeRefused = likeFx.fail;

// Who owns the basket is known once the stored session is settled; a login merges the guest's into the
// user's.
const settled = sample({ clock: restoreFx.finally, fn: () => false });
const afterLogout = delayed(accountCleared, REFETCH_AFTER_LOGOUT_MS);
sample({ clock: [settled, basketOpened, setAmountFx.finally], fn: () => false, target: basketFx });
sample({ clock: afterLogout, fn: () => false, target: basketFx });
sample({ clock: accountLoaded, fn: () => true, target: basketFx });
sample({
  clock: [
    settled,
    afterLogout,
    basketFx.done.filter({ fn: ({ params }) => params === true }),
    likeFx.finally,
  ],
  target: savedCountFx,
});

/**
 * When the browser learns, or the visitor changes, whose likes and story views the page should show: the
 * stored session restored or not (after hydration), a sign-in's merge of the guest done, a sign-out. Server
 * pages are the same for everyone (decision 0028): they show no one's marks, and the browser fills them in
 * then (the product's heart, the stories' rings).
 */
export const ownMarksChanged = merge([
  restoreFx.finally,
  basketFx.done.filter({ fn: ({ params }) => params === true }),
  accountCleared,
]);

sample({ clock: basketFx.doneData, target: $basketLines });
// A new visitor's basket is empty without asking (unless a change already brought its lines).
sample({
  clock: firstVisitStarted,
  source: $basketLines,
  filter: (lines) => lines === null,
  fn: (): readonly BasketLine[] => [],
  target: $basketLines,
});
sample({ clock: basketFx, fn: () => false, target: $basketFailed });
sample({ clock: basketFx.fail, fn: () => true, target: $basketFailed });
sample({ clock: savedCountFx.doneData, target: $savedCount });

sample({
  clock: amountChosen,
  source: $changingProduct,
  filter: (busy) => busy === null,
  fn: (_, change) => change,
  target: setAmountFx,
});
sample({ clock: setAmountFx, fn: ({ productId }) => productId, target: $changingProduct });
sample({
  clock: basketFx.finally,
  source: setAmountFx.pending,
  filter: (busy) => !busy,
  fn: () => null,
  target: $changingProduct,
});
sample({ clock: likeToggled, target: likeFx });
