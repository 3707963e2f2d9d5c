import type { FieldRefusal } from "./route.ts";

/**
 * A form's list as one field: `images[0]`..`images[3]` (how the storefront's client and the shop's own send
 * photos) and a bare `images` (one value or a JSON list) gathered into one `images` list, items in index
 * order; every other field as it came. A body that is not an object is left to the contract to refuse.
 */
export function gatherList(body: unknown, name: string): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const item = new RegExp(`^${name}\\[(\\d{1,3})\\]$`);
  const items: [number, unknown][] = [];
  const rest: Record<string, unknown> = {};
  let bare: unknown;
  for (const [key, value] of Object.entries(body)) {
    const m = item.exec(key);
    if (m) items.push([Number(m[1]), value]);
    else if (key === name) bare = value;
    else rest[key] = value;
  }
  if (items.length === 0 && bare === undefined) return body;
  const first = bare === undefined ? [] : Array.isArray(bare) ? bare : [bare];
  return { ...rest, [name]: [...first, ...items.sort((a, b) => a[0] - b[0]).map(([, value]) => value)] };
}

/**
 * The contract's refusals of a photo list in the spec's words: more than four is 'max 4 photos', an item that
 * is not a jpg or png by its content (http/multipart.ts reads the type from the bytes) 'wrong photo format'.
 */
export const PHOTO_REFUSALS: Readonly<Record<string, FieldRefusal>> = {
  images: { invalid: "PHOTOS.TOO_MANY", field: "images" },
  "images.*": { invalid: "PHOTOS.WRONG_FORMAT", required: "PHOTOS.WRONG_FORMAT", field: "images" },
};
