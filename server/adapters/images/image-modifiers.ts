export type ImageFormat = "webp" | "avif" | "jpeg" | "png";
export type ImageFit = "cover" | "contain" | "fill" | "inside" | "outside";

export interface ImageModifiers {
  format: ImageFormat;
  width?: number;
  height?: number;
  quality: number;
  fit: ImageFit;
  background: string;
}

export class BadModifier extends Error {
  constructor(readonly modifier: string) {
    super(modifier);
  }
}

// A Map, not an object literal: a lookup by "constructor" or "toString" must find nothing.
const FORMATS = new Map<string, ImageFormat>([
  ["webp", "webp"],
  ["avif", "avif"],
  ["jpeg", "jpeg"],
  ["jpg", "jpeg"],
  ["png", "png"],
]);
const FITS = new Set<ImageFit>(["cover", "contain", "fill", "inside", "outside"]);
const MAX_SIDE = 2400;

function side(value: string, name: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > MAX_SIDE) throw new BadModifier(name);
  return Number(value);
}

/**
 * Reads the modifiers of the image path: format, width, height, resize ("320x240"), quality (1-100), fit and
 * background (hex colour, with or without "#"). Unknown keys are ignored so cache-busting parameters pass;
 * a known key with a bad value throws BadModifier (a 400).
 */
export function parseModifiers(query: Record<string, unknown>, defaultFormat: ImageFormat): ImageModifiers {
  const get = (k: string) => {
    const v = query[k];
    if (v === undefined) return undefined;
    if (typeof v !== "string") throw new BadModifier(k);
    return v;
  };
  const out: ImageModifiers = { format: defaultFormat, quality: 80, fit: "cover", background: "#ffffff" };
  const format = get("format");
  if (format !== undefined) {
    const f = FORMATS.get(format.toLowerCase());
    if (!f) throw new BadModifier("format");
    out.format = f;
  }
  const width = get("width");
  if (width !== undefined) out.width = side(width, "width");
  const height = get("height");
  if (height !== undefined) out.height = side(height, "height");
  const resize = get("resize");
  if (resize !== undefined) {
    const m = /^(\d{1,4})x(\d{1,4})$/.exec(resize);
    if (!m) throw new BadModifier("resize");
    out.width = side(m[1]!, "resize");
    out.height = side(m[2]!, "resize");
  }
  const quality = get("quality");
  if (quality !== undefined) {
    if (!/^\d{1,3}$/.test(quality) || Number(quality) < 1 || Number(quality) > 100)
      throw new BadModifier("quality");
    out.quality = Number(quality);
  }
  const fit = get("fit");
  if (fit !== undefined) {
    if (!FITS.has(fit as ImageFit)) throw new BadModifier("fit");
    out.fit = fit as ImageFit;
  }
  const background = get("background");
  if (background !== undefined) {
    const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background);
    if (!m) throw new BadModifier("background");
    out.background = `#${m[1]!.toLowerCase()}`;
  }
  return out;
}

export function formatOf(extension: string): ImageFormat | undefined {
  return FORMATS.get(extension.toLowerCase());
}
