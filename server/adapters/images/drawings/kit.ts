// Shared pieces of the product drawings: fixed material colours, an outline that keeps light colours visible
// on the light background, and a few shapes (a box in perspective, a stroked tube) that many drawings reuse.
export type Drawing = (colour: string) => string;

export const INK = "#3d4247";
export const STEEL = "#9aa1a8";
export const STEEL_DARK = "#6d747b";
export const RUBBER = "#2b2b2b";
export const WOOD = "#b98a54";
export const WOOD_DARK = "#8a6238";
export const WHITE = "#ffffff";
export const CHROME = "#c7ccd1";
export const BRASS = "#c9a544";
export const CONCRETE = "#a9aba7";
export const GLASS = "#bfe0f2";

/** Outline attributes: a dark edge round every part. */
export const OL = `stroke="${INK}" stroke-width="8" stroke-linejoin="round"`;

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);
export const each = (n: number, draw: (i: number) => string) => range(n).map(draw).join("");

/** A filled and outlined path; tint lays a translucent colour over the fill (shade or light). */
export const face = (d: string, fill: string, tint = "") =>
  `<path d="${d}" fill="${fill}" ${OL}/>${tint ? `<path d="${d}" fill="${tint}"/>` : ""}`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${OL}/>`;

/** A box in perspective: front face at (x, y+dy) w×h, depth going up-right by (dx, dy). */
export function box(x: number, y: number, w: number, h: number, dx: number, dy: number, fill: string) {
  const top = `M${x} ${y + dy}L${x + dx} ${y}H${x + w + dx}L${x + w} ${y + dy}Z`;
  const side = `M${x + w} ${y + dy}L${x + w + dx} ${y}V${y + h}L${x + w} ${y + h + dy}Z`;
  return rect(x, y + dy, w, h, fill) + face(top, fill, "#ffffff4d") + face(side, fill, "#00000040");
}

/** A stroked tube along a path, outlined: the colour over a wider dark stroke. */
export function tube(d: string, colour: string, width: number, cap: "round" | "butt" = "round") {
  const common = `d="${d}" fill="none" stroke-linecap="${cap}" stroke-linejoin="round"`;
  return `<path ${common} stroke="${INK}" stroke-width="${width + 16}"/><path ${common} stroke="${colour}" stroke-width="${width}"/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${OL}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${OL}/>`;

/** Rotates a group about the picture's centre (or a given point). */
export const turn = (deg: number, inner: string, cx = 400, cy = 400) =>
  `<g transform="rotate(${deg} ${cx} ${cy})">${inner}</g>`;

/** A vertical cylinder: body from y to y+h, ellipse top. */
export function cylinder(cx: number, y: number, rx: number, ry: number, h: number, fill: string, top = fill) {
  const body = `M${cx - rx} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${cx + rx} ${y + h}V${y}Z`;
  return face(body, fill) + ellipse(cx, y, rx, ry, top);
}

/** Scales a group about the picture's centre. */
export const grow = (k: number, inner: string) =>
  `<g transform="translate(400 400) scale(${k}) translate(-400 -400)">${inner}</g>`;
