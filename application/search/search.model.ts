import { attach, createEvent, createStore, sample } from "effector";
import { SEARCH } from "../../domain/shop-constants";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { debounced, delayed } from "../shared/timing";
import type { ProductCard } from "../catalogue/catalogue.types";

export const SEARCH_DEBOUNCE_MS = SEARCH.debounceMs;
export const SEARCH_PAGE_SIZE = SEARCH.pageSize;
export const SEARCH_LOADING_CLEAR_MS = SEARCH.loadingClearMs;

export const searchTyped = createEvent<string>();
export const searchBottomReached = createEvent();
export const searchCleared = createEvent();

export const searchFx = attach({
  source: $deps,
  effect: async (deps, { text, page }: { text: string; page: number }) => {
    const result = await requireDeps(deps).catalogue.listProducts({
      search: text,
      page,
      size: SEARCH_PAGE_SIZE,
    });
    return { text, page, result };
  },
});

export const $searchText = createStore("");
export const $searchResults = createStore<readonly ProductCard[]>([]);
export const $searchPage = createStore(0);
export const $searchHasNext = createStore(false);
/** Set when a call starts; cleared 200 ms after it settles (spec section 4). */
export const $searchLoading = createStore(false);
/** A query finished at least once for the current text: the dropdown may say 'not found'. */
export const $searchDone = createStore(false);

sample({ clock: searchTyped, fn: (t) => t, target: $searchText });
sample({ clock: searchTyped, fn: () => false, target: $searchDone });
const settled = debounced(searchTyped, SEARCH_DEBOUNCE_MS);
sample({
  clock: settled,
  filter: (text) => text.trim().length > 0,
  fn: (text) => ({ text: text.trim(), page: 1 }),
  target: searchFx,
});
sample({
  clock: searchBottomReached,
  source: { text: $searchText, page: $searchPage, hasNext: $searchHasNext, loading: $searchLoading },
  filter: ({ hasNext, loading, text }) => hasNext && !loading && text.trim().length > 0,
  fn: ({ text, page }) => ({ text: text.trim(), page: page + 1 }),
  target: searchFx,
});
sample({ clock: searchFx, fn: () => true, target: $searchLoading });
// A late answer for an older text is dropped: pagination resets on each new query.
const answered = sample({
  clock: searchFx.doneData,
  source: $searchText,
  filter: (text, done) => text.trim() === done.text,
  fn: (_, done) => done,
});
sample({
  clock: answered,
  source: $searchResults,
  fn: (list, { page, result }) => (page === 1 ? result.results : [...list, ...result.results]),
  target: $searchResults,
});
sample({ clock: answered, fn: (d) => d.page, target: $searchPage });
sample({ clock: answered, fn: (d) => d.result.hasNext, target: $searchHasNext });
sample({ clock: answered, fn: () => true, target: $searchDone });
sample({
  clock: searchTyped,
  filter: (text) => text.trim().length === 0,
  fn: (): readonly ProductCard[] => [],
  target: $searchResults,
});
sample({
  clock: delayed(searchFx.finally, SEARCH_LOADING_CLEAR_MS),
  fn: () => false,
  target: $searchLoading,
});
sample({ clock: searchCleared, fn: () => "", target: $searchText });
sample({ clock: searchCleared, fn: (): readonly ProductCard[] => [], target: $searchResults });
sample({ clock: searchCleared, fn: () => false, target: $searchHasNext });
sample({ clock: searchCleared, fn: () => 0, target: $searchPage });
