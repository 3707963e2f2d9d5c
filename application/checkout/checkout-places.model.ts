import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { checkoutOf } from "./checkout-deps";
import type { BtsBranch, CheckoutPlace } from "./checkout.types";

// The checkout's regions, districts and BTS branches. Each list comes in pages (15 regions, 50 districts,
// spec section 9); a full page asks for the next, so a select offers the whole list.

export const placesWanted = createEvent();
/** The region whose districts (and branches) are wanted; null forgets them. */
export const districtsWanted = createEvent<number | null>();
export const branchesWanted = createEvent<{ region: number; district: number }>();
export const placesRetried = createEvent();

const local = { serialize: "ignore" } as const;
export const $checkoutRegions = createStore<readonly CheckoutPlace[]>([], local);
export const $checkoutDistricts = createStore<readonly CheckoutPlace[]>([], local);
export const $branches = createStore<readonly BtsBranch[] | null>(null, local);
export const $placesFailed = createStore(false, local);
export const $branchesFailed = createStore(false, local);
const $districtsOf = createStore<number | null>(null, local);
const $branchesOf = createStore<{ region: number; district: number } | null>(null, local);

export const regionsFx = attach({
  source: $deps,
  effect: async (deps, page: number) => ({ page, ...(await checkoutOf(deps).regions(page)) }),
});
export const districtsFx = attach({
  source: $deps,
  effect: async (deps, { region, page }: { region: number; page: number }) => ({
    region,
    page,
    ...(await checkoutOf(deps).districts(region, page)),
  }),
});
export const branchesFx = attach({
  source: $deps,
  effect: async (deps, at: { region: number; district: number }) => ({
    at,
    branches: await checkoutOf(deps).btsBranches(at.region, at.district),
  }),
});
export const $regionsLoading = regionsFx.pending;
export const $districtsLoading = districtsFx.pending;
export const $branchesLoading = branchesFx.pending;
/** The district has been asked and BTS has no branch there. */
export const $noBranch = $branches.map((list) => list !== null && list.length === 0);

sample({
  clock: placesWanted,
  source: { regions: $checkoutRegions, pending: regionsFx.pending },
  filter: ({ regions, pending }) => regions.length === 0 && !pending,
  fn: () => 1,
  target: regionsFx,
});
sample({
  clock: regionsFx.doneData,
  source: $checkoutRegions,
  fn: (list, { page, items }) => (page === 1 ? items : [...list, ...items]),
  target: $checkoutRegions,
});
sample({ clock: regionsFx.doneData, filter: (d) => d.hasNext, fn: (d) => d.page + 1, target: regionsFx });

sample({
  clock: districtsWanted,
  source: $districtsOf,
  filter: (current, region) => current !== region,
  fn: (_, region) => region,
  target: $districtsOf,
});
sample({ clock: $districtsOf.updates, fn: (): readonly CheckoutPlace[] => [], target: $checkoutDistricts });
sample({
  clock: $districtsOf.updates.filterMap((region) => (region === null ? undefined : { region, page: 1 })),
  target: districtsFx,
});
// An answer for a region the shopper has since left is dropped.
const districtsAnswered = sample({
  clock: districtsFx.doneData,
  source: $districtsOf,
  filter: (region, done) => region === done.region,
  fn: (_, done) => done,
});
sample({
  clock: districtsAnswered,
  source: $checkoutDistricts,
  fn: (list, { page, items }) => (page === 1 ? items : [...list, ...items]),
  target: $checkoutDistricts,
});
sample({
  clock: districtsAnswered,
  filter: (d) => d.hasNext,
  fn: (d) => ({ region: d.region, page: d.page + 1 }),
  target: districtsFx,
});

sample({ clock: branchesWanted, target: $branchesOf });
sample({ clock: [branchesWanted, districtsWanted], fn: () => null, target: $branches });
sample({ clock: branchesWanted, target: branchesFx });
sample({
  clock: branchesFx.doneData,
  source: $branchesOf,
  filter: (at, done) => at?.district === done.at.district,
  fn: (_, done) => done.branches,
  target: $branches,
});

sample({ clock: [regionsFx.fail, districtsFx.fail], fn: () => true, target: $placesFailed });
sample({ clock: [regionsFx, districtsFx], fn: () => false, target: $placesFailed });
sample({ clock: branchesFx.fail, fn: () => true, target: $branchesFailed });
sample({ clock: branchesFx, fn: () => false, target: $branchesFailed });

sample({
  clock: placesRetried,
  source: $checkoutRegions,
  filter: (regions) => regions.length === 0,
  fn: () => 1,
  target: regionsFx,
});
sample({
  clock: placesRetried,
  source: { region: $districtsOf, districts: $checkoutDistricts },
  filter: ({ region, districts }) => region !== null && districts.length === 0,
  fn: ({ region }) => ({ region: region!, page: 1 }),
  target: districtsFx,
});
sample({
  clock: placesRetried,
  source: { at: $branchesOf, failed: $branchesFailed },
  filter: ({ at, failed }) => at !== null && failed,
  fn: ({ at }) => at!,
  target: branchesFx,
});
