import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { PlacedChange, PlacedItem } from "../../application/admin/sections/content.types";

// The banner and story calls' answers (contract/admin-content.endpoints.ts), as the pages read them.

const fromWire = (w: PlacedItem): PlacedItem => ({
  id: w.id,
  title: w.title,
  image: w.image,
  position: w.position,
  visible: w.visible,
});

export const placedFromWire = fromWire;
export const placedListFromWire = (answer: AdminAnswer<"adminBanners">) => answer.results.map(fromWire);

/** Only what changes is sent: the server leaves an absent field as it was. */
export function changeToWire(change: PlacedChange): { position?: number; visible?: boolean } {
  return {
    ...(change.position === undefined ? {} : { position: change.position }),
    ...(change.visible === undefined ? {} : { visible: change.visible }),
  };
}
