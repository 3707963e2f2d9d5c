import type { GeoPoint } from "../../../../application/checkout/checkout.types";

/** A place drawn on the map to find one's way: a district or region with its delivery point (null: none). */
export interface MapPlace {
  readonly id: number;
  readonly title: string;
  readonly point: GeoPoint | null;
}

/** What any map that lets a shopper pick a delivery point takes: Yandex's, or the offline one. */
export interface MapPickerProps {
  /** Where the map opens: the district's (or region's) delivery point. */
  center: GeoPoint;
  /** The point picked so far; the pin stands there. */
  point: GeoPoint | null;
  /** Drawn as labelled dots, so a person finds their way without map tiles. */
  places: readonly MapPlace[];
  /** A point was picked: WGS 84 degrees rounded to 6 decimals (about 0.1 m). */
  onPick: (point: GeoPoint) => void;
  /** The map's CSS height; by default 16rem on phones and 22rem from the md breakpoint. */
  height?: string;
}

export const DEFAULT_MAP_HEIGHT = { base: "16rem", md: "22rem" } as const;

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
