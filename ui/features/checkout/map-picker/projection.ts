import type { GeoPoint } from "../../../../application/checkout/checkout.types";
import { round6 } from "./map-picker.port";

export interface Frame {
  readonly width: number;
  readonly height: number;
}

export interface Projection {
  /** Pixels per degree of latitude. */
  readonly scale: number;
  toXY(point: GeoPoint): { x: number; y: number };
  /** The point under a pixel, rounded to 6 decimals. */
  toPoint(x: number, y: number): GeoPoint;
  /** The point moved back inside the frame, so a pin steered by keys never leaves the map. */
  clamp(point: GeoPoint): GeoPoint;
}

/** Room kept at the edges for a label or the pin's head. */
const PAD = 28;
/** Never closer than about 2 km to the edge (one district), never wider than about 330 km (a region). */
const MIN_HALF_SPAN = 0.02;
const MAX_HALF_SPAN = 3;

const cosOf = (latitude: number) => Math.cos((latitude * Math.PI) / 180);

/**
 * An equirectangular projection around `center`, zoomed so every point of `focus` fits the frame: a degree
 * of longitude is drawn cos(latitude) as wide as a degree of latitude, which keeps a city's shape at
 * Uzbekistan's latitudes (37°-46°) without a map library.
 */
export function fitProjection(center: GeoPoint, focus: readonly GeoPoint[], frame: Frame): Projection {
  const squeeze = cosOf(center.latitude);
  let dy = MIN_HALF_SPAN;
  let dx = MIN_HALF_SPAN;
  for (const p of focus) {
    dy = Math.max(dy, Math.abs(p.latitude - center.latitude));
    dx = Math.max(dx, Math.abs(p.longitude - center.longitude) * squeeze);
  }
  const halfW = Math.max(frame.width / 2 - PAD, 1);
  const halfH = Math.max(frame.height / 2 - PAD, 1);
  const scale = Math.min(halfH / Math.min(dy, MAX_HALF_SPAN), halfW / Math.min(dx, MAX_HALF_SPAN));
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  const toPoint = (x: number, y: number): GeoPoint => ({
    latitude: round6(center.latitude + (cy - y) / scale),
    longitude: round6(center.longitude + (x - cx) / (scale * squeeze)),
  });
  return {
    scale,
    toXY: (p) => ({
      x: cx + (p.longitude - center.longitude) * scale * squeeze,
      y: cy - (p.latitude - center.latitude) * scale,
    }),
    toPoint,
    clamp: (p) => {
      const x = cx + (p.longitude - center.longitude) * scale * squeeze;
      const y = cy - (p.latitude - center.latitude) * scale;
      const inside = (v: number, max: number) => Math.min(Math.max(v, 0), max);
      if (x === inside(x, frame.width) && y === inside(y, frame.height)) return p;
      return toPoint(inside(x, frame.width), inside(y, frame.height));
    },
  };
}

/** Grid steps in degrees; the finest whose lines stand at least 48 px apart is drawn. */
const GRID_STEPS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1];

/** The graticule inside the frame: whole multiples of a round step, so lines stay put when the map moves. */
export function gridLines(projection: Projection, frame: Frame, center: GeoPoint) {
  const squeeze = cosOf(center.latitude);
  const step = GRID_STEPS.find((s) => s * projection.scale * squeeze >= 48) ?? 1;
  const corner = projection.toPoint(0, 0);
  const far = projection.toPoint(frame.width, frame.height);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let lon = Math.ceil(corner.longitude / step) * step; lon <= far.longitude; lon += step)
    xs.push(projection.toXY({ latitude: center.latitude, longitude: lon }).x);
  for (let lat = Math.ceil(far.latitude / step) * step; lat <= corner.latitude; lat += step)
    ys.push(projection.toXY({ latitude: lat, longitude: center.longitude }).y);
  return { xs, ys };
}
