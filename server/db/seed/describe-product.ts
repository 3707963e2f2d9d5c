import type { Tr } from "./data/types.ts";

export interface DescriptionInput {
  title: Tr;
  brand: string;
  section: Tr;
}

/**
 * One stored paragraph per language; the facts list (brand, country, year, pack...) is rendered from the
 * product's columns when the detail is read, so the seed stays small and the facts never disagree with it.
 */
export function describeProduct(d: DescriptionInput): Tr {
  return [
    `<p>${d.title[0]} от ${d.brand}. Раздел «${d.section[0]}». Сертифицированный товар со склада в Ташкенте.</p>`,
    `<p>${d.title[1]} — ${d.brand} маҳсулоти. «${d.section[1]}» бўлими. Тошкентдаги омбордан сертификатланган маҳсулот.</p>`,
    `<p>${d.title[2]} — ${d.brand} mahsuloti. «${d.section[2]}» bo'limi. Toshkentdagi ombordan sertifikatlangan mahsulot.</p>`,
  ];
}
