import { DRAWINGS } from "./drawings/index.ts";

// Simple drawings of the goods, one per section template; the colour is the product's variant colour. These
// names are cached by browsers for a year: never change what they draw. Kinds of goods have their own
// drawings (./drawings), looked up after these.
const SHAPES: Record<string, (c: string) => string> = {
  bag: (c) =>
    `<path d="M250 180h300l40 470H210z" fill="${c}"/><rect x="250" y="160" width="300" height="40" rx="8" fill="#0003"/><rect x="290" y="330" width="220" height="150" rx="12" fill="#fff" opacity=".85"/>`,
  brick: (c) =>
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${140 + i * 180 + (r % 2) * 90}" y="${220 + r * 95}" width="170" height="85" rx="6" fill="${c}"/>`,
          )
          .join(""),
      )
      .join(""),
  sheet: (c) =>
    `<path d="M180 250l400-60v400l-400 60z" fill="${c}"/><path d="M180 250l40 -20 400 -60 -40 20z" fill="#0002"/>`,
  can: (c) =>
    `<rect x="250" y="220" width="300" height="380" rx="24" fill="${c}"/><ellipse cx="400" cy="220" rx="150" ry="36" fill="#0003"/><rect x="280" y="340" width="240" height="140" rx="10" fill="#fff" opacity=".85"/>`,
  tile: (c) =>
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${170 + i * 160}" y="${170 + r * 160}" width="150" height="150" rx="6" fill="${c}" opacity="${0.7 + ((r + i) % 3) * 0.1}"/>`,
          )
          .join(""),
      )
      .join(""),
  plank: (c) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="150" y="${190 + i * 88}" width="500" height="78" rx="4" fill="${c}" opacity="${0.75 + (i % 2) * 0.2}"/>`,
      )
      .join(""),
  tap: (c) =>
    `<rect x="370" y="250" width="60" height="300" rx="20" fill="${c}"/><path d="M400 270h170a30 30 0 0 1 30 30v60h-60v-30H400z" fill="${c}"/><rect x="300" y="200" width="200" height="50" rx="25" fill="#0004"/>`,
  pipe: (c) =>
    `<rect x="120" y="340" width="560" height="120" rx="60" fill="${c}"/><ellipse cx="680" cy="400" rx="40" ry="60" fill="#0003"/>`,
  plug: (c) =>
    `<rect x="250" y="250" width="300" height="300" rx="40" fill="${c}"/><circle cx="350" cy="400" r="26" fill="#0005"/><circle cx="450" cy="400" r="26" fill="#0005"/>`,
  drill: (c) =>
    `<path d="M200 300h320l60 60-60 60H200z" fill="${c}"/><rect x="260" y="420" width="90" height="200" rx="20" fill="${c}"/><rect x="580" y="345" width="120" height="30" fill="#555"/>`,
  screw: (c) =>
    `<rect x="380" y="200" width="40" height="380" fill="${c}"/><rect x="320" y="170" width="160" height="40" rx="10" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M370 ${250 + i * 55}l60 20" stroke="#0005" stroke-width="10"/>`).join("")}`,
  roll: (c) =>
    `<rect x="220" y="260" width="360" height="280" fill="${c}"/><ellipse cx="220" cy="400" rx="60" ry="140" fill="${c}"/><ellipse cx="220" cy="400" rx="20" ry="50" fill="#0004"/>`,
  roof: (c) =>
    `<path d="M120 460l280-220 280 220z" fill="${c}"/>${[0, 1, 2].map((i) => `<path d="M${190 + i * 70} ${405 - i * 55}h${420 - i * 140}" stroke="#0003" stroke-width="12"/>`).join("")}`,
  door: (c) =>
    `<rect x="270" y="160" width="260" height="480" rx="8" fill="${c}"/><circle cx="495" cy="410" r="16" fill="#0006"/><rect x="300" y="200" width="200" height="170" fill="#fff2"/>`,
  rebar: (c) =>
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="150" y="${240 + i * 70}" width="500" height="34" rx="17" fill="${c}"/>`)
      .join(""),
  garden: (c) =>
    `<path d="M260 300h280l-40 300H300z" fill="${c}"/><path d="M400 300c0-80 60-120 120-120-10 60-50 100-120 120z" fill="#3c8d4a"/>`,
  video: (c) =>
    `<rect x="150" y="220" width="500" height="360" rx="30" fill="${c}"/><path d="M360 320l120 80-120 80z" fill="#fff"/>`,
};

/** The sections' templates, drawn as category icons. */
export const TEMPLATES = Object.keys(SHAPES);

/**
 * Every drawing by name, the section templates winning a clash. A Map, so a key that names an object's own
 * property ("constructor") draws nothing.
 */
const PICTURES = new Map([...Object.entries(DRAWINGS), ...Object.entries(SHAPES)]);

/** Every name a picture key may draw: the section templates and the kinds' drawings. */
export const DRAWABLE = [...PICTURES.keys()];

function frame(inner: string, background: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="${background}"/>${inner}</svg>`;
}

/** The product picture: template, layout variant n (0-2) and colour "rrggbb". */
export function productSvg(template: string, n: number, colour: string): string | null {
  const shape = PICTURES.get(template);
  if (!shape) return null;
  const backgrounds = ["#f4f5f7", "#fdf3e9", "#eef3f8"];
  const turn = [0, -8, 8][n] ?? 0;
  return frame(
    `<g transform="rotate(${turn} 400 400)">${shape(`#${colour}`)}</g>`,
    backgrounds[n] ?? "#f4f5f7",
  );
}

/** Brand logos: the brand's initials on the shop's orange. */
export function logoSvg(title: string): string {
  const initials = title
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("")
    .replace(/[<>&"']/g, "");
  return frame(
    `<circle cx="400" cy="400" r="300" fill="#ef7f1a"/><text x="400" y="470" font-family="sans-serif" font-size="220" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`,
    "#ffffff",
  );
}

export function placeholderSvg(): string {
  return frame(
    `<rect x="250" y="260" width="300" height="240" rx="20" fill="none" stroke="#c7ccd1" stroke-width="24"/><circle cx="340" cy="340" r="30" fill="#c7ccd1"/><path d="M270 480l90-90 60 60 50-40 60 70z" fill="#c7ccd1"/>`,
    "#f4f5f7",
  );
}

/** A product picture's key as the seed writes it (db/seed/pictures.ts): "<template>-<n>-<rrggbb>". */
export const PICTURE_KEY = /^([a-z]+)-([0-9])-([0-9a-f]{6})$/;
