import { attach, createEvent, createStore, sample } from "effector";
import { LOADING_DELAY_MS } from "../../domain/shop-constants";
import { $deps } from "../app/app.model";
import { delayed } from "../shared/timing";
import { authFlowsOf } from "./auth-flows";
import type { Place } from "./auth-flows.port";

// The region and district of a new account (spec section 2: changing the region clears the district and
// reloads the districts). Each list comes in pages (15 regions, 50 districts, spec section 9); a full page
// asks for the next one, so the select offers the whole list.

export const PLACES_LOADING_CLEAR_MS = LOADING_DELAY_MS.regionsClear;

/** The registration form is shown: the regions load once per scope. */
export const placesWanted = createEvent();
export const regionChosen = createEvent<number | null>();
export const districtChosen = createEvent<number | null>();
/** The flow started again: the choice is forgotten, the loaded regions are kept. */
export const placesReset = createEvent();
/** The shopper asked again for a list that failed to load. */
export const placesRetried = createEvent();

const local = { serialize: "ignore" } as const;
export const $regions = createStore<readonly Place[]>([], local);
export const $districts = createStore<readonly Place[]>([], local);
export const $region = createStore<number | null>(null, local);
export const $district = createStore<number | null>(null, local);
/** Set when a page is asked for; cleared 300 ms after the last answer (spec section 4). */
export const $regionsLoading = createStore(false, local);
export const $districtsLoading = createStore(false, local);
/** The last attempt to load the list failed (the select says so and offers to try again). */
export const $regionsFailed = createStore(false, local);
export const $districtsFailed = createStore(false, local);

export const regionsFx = attach({
  source: $deps,
  effect: async (deps, page: number) => ({ page, ...(await authFlowsOf(deps).regions(page)) }),
});

export const districtsFx = attach({
  source: $deps,
  effect: async (deps, { region, page }: { region: number; page: number }) => ({
    region,
    page,
    ...(await authFlowsOf(deps).districts(region, page)),
  }),
});

sample({
  clock: [placesWanted, placesRetried],
  source: { regions: $regions, loading: $regionsLoading },
  filter: ({ regions, loading }) => regions.length === 0 && !loading,
  fn: () => 1,
  target: regionsFx,
});
sample({
  clock: regionsFx.doneData,
  source: $regions,
  fn: (list, { page, items }) => (page === 1 ? items : [...list, ...items]),
  target: $regions,
});
sample({ clock: regionsFx.doneData, filter: (d) => d.hasNext, fn: (d) => d.page + 1, target: regionsFx });

sample({ clock: regionChosen, target: $region });
sample({ clock: [regionChosen, placesReset], fn: () => null, target: $district });
sample({ clock: [regionChosen, placesReset], fn: (): readonly Place[] => [], target: $districts });
sample({
  clock: regionChosen.filterMap((region) => (region === null ? undefined : { region, page: 1 })),
  target: districtsFx,
});
// An answer for a region the shopper has since left is dropped.
const districtsAnswered = sample({
  clock: districtsFx.doneData,
  source: $region,
  filter: (region, done) => region === done.region,
  fn: (_, done) => done,
});
sample({
  clock: districtsAnswered,
  source: $districts,
  fn: (list, { page, items }) => (page === 1 ? items : [...list, ...items]),
  target: $districts,
});
sample({
  clock: districtsAnswered,
  filter: (d) => d.hasNext,
  fn: (d) => ({ region: d.region, page: d.page + 1 }),
  target: districtsFx,
});
sample({
  clock: placesRetried,
  source: { region: $region, failed: $districtsFailed },
  filter: ({ region, failed }) => region !== null && failed,
  fn: ({ region }) => ({ region: region!, page: 1 }),
  target: districtsFx,
});
sample({ clock: districtChosen, target: $district });
sample({ clock: placesReset, fn: () => null, target: $region });

sample({ clock: regionsFx, fn: () => true, target: $regionsLoading });
sample({
  clock: delayed(regionsFx.finally, PLACES_LOADING_CLEAR_MS),
  source: regionsFx.pending,
  filter: (pending) => !pending,
  fn: () => false,
  target: $regionsLoading,
});
sample({ clock: districtsFx, fn: () => true, target: $districtsLoading });
sample({
  clock: delayed(districtsFx.finally, PLACES_LOADING_CLEAR_MS),
  source: districtsFx.pending,
  filter: (pending) => !pending,
  fn: () => false,
  target: $districtsLoading,
});

sample({ clock: regionsFx.fail, fn: () => true, target: $regionsFailed });
sample({ clock: regionsFx, fn: () => false, target: $regionsFailed });
sample({
  clock: districtsFx.fail,
  source: $region,
  filter: (region, { params }) => region === params.region,
  fn: () => true,
  target: $districtsFailed,
});
sample({ clock: [districtsFx, regionChosen, placesReset], fn: () => false, target: $districtsFailed });
