import { openPglite } from "/work/main/server/db/pglite.adapter.ts";
import { migrate } from "/work/main/server/db/migrate.ts";
import { Random } from "/work/main/server/db/seed/random.ts";
import { placeBrands, placeCategories } from "/work/main/server/db/seed/catalogue.seed.ts";
import { generateProducts } from "/work/main/server/db/seed/products.seed.ts";
import { insertRows } from "/work/main/server/db/seed/insert.ts";
const db = await openPglite(undefined);
await migrate(db);
const cats = placeCategories(); const brands = placeBrands();
await insertRows(db, "categories", { id: "int", parent_id: "int", slug: "text", title_ru: "text", title_uz: "text", title_sr: "text", icon: "text", position: "int", is_popular: "boolean" }, cats.rows);
await insertRows(db, "manufacturers", { id: "int", slug: "text", title: "text", country: "text", icon: "text", description_ru: "text", description_uz: "text", description_sr: "text", position: "int" }, brands.rows);
const rows = generateProducts(30000, cats.placed, brands.placed, new Random(1));
const drop = process.env.DROP === "1";
if (drop) await db.exec("DROP INDEX products_trgm; DROP INDEX products_words");
let t = performance.now();
const TR = (p: string) => ({ [`${p}_ru`]: "text", [`${p}_uz`]: "text", [`${p}_sr`]: "text" });
await db.transaction((tx) => insertRows(tx, "products", {
    id: "int", slug: "text", category_id: "int", section_id: "int", manufacturer_id: "int", group_id: "int",
    ...TR("title"), ...TR("description"), price: "bigint", sale_price: "bigint", stock: "int", sold_count: "int",
    rate: "numeric", comment_count: "int", is_recommendation: "boolean", year: "smallint", unit_value: "numeric",
    unit: "text", weight: "int", country: "text", audience: "text", attributes: "jsonb", images: "jsonb",
    search_key: "text", title_keys: "text", created_at: "timestamptz",
  }, rows, Number(process.env.B ?? 2000)));
console.log("insert", Math.round(performance.now() - t)); t = performance.now();
if (drop) await db.exec("CREATE INDEX products_trgm ON products USING gin (search_key gin_trgm_ops); CREATE INDEX products_words ON products USING gin (to_tsvector('simple', search_key));");
console.log("index", Math.round(performance.now() - t)); t = performance.now();
await db.close();
