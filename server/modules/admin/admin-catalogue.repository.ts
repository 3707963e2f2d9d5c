import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/database.port.ts";

// bigint and numeric columns arrive as text from node-postgres, as numbers from PGlite: read with Number().
type Num = number | string;

/** A product as the back office's editor reads it; written only by the catalogue's upkeep (decision 0030). */
export interface EditedProduct {
  id: number;
  slug: string;
  visible: boolean;
  missing: ("uz" | "sr")[];
  sku: string | null;
  externalId: string | null;
  titles: Record<Language, string>;
  descriptions: Record<Language, string>;
  categoryId: number;
  brandId: number;
  unit: string;
  unitValue: number;
  attributes: [string, string | string[]][];
  groupId: number | null;
  price: number;
  salePrice: number;
  stock: number;
  images: string[];
}

type Raw = Omit<EditedProduct, "price" | "salePrice" | "unitValue" | "titles" | "descriptions"> & {
  price: Num;
  salePrice: Num;
  unitValue: Num;
  titleRu: string;
  titleUz: string;
  titleSr: string;
  descriptionRu: string;
  descriptionUz: string;
  descriptionSr: string;
};

/** Where each language's category title is: only these names ever reach the SQL. */
const TITLE: Record<Language, string> = { ru: "title_ru", uz: "title_uz", sr: "title_sr" };

/** The back office's reads of the product editor: one product, and what its form picks from. */
export class AdminCatalogueRepository {
  constructor(private readonly db: Database) {}

  /** The product, or null when there is none or it was deleted. */
  async product(id: number): Promise<EditedProduct | null> {
    const [row] = await this.db.query<Raw>(
      `SELECT id, slug, visible, missing_translations AS missing, sku, external_id AS "externalId",
         title_ru AS "titleRu", title_uz AS "titleUz", title_sr AS "titleSr",
         description_ru AS "descriptionRu", description_uz AS "descriptionUz",
         description_sr AS "descriptionSr", category_id AS "categoryId", manufacturer_id AS "brandId", unit,
         unit_value AS "unitValue", attributes, group_id AS "groupId", price, sale_price AS "salePrice", stock,
         images
       FROM products WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    if (!row) return null;
    const { titleRu, titleUz, titleSr, descriptionRu, descriptionUz, descriptionSr, ...rest } = row;
    return {
      ...rest,
      missing: (row.missing ?? []) as ("uz" | "sr")[],
      titles: { ru: titleRu, uz: titleUz, sr: titleSr },
      descriptions: { ru: descriptionRu, uz: descriptionUz, sr: descriptionSr },
      price: Number(row.price),
      salePrice: Number(row.salePrice),
      unitValue: Number(row.unitValue),
    };
  }

  /** Every category in tree order (sections first by position) and every brand by title. */
  async choices(lang: Language) {
    const [categories, brands] = await Promise.all([
      this.db.query<{ id: number; parent_id: number | null; title: string }>(
        `SELECT id, parent_id, ${TITLE[lang]} AS title FROM categories ORDER BY position, id`,
      ),
      this.db.query<{ id: number; title: string }>("SELECT id, title FROM manufacturers ORDER BY title, id"),
    ]);
    return { categories, brands };
  }
}
