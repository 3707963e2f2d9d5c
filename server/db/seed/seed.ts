import type { Database, Queryable } from "../database.port.ts";
import { insertRows, syncSequence } from "./insert.ts";
import { Random } from "./random.ts";
import { refreshSearchIndex } from "../../modules/catalogue/index.ts";
import { dictionaryRows, placeBrands, placeCategories } from "./catalogue.seed.ts";
import { generateProducts } from "./products.seed.ts";
import { generateComments, generateUsers } from "./reviews.seed.ts";
import { generateGeography } from "./geography.seed.ts";
import { generateBanners, generateContent, generateStories } from "./content.seed.ts";
import { generateFooter, generateHeaderMenu, generateSettings } from "./site.seed.ts";

const SEED = 20250115;
const TR = (p: string) => ({ [`${p}_ru`]: "text", [`${p}_uz`]: "text", [`${p}_sr`]: "text" });
const GEO = { latitude: "numeric", longitude: "numeric" };

export interface SeedReport {
  seeded: boolean;
  products: number;
  ms: number;
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
  await db.transaction((tx) => seedAll(tx, products));
  // Fresh statistics so the planner picks the trigram and word indexes from the first query on.
  await db.exec("ANALYZE");
  return { seeded: true, products, ms: performance.now() - started };
}

async function seedAll(tx: Queryable, productCount: number) {
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
  const products = generateProducts(productCount, categories.placed, brands.placed, rng);
  await insertRows(
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
    products,
  );
  const users = generateUsers(Math.max(20, Math.min(600, Math.ceil(productCount / 50))), rng);
  await insertRows(
    tx,
    "users",
    { id: "int", phone: "text", full_name: "text", created_at: "timestamptz" },
    users,
  );
  await syncSequence(tx, "users");
  const comments = generateComments(products.length, users.length, rng);
  await insertRows(
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
    comments,
    5000,
  );
  await syncSequence(tx, "comments");
  await tx.query(`UPDATE products p SET rate = s.rate, comment_count = s.n
    FROM (SELECT product_id, round(avg(rate), 1) AS rate, count(*) AS n FROM comments GROUP BY product_id) s
    WHERE p.id = s.product_id`);
  await seedSite(tx, rng);
  await refreshSearchIndex(tx);
  await tx.query("INSERT INTO settings (key, value) VALUES ('seed', $1::jsonb)", [
    JSON.stringify({ products: products.length, seed: SEED }),
  ]);
}

async function seedSite(tx: Queryable, rng: Random) {
  const geo = generateGeography(rng);
  await insertRows(
    tx,
    "regions",
    { id: "int", soato: "text", ...TR("title"), ...GEO, position: "int" },
    geo.regions,
  );
  await insertRows(
    tx,
    "districts",
    { id: "int", region_id: "int", soato: "text", ...TR("title"), ...GEO, has_takeaway: "boolean" },
    geo.districts,
  );
  await insertRows(
    tx,
    "bts_branches",
    {
      id: "int",
      region_id: "int",
      district_id: "int",
      name: "text",
      ...TR("address"),
      ...GEO,
      working_hours: "text",
      weekdays: "jsonb",
    },
    geo.branches,
  );
  await insertRows(
    tx,
    "takeaway_locations",
    { id: "int", district_id: "int", ...TR("title"), ...GEO },
    geo.takeaway,
  );
  await insertRows(tx, "settings", { key: "text", value: "jsonb" }, generateSettings());
  await insertRows(
    tx,
    "banners",
    { id: "int", position: "int", ...TR("title"), ...TR("sub_title"), image: "text", url: "text" },
    generateBanners(),
  );
  const stories = generateStories();
  await insertRows(
    tx,
    "stories",
    { id: "int", position: "int", ...TR("title"), image: "text" },
    stories.stories,
  );
  await insertRows(
    tx,
    "story_items",
    {
      id: "int",
      story_id: "int",
      position: "int",
      ...TR("title"),
      ...TR("description"),
      image: "text",
      url: "text",
      video: "text",
      video_duration: "int",
    },
    stories.items,
  );
  await insertRows(
    tx,
    "content",
    {
      id: "int",
      kind: "text",
      slug: "text",
      position: "int",
      ...TR("title"),
      ...TR("subtitle"),
      ...TR("body"),
      cover: "text",
      link: "text",
      created_at: "timestamptz",
    },
    generateContent(),
  );
  await insertRows(
    tx,
    "header_menu",
    { id: "int", position: "int", category_id: "int" },
    generateHeaderMenu(),
  );
  await insertRows(
    tx,
    "footer_links",
    { id: "int", column_no: "int", position: "int", ...TR("column"), ...TR("title"), path: "text" },
    generateFooter(),
  );
}
