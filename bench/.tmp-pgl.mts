import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const pg = await PGlite.create({ dataDir: "/work/main/bench/data/pglite-30000/pglite", extensions: { pg_trgm } });
const q = process.argv[2] ?? "se";
if (process.argv[3] === "analyze") await pg.exec("ANALYZE product_search");
const sqlText = `EXPLAIN (ANALYZE, BUFFERS) WITH hits AS (
  SELECT s.id, CASE WHEN s.title_keys LIKE '%|${q}|%' THEN 0 WHEN s.title_keys LIKE '%|${q} %' THEN 1 WHEN s.title_keys LIKE '%|${q}%' THEN 2 ELSE 3 END AS k0,
    (strpos(s.title_keys, '${q}') = 0) AS k1, s.sold_count AS k2
  FROM product_search s WHERE s.words @@ to_tsquery('simple', '${q}:*') LIMIT 300
), top AS (SELECT * FROM hits ORDER BY k0, k1, k2 DESC, id DESC LIMIT 10)
select c.total, p.id, p.slug, p.title_ru, p.images, m.title from (SELECT count(*)::int AS total FROM hits) c
LEFT JOIN (top join products p on p.id = top.id join manufacturers m on p.manufacturer_id = m.id) ON true order by top.k0, top.k1, top.k2 desc, top.id desc`;
for (let i = 0; i < 12; i++) {
  const t = performance.now();
  const r = await pg.query<{ "QUERY PLAN": string }>(sqlText); const pl = r.rows.map((x) => x["QUERY PLAN"]).filter((l) => /Planning Time|Execution Time/.test(l)).join(" ");
  if (i === 11) console.log(r.rows.map((x) => x["QUERY PLAN"]).join("\n"));
  console.log("ms", (performance.now() - t).toFixed(1), pl);
}
await pg.close();
