export { readPo } from "../../../server/platform/po-catalog.ts";

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]!).sort();
}
