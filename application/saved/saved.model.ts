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
const $shownPage = createStore(1, local);

export const loadSavedFx = attach({
  source: $deps,
  effect: (deps, page: number) => requireDeps(deps).shopping.saved(page, SAVED_PAGE_SIZE),
});

sample({ clock: savedOpened, target: [$shownPage, loadSavedFx] });
// Unliking from the saved page takes the product off the list.
sample({ clock: likeFx.done, source: $shownPage, filter: $savedStatus.map((s) => s !== "idle"), target: loadSavedFx });
sample({ clock: loadSavedFx.doneData, target: $savedPage });
sample({ clock: loadSavedFx, fn: () => "pending" as const, target: $savedStatus });
sample({ clock: loadSavedFx.done, fn: () => "ready" as const, target: $savedStatus });
sample({ clock: loadSavedFx.fail, fn: () => "error" as const, target: $savedStatus });
