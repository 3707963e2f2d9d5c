import type { CatalogueSheetRepository, SheetFilter, SheetProduct } from "./catalogue-sheet.repository.ts";
import { SHEET_COLUMNS, type Cell } from "./sheet-columns.ts";

const PAGE = 1000;

/**
 * The export's header: the fixed columns, then one per attribute the products hold. Read back by the
 * import, the sheet changes nothing.
 */
export const exportHeader = (attributes: readonly string[]) => [...SHEET_COLUMNS, ...attributes];

/** The filtered products as rows, read a page at a time. */
export async function* exportRows(
  repository: CatalogueSheetRepository,
  filter: SheetFilter,
  attributes: readonly string[],
  origin: string,
): AsyncGenerator<Cell[]> {
  for (let after = 0; ;) {
    const page = await repository.page(filter, after, PAGE);
    if (page.length === 0) return;
    for (const product of page) yield rowOf(product, attributes, origin);
    after = page.at(-1)!.id;
  }
}

/**
 * A product as its row. A title or description that only shows the Russian for a missing translation is
 * left empty, so the sheet read back leaves it waiting for its own text; a translated attribute value is
 * written in Russian; pictures as links to this shop's /media/.
 */
export function rowOf(p: SheetProduct, attributes: readonly string[], origin: string): Cell[] {
  const own = (lang: "uz" | "sr", text: string) => (p.missing.includes(lang) || text === "" ? null : text);
  const values = new Map(p.attributes.map(([name, v]) => [name, Array.isArray(v) ? v[0] : v]));
  return [
    p.sku,
    p.titleRu,
    own("uz", p.titleUz),
    own("sr", p.titleSr),
    p.descriptionRu || null,
    own("uz", p.descriptionUz),
    own("sr", p.descriptionSr),
    p.categoryId,
    p.brand,
    p.unit,
    p.price,
    p.salePrice,
    p.stock,
    p.images.map((name) => `${origin}/media/products/${name}.webp`).join(" ") || null,
    ...attributes.map((name) => values.get(name) ?? null),
  ];
}

/** The template's one example row, under the fixed columns and one attribute ("Толщина"). */
export function templateRows(categoryId: number | null): { header: string[]; rows: Cell[][] } {
  return {
    header: exportHeader(["Толщина"]),
    rows: [
      [
        "GK-12.5",
        "Гипсокартон Knauf 12,5 мм",
        "Гипсокартон Knauf 12,5 мм",
        "Gipsokarton Knauf 12,5 mm",
        "Влагостойкий лист 2500×1200 мм",
        "Намликка чидамли лист 2500×1200 мм",
        "Namlikka chidamli list 2500×1200 mm",
        categoryId,
        "Knauf",
        "pcs",
        58_000,
        null,
        40,
        null,
        "12,5 мм",
      ],
    ],
  };
}
