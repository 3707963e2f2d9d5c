import { array, boolean, create, integer, string, type } from "superstruct";
import type { PlacedChange, PlacedItem } from "../../application/admin/sections/content.types";

// The answers of server/modules/admin/admin-content.routes.ts, checked where they enter the storefront.

const WirePlaced = type({
  id: integer(),
  title: string(),
  image: string(),
  position: integer(),
  visible: boolean(),
});
const WirePlacedList = type({ results: array(WirePlaced) });

const fromWire = (w: PlacedItem): PlacedItem => ({
  id: w.id,
  title: w.title,
  image: w.image,
  position: w.position,
  visible: w.visible,
});

export const placedFromWire = (json: unknown) => fromWire(create(json, WirePlaced));
export const placedListFromWire = (json: unknown) => create(json, WirePlacedList).results.map(fromWire);

/** Only what changes is sent: the server leaves an absent field as it was. */
export function changeToWire(change: PlacedChange): { position?: number; visible?: boolean } {
  return {
    ...(change.position === undefined ? {} : { position: change.position }),
    ...(change.visible === undefined ? {} : { visible: change.visible }),
  };
}
