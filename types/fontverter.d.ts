// fontverter ships no types; the one call tests/unit/ui/theme/font-files.test.ts makes.
declare module "fontverter" {
  export function convert(font: Buffer, to: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
}
