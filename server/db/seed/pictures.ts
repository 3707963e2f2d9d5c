// Product pictures are drawn on request from a template and a colour (server/adapters/images); the catalogue
// stores only their keys, "<template>-<n>-<rrggbb>", so 30,000 products need a few hundred distinct pictures.
import { KIND_PICTURES } from "./data/kind-pictures.data.ts";
import type { KindSpec } from "./data/types.ts";

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

export function pictureKey(template: string, n: number, variantLatin: string): string {
  const name = variantLatin.toLowerCase();
  const named = Object.keys(NAMED).find((c) => name.includes(c));
  let hash = 0;
  for (const ch of variantLatin) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = named ? NAMED[named]! : PALETTE[hash % PALETTE.length]!;
  return `${template}-${n}-${colour}`;
}

/** A kind's drawing (data/kind-pictures.data.ts); a kind not yet drawn falls back to its section's. */
export function kindDrawing(kind: KindSpec, sectionTemplate: string): string {
  return KIND_PICTURES[kind.t[0]] ?? sectionTemplate;
}
