import { createEvent, createStore, sample, type Effect } from "effector";

// Page models register their loads here instead of this model importing them: the loading bar lives in the
// shell, and each page's model then travels with that page's own code.
const pageLoadStarted = createEvent();
const pageLoadSettled = createEvent();
const $pendingLoads = createStore(0, { serialize: "ignore" })
  .on(pageLoadStarted, (n) => n + 1)
  .on(pageLoadSettled, (n) => Math.max(0, n - 1));

/** A page's data is on its way: drives the loading bar at the top of the window. */
export const $pageLoading = $pendingLoads.map((n) => n > 0);

/** Lets a page's data effect drive the loading bar while it runs. */
export function tracksPageLoading<P, D, F>(fx: Effect<P, D, F>): void {
  sample({ clock: fx, target: pageLoadStarted });
  sample({ clock: fx.finally, target: pageLoadSettled });
}
