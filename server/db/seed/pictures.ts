// Product pictures are drawn on request from a template and a colour (server/adapters/images); the catalogue
// stores only their keys, "<template>-<n>-<rrggbb>", so 30,000 products need a few hundred distinct pictures.
import { KIND_PICTURES } from "./data/kind-pictures.data.ts";
import { colour as C, type KindSpec, type Tr } from "./data/types.ts";
import { metal, shade, wood } from "./data/palette.data.ts";

const NAMED: Record<string, string> = {
  oq: "f4f4f0",
  kulrang: "8a8f94",
  qora: "2b2b2b",
  qizil: "c0392b",
  jigarrang: "7b4a2a",
  bej: "d8c3a0",
  "ko'k": "2e6fb5",
  yashil: "3c8d4a",
  sariq: "e5b931",
  "fil suyagi": "efe6cf",
  eman: "b98a54",
  "yong'oq": "6f4a2d",
  venge: "4a3426",
  xrom: "c7ccd1",
  "oltin rang": "c9a544",
  grafit: "474b4f",
  olcha: "8e2431",
  "pista rang": "b9c98f",
};
const PALETTE = ["ef7f1a", "8a8f94", "c0392b", "2e6fb5", "3c8d4a", "d8c3a0", "474b4f", "b98a54"];

/** The colour is the variant's, unless a colour of the catalogue's wider range (shadeColour) is given. */
export function pictureKey(template: string, n: number, variantLatin: string, colour?: string): string {
  if (colour) return `${template}-${n}-${colour}`;
  const name = variantLatin.toLowerCase();
  const named = Object.keys(NAMED).find((c) => name.includes(c));
  let hash = 0;
  for (const ch of variantLatin) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hex = named ? NAMED[named]! : PALETTE[hash % PALETTE.length]!;
  return `${template}-${n}-${hex}`;
}

/** A kind's drawing (data/kind-pictures.data.ts); a kind not yet drawn falls back to its section's. */
export function kindDrawing(kind: KindSpec, sectionTemplate: string): string {
  return KIND_PICTURES[kind.t[0]] ?? sectionTemplate;
}

const SHADE_HEX: Record<keyof typeof shade, string> = {
  terracotta: "c2643c",
  olive: "808a3c",
  turquoise: "2fb5b0",
  lavender: "a997cf",
  sand: "d9c08c",
  mint: "a8dcc0",
  peach: "f2b48c",
  cream: "f2e6c4",
  skyBlue: "79b8e6",
  emerald: "1f8a5a",
  burgundy: "7a1f2b",
  cherry: "8e2431",
  chocolate: "5a3522",
  anthracite: "383e42",
  lightGrey: "c4c8cc",
  darkGrey: "5b6066",
  orange: "e8772e",
  violet: "7b4fa0",
  pink: "e8a0b4",
  pistachio: "b9c98f",
  milk: "f5efe2",
  mustard: "c9a227",
  brick: "a5452e",
  lemon: "f0dc4a",
  silver: "b8bcc0",
  navy: "1f3a66",
  lightGreen: "9ccc5a",
  darkGreen: "2d5a3a",
  coral: "f07b6b",
  darkBrown: "4a2e1e",
  apricot: "f0a45a",
  straw: "e3cf86",
};
const WOOD_HEX: Record<keyof typeof wood, string> = {
  ash: "c9b48f",
  beech: "d2a878",
  pine: "dcbc84",
  alder: "c08a5a",
  maple: "e2c89a",
  bleachedOak: "ddd2bd",
  smokedOak: "5a4232",
  greyOak: "9a9186",
  naturalOak: "c19a6b",
  sonomaOak: "cdb48c",
  cherry: "9a4b32",
  mahogany: "6e2c1e",
  teak: "a0703c",
  cappuccino: "a88a6e",
  rosewood: "65352a",
  zebrano: "b89a6a",
  elm: "a07a52",
  birch: "e4d2a8",
  larch: "c98e52",
  merbau: "7a3e24",
};
const METAL_HEX: Record<keyof typeof metal, string> = {
  satin: "b4b8bc",
  bronze: "8c6a3c",
  antiqueBronze: "6a4e2e",
  brass: "c8a04a",
  copper: "b06a3c",
  nickel: "a8aaa6",
  matteNickel: "9a9c98",
  matteChrome: "b0b4b8",
  matteBlack: "303030",
  matteWhite: "ecece8",
  champagne: "d8c59a",
  matteGold: "b8954a",
  steel: "a9adb1",
};
const FIRST_HEX: Record<keyof typeof C, string> = {
  white: "f4f4f0",
  grey: "8a8f94",
  black: "2b2b2b",
  red: "c0392b",
  brown: "7b4a2a",
  beige: "d8c3a0",
  blue: "2e6fb5",
  green: "3c8d4a",
  yellow: "e5b931",
  ivory: "efe6cf",
  oak: "b98a54",
  walnut: "6f4a2d",
  wenge: "4a3426",
  chrome: "c7ccd1",
  gold: "c9a544",
  graphite: "474b4f",
};
const HEX = new Map<string, string>(
  (
    [
      [C, FIRST_HEX],
      [shade, SHADE_HEX],
      [wood, WOOD_HEX],
      [metal, METAL_HEX],
    ] as const
  ).flatMap(([names, hexes]) =>
    Object.entries(names).map(([key, t]) => [(t as Tr)[0], (hexes as Record<string, string>)[key]!] as const),
  ),
);

/** The drawing's colour for a colour, wood or finish of the palettes, by its Russian name. */
export function shadeColour(label: Tr): string | undefined {
  return HEX.get(label[0]);
}
