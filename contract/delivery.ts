import { array, coerce, integer, nullable, optional, string, type, type Infer } from "superstruct";
import { union } from "./union.ts";
import { results } from "./pagination.ts";
import { optionalParam } from "./query.ts";
import { Id, IntFromText, Latitude, Longitude, PositiveIntFromText, Title } from "./scalars.ts";

// Where goods can go: BTS branches (delivery type 1), the shop's pick-up points (3), and the region/district
// table every address hangs on. Part of the orders area; kept apart so each file stays readable.

// ----- BTS (the courier company whose branches take parcels) -----

export const BtsBranchesQuery = type({
  region: optionalParam(IntFromText),
  district: optionalParam(IntFromText),
});
export type BtsBranchesQuery = Infer<typeof BtsBranchesQuery>;

/** `weekdays` comes from BTS as text ("Du-Sh") or a list of day names or numbers; shown as given. */
export const BtsBranch = type({
  id: Id,
  name: string(),
  address: nullable(string()),
  latitude: Latitude,
  longitude: Longitude,
  working_hours: nullable(string()),
  weekdays: nullable(union([string(), array(union([string(), integer()]))])),
});
export type BtsBranch = Infer<typeof BtsBranch>;

/** A plain array, not `{results}`. An empty array means "no BTS branch in this area". */
export const BtsBranchesAnswer = array(BtsBranch);
export type BtsBranchesAnswer = Infer<typeof BtsBranchesAnswer>;

/** BTS's own status for the parcel, as BTS names or numbers it. */
export const BtsOrderStatusAnswer = type({ status: nullable(union([string(), integer()])) });
export type BtsOrderStatusAnswer = Infer<typeof BtsOrderStatusAnswer>;

// ----- the shop's pick-up points -----

export const TakeawayLocation = type({
  id: Id,
  location: type({ latitude: Latitude, longitude: Longitude }),
  title: optional(nullable(Title)),
  address: optional(nullable(string())),
});
export type TakeawayLocation = Infer<typeof TakeawayLocation>;
export const TakeawayLocationsAnswer = results(TakeawayLocation);
export type TakeawayLocationsAnswer = Infer<typeof TakeawayLocationsAnswer>;

// ----- regions and districts -----

/** SOATO is the national territory code; numeric, but read as text so leading digits stay as given. */
const Soato = nullable(coerce(string(), integer(), (n) => String(n)));

/**
 * `delivery_latitude`/`delivery_longitude` mark where deliveries to the place start; null flags a place with
 * no BTS branch (spec 3).
 */
export const Region = type({
  id: Id,
  title: Title,
  soato: optional(Soato),
  delivery_latitude: nullable(Latitude),
  delivery_longitude: nullable(Longitude),
});
export type Region = Infer<typeof Region>;

export const RegionsQuery = type({
  size: optionalParam(PositiveIntFromText),
  page: optionalParam(PositiveIntFromText),
});
export type RegionsQuery = Infer<typeof RegionsQuery>;
export const RegionsAnswer = results(Region);
export type RegionsAnswer = Infer<typeof RegionsAnswer>;

/** The district's region, as `{id}`; a bare id is read the same way. */
const RegionRef = coerce(type({ id: Id }), integer(), (id) => ({ id }));

export const District = type({ ...Region.schema, region: RegionRef });
export type District = Infer<typeof District>;

/** Spec 7 calls it as `common/district/?region={id}`: the region travels in the query. */
export const DistrictsQuery = type({
  region: optionalParam(IntFromText),
  size: optionalParam(PositiveIntFromText),
  page: optionalParam(PositiveIntFromText),
});
export type DistrictsQuery = Infer<typeof DistrictsQuery>;
export const DistrictsAnswer = results(District);
export type DistrictsAnswer = Infer<typeof DistrictsAnswer>;
