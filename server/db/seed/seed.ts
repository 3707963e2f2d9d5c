import type { Database, Queryable } from "../database.port.ts";
import { analyzeSchema, insertRows, insertStream, syncSequence, withoutIndexes } from "./insert.ts";
import { Random } from "./random.ts";
import { refreshSearchIndex } from "../../modules/catalogue/index.ts";
import { dictionaryRows, placeBrands, placeCategories } from "./catalogue.seed.ts";
import { productStream } from "./products.seed.ts";
import { commentStream, generateUsers } from "./reviews.seed.ts";
import { seedSite } from "./site-tables.seed.ts";

const SEED = 20250115;
const TR = (p: string) => ({ [`${p}_ru`]: "text", [`${p}_uz`]: "text", [`${p}_sr`]: "text" });

export interface SeedReport {
  seeded: boolean;
  /** The products the catalogue holds: the ones just made, or those found. */
  products: number;
  /** SEED_PRODUCTS, when this start seeded. */
  requested?: number;
  ms: number;
}

/** The start-up log's line: what the seed made and how long it took, or what an earlier seed left. */
export function seedSummary(report: SeedReport): string {
  if (!report.seeded) return `catalogue of ${report.products} products found`;
  const line = `seeded ${report.products} products in ${(report.ms / 1000).toFixed(1)} s`;
  return report.requested === undefined || report.requested === report.products
    ? line
    : `${line} (SEED_PRODUCTS asked for ${report.requested}: the demo catalogue has no more distinct products)`;
}

/** Seeds the demo shop once; a database that already holds a seed is left alone, so restarts stay fast. */
export async function seedIfEmpty(db: Database, products: number): Promise<SeedReport> {
  const started = performance.now();
  const done = await db.query<{ value: { products: number } }>(
    "SELECT value FROM settings WHERE key = 'seed'",
  );
  if (done.length > 0) {
    // A database seeded before the vocabulary existed gets it on its first start with this version.
    const [words] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM search_words");
    if (words?.n === 0) await refreshSearchIndex(db);
    return { seeded: false, products: done[0]!.value.products, ms: performance.now() - started };
  }
  const made = await db.transaction((tx) => seedAll(tx, products));
  // Fresh statistics so the planner picks the trigram and word indexes from the first query on.
  await analyzeSchema(db);
  return { seeded: true, products: made, requested: products, ms: performance.now() - started };
}

async function seedAll(tx: Queryable, productCount: number): Promise<number> {
  const rng = new Random(SEED);
  await insertRows(tx, "dictionary", { kind: "text", code: "text", ...TR("title") }, dictionaryRows());
  const categories = placeCategories();
  await insertRows(
    tx,
    "categories",
    {
      id: "int",
      parent_id: "int",
      slug: "text",
      ...TR("title"),
      icon: "text",
      position: "int",
      is_popular: "boolean",
    },
    categories.rows,
  );
  const brands = placeBrands();
  await insertRows(
    tx,
    "manufacturers",
    {
      id: "int",
      slug: "text",
      title: "text",
      country: "text",
      icon: "text",
      ...TR("description"),
      position: "int",
    },
    brands.rows,
  );
  // Products and reviews are loaded before their indexes are built, and so are the ratings written back.
  const made = await withoutIndexes(tx, ["products", "comments"], async () => {
    const made = await insertStream(
      tx,
      "products",
      {
        id: "int",
        slug: "text",
        category_id: "int",
        section_id: "int",
        manufacturer_id: "int",
        group_id: "int",
        ...TR("title"),
        ...TR("description"),
        price: "bigint",
        sale_price: "bigint",
        stock: "int",
        sold_count: "int",
        rate: "numeric",
        comment_count: "int",
        is_recommendation: "boolean",
        year: "smallint",
        unit_value: "numeric",
        unit: "text",
        weight: "int",
        country: "text",
        audience: "text",
        attributes: "jsonb",
        images: "jsonb",
        search_key: "text",
        title_keys: "text",
        created_at: "timestamptz",
      },
      productStream(productCount, categories.placed, brands.placed, rng),
    );
    const users = generateUsers(Math.max(20, Math.min(600, Math.ceil(productCount / 50))), rng);
    await insertRows(
      tx,
      "users",
      { id: "int", phone: "text", full_name: "text", created_at: "timestamptz" },
      users,
    );
    await syncSequence(tx, "users");
    await insertStream(
      tx,
      "comments",
      {
        id: "int",
        product_id: "int",
        user_id: "int",
        rate: "smallint",
        comment: "text",
        answer: "text",
        answered_at: "timestamptz",
        created_at: "timestamptz",
      },
      commentStream(made, users.length, rng),
      5000,
    );
    await syncSequence(tx, "comments");
    // Statistics first: unanalysed, the planner joins a few hundred thousand products row by row.
    await tx.query("ANALYZE products, comments");
    await tx.query(`UPDATE products p SET rate = s.rate, comment_count = s.n
      FROM (SELECT product_id, round(avg(rate), 1) AS rate, count(*) AS n FROM comments GROUP BY product_id) s
      WHERE p.id = s.product_id`);
    return made;
  });
  await seedSite(tx, rng);
  await refreshSearchIndex(tx);
  await tx.query("INSERT INTO settings (key, value) VALUES ('seed', $1::jsonb)", [
    JSON.stringify({ products: made, seed: SEED }),
  ]);
  return made;
}
