// Writes the shop's three font files and their @font-face rules (ui/theme/fonts/), cut from the Inter
// variable font the storefront has always used (@fontsource-variable/inter), so glyphs render as before
// while a page fetches at most one Latin, one Cyrillic and one small Uzbek Cyrillic file (≤ 60 KB together;
// issue 28). The files are committed; run this again only when the font package or a range changes:
//
//   npx tsx scripts/subset-fonts.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_FACES, FONT_FAMILY, codePointsOf, unicodeRange } from "../ui/theme/font-faces.ts";

const source = path.resolve(import.meta.dirname, "../node_modules/@fontsource-variable/inter/files");
const out = path.resolve(import.meta.dirname, "../ui/theme/fonts");

const rules: string[] = [];
for (const face of FONT_FACES) {
  const text = String.fromCodePoint(...codePointsOf(face.ranges));
  // Every OpenType feature stays (tabular figures, kerning, contextual forms): only characters are cut.
  const woff2 = await subsetFont(readFileSync(path.join(source, face.source)), text, {
    targetFormat: "woff2",
  });
  writeFileSync(path.join(out, face.file), woff2);
  console.log(`${face.file}: ${woff2.length} bytes`);
  rules.push(
    [
      "@font-face {",
      `  font-family: "${FONT_FAMILY}";`,
      "  font-style: normal;",
      "  font-display: swap;",
      "  font-weight: 100 900;",
      `  src: url("./fonts/${face.file}") format("woff2");`,
      `  unicode-range: ${unicodeRange(face.ranges)};`,
      "}",
    ].join("\n"),
  );
}
const header = "/* Written by scripts/subset-fonts.ts from ui/theme/font-faces.ts; do not edit. */";
writeFileSync(path.resolve(out, "../fonts.css"), `${header}\n${rules.join("\n")}\n`);
