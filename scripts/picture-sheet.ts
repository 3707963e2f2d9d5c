// A contact sheet of every product drawing at card size, each labelled with its name, to check by eye that
// each reads as its object:
//   npx tsx scripts/picture-sheet.ts --out /tmp/sheet.png [--size 160] [--colour ef7f1a] [--only a,b]
//   [--columns 10]
import sharp from "sharp";
import { DRAWABLE, productSvg } from "../server/adapters/images/picture-templates.ts";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const out = option("out", "/tmp/picture-sheet.png");
const size = Number(option("size", "160"));
const colour = option("colour", "ef7f1a").replace(/^#/, "");
const only = option("only", "");
const names = only ? only.split(",").filter((n) => DRAWABLE.includes(n)) : DRAWABLE;
const columns = Math.min(Number(option("columns", "10")), names.length);
const label = 22;
const gap = 8;
const cell = { w: size + gap, h: size + label + gap };
const rows = Math.ceil(names.length / columns);

const escape = (text: string) => text.replace(/[<>&]/g, "");
const tiles = await Promise.all(
  names.map(async (name, i) => {
    const svg = productSvg(name, 0, colour)!;
    const picture = await sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${label}"><text x="${size / 2}" y="16" ` +
        `font-family="sans-serif" font-size="14" fill="#222" text-anchor="middle">${escape(name)}</text></svg>`,
    );
    const left = (i % columns) * cell.w + gap / 2;
    const top = Math.floor(i / columns) * cell.h + gap / 2;
    return [
      { input: picture, left, top },
      { input: caption, left, top: top + size },
    ];
  }),
);

await sharp({
  create: { width: columns * cell.w, height: rows * cell.h, channels: 3, background: "#ffffff" },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.info(`${names.length} drawings → ${out}`);
