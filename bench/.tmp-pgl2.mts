import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const pg = await PGlite.create({ dataDir: "/work/main/bench/data/pglite-30000/pglite", extensions: { pg_trgm } });
const tests: Record<string, string> = {
  count: `SELECT count(*) FROM product_search s WHERE s.words @@ to_tsquery('simple', 'se:*')`,
  like: `SELECT count(*) FROM product_search s WHERE s.words @@ to_tsquery('simple', 'se:*') AND s.title_keys LIKE '%|se%'`,
  strpos: `SELECT count(*) FROM product_search s WHERE s.words @@ to_tsquery('simple', 'se:*') AND strpos(s.title_keys, '|se') > 0`,
  seqlike: `SELECT count(*) FROM product_search s WHERE s.title_keys LIKE '%|se%'`,
  seqcount: `SELECT count(*) FROM product_search s`,
  old: `SELECT count(*) FROM products s WHERE to_tsvector('simple', s.search_key) @@ to_tsquery('simple', 'se:*')`,
};
for (const [name, q] of Object.entries(tests)) {
  const ms: number[] = [];
  for (let i = 0; i < 7; i++) { const t = performance.now(); await pg.query(q); ms.push(performance.now() - t); }
  ms.sort((a, b) => a - b);
  console.log(name, ms.map((x) => x.toFixed(1)).join(" "));
}
await pg.close();
