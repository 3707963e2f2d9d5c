/**
 * The shop's font files: one per script, each the characters its unicode-range names, so a page fetches only
 * the files its text needs (a Russian page: Latin for figures and punctuation, Cyrillic; an Uzbek Cyrillic
 * page also the small file of қ ғ ҳ; an Uzbek Latin page only Latin, whose range holds oʻ gʻ's ʻ and ʼ).
 * scripts/subset-fonts.ts cuts the files and writes fonts.css from this table.
 */
export const FONT_FAMILY = "Inter Variable";

/** Inclusive code point ranges. */
export type Ranges = readonly (readonly [number, number])[];

export interface FontFace {
  readonly file: string;
  /** The @fontsource-variable/inter file cut from. */
  readonly source: string;
  readonly ranges: Ranges;
}

export const FONT_FACES: readonly FontFace[] = [
  {
    file: "inter-latin.woff2",
    source: "inter-latin-wght-normal.woff2",
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      // ʻ (U+02BB) of oʻ and gʻ, ʼ (U+02BC) the tutuq belgisi.
      [0x2bb, 0x2bc],
      [0x2c6, 0x2c6],
      [0x2da, 0x2da],
      [0x2dc, 0x2dc],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
      [0x2215, 0x2215],
    ],
  },
  {
    file: "inter-cyrillic.woff2",
    source: "inter-cyrillic-wght-normal.woff2",
    // Russian and Uzbek Cyrillic's ў Ў (U+045E, U+040E), Ґ, Ұ, the stress mark and №.
    ranges: [
      [0x301, 0x301],
      [0x400, 0x45f],
      [0x490, 0x491],
      [0x4b0, 0x4b1],
      [0x2116, 0x2116],
    ],
  },
  {
    file: "inter-cyrillic-uz.woff2",
    source: "inter-cyrillic-ext-wght-normal.woff2",
    // Uzbek Cyrillic's Ғ ғ, Қ қ, Ҳ ҳ.
    ranges: [
      [0x492, 0x493],
      [0x49a, 0x49b],
      [0x4b2, 0x4b3],
    ],
  },
];

export function codePointsOf(ranges: Ranges): number[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

/** "U+0020-007E,U+00A0-00FF,…" */
export function unicodeRange(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(",");
}
