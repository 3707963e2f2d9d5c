import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const pg = await PGlite.create({ dataDir: process.argv[2], extensions: { pg_trgm } });
await pg.exec("DROP TABLE IF EXISTS product_search; DELETE FROM schema_migrations WHERE name = '0004_product_search.sql'; CREATE INDEX IF NOT EXISTS products_words ON products USING gin (to_tsvector('simple', search_key));");
await pg.close();
