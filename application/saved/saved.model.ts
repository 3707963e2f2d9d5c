import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { emptyPage, type PageOf, type ProductCard } from "../catalogue/catalogue.types";
import { likeFx } from "../basket/basket.model";

/** Spec section 9: saved products page size 12. */
export const SAVED_PAGE_SIZE = 12;

/** The saved page opened at a page number (from the URL). */
export const savedOpened = createEvent<number>();

const local = { serialize: "ignore" } as const;
export const $savedPage = createStore<PageOf<ProductCard>>(emptyPage(), local);
export const $savedStatus = createStore<"idle" | "pending" | "ready" | "error">("idle", local);

export const loadSavedFx = attach({
  source: $deps,
  effect: (deps, page: number) => requireDeps(deps).shopping.saved(page, SAVED_PAGE_SIZE),
});

sample({ clock: savedOpened, target: loadSavedFx });
// Unliking takes the product off the shown list at once, with no new call.
sample({
  clock: likeFx.done,
  source: $savedPage,
  filter: (page, { params }) => !params.liked && page.results.some((p) => p.id === params.productId),
  fn: (page, { params }) => ({
    ...page,
    results: page.results.filter((p) => p.id !== params.productId),
    total: page.total - 1,
  }),
  target: $savedPage,
});
sample({ clock: loadSavedFx.doneData, target: $savedPage });
sample({ clock: loadSavedFx, fn: () => "pending" as const, target: $savedStatus });
sample({ clock: loadSavedFx.done, fn: () => "ready" as const, target: $savedStatus });
sample({ clock: loadSavedFx.fail, fn: () => "error" as const, target: $savedStatus });
