import type { CheckoutPlace, GeoPoint } from "../../../application/checkout/checkout.types";

/** What any map that lets a shopper pick a delivery point takes: Yandex's, or the offline one. */
export interface MapPickerProps {
  /** Where the map opens: the district's (or region's) delivery point. */
  center: GeoPoint;
  point: GeoPoint | null;
  /** Drawn as labelled dots, so a person finds their way without map tiles. */
  places: readonly CheckoutPlace[];
  onPick: (point: GeoPoint) => void;
}
