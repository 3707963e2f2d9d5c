import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const pg = await PGlite.create({ dataDir: "/work/main/bench/data/pglite-30000/pglite", extensions: { pg_trgm } });
const body = (cap: number) => `WITH hits AS (
  SELECT s.id, CASE WHEN s.title_keys LIKE $2 THEN 0 WHEN s.title_keys LIKE $3 THEN 1 WHEN s.title_keys LIKE $4 THEN 2 ELSE 3 END AS k0,
    (strpos(s.title_keys, $5) = 0) AS k1, s.sold_count AS k2
  FROM product_search s WHERE s.words @@ to_tsquery('simple', $1) LIMIT ${cap}
), top AS (SELECT * FROM hits ORDER BY k0, k1, k2 DESC, id DESC LIMIT 10)
select c.total, p.id, p.slug, p.title_ru, p.images, m.title from (SELECT count(*)::int AS total FROM hits) c
LEFT JOIN (top join products p on p.id = top.id join manufacturers m on p.manufacturer_id = m.id) ON true order by top.k0, top.k1, top.k2 desc, top.id desc`;
await pg.exec(`PREPARE s200(text,text,text,text,text) AS ${body(200)}`);
await pg.exec(`PREPARE s500(text,text,text,text,text) AS ${body(500)}`);
const words = ["se", "sement", "pr", "kirpich", "gazoblok", "kr", "laminat", "bo", "perf", "kabel"];
const args = (w: string) => [`${w}:*`, `%|${w}|%`, `%|${w} %`, `%|${w}%`, w];
for (const [name, run] of [
  ["warm", (w: string) => pg.query(body(500), args(w))],
  ["exec200", (w: string) => pg.query(`EXECUTE s200('${args(w).join("','")}')`)],
  ["plain500", (w: string) => pg.query(body(500), args(w))],
  ["plain200", (w: string) => pg.query(body(200), args(w))],
  ["exec500", (w: string) => pg.query(`EXECUTE s500('${args(w).join("','")}')`)],
  ["plain500b", (w: string) => pg.query(body(500), args(w))],
] as const) {
  const ms: number[] = [];
  for (let r = 0; r < 8; r++) for (const w of words) { const t = performance.now(); await run(w); ms.push(performance.now() - t); }
  ms.sort((a, b) => a - b);
  console.log(name, "p50", ms[ms.length >> 1]!.toFixed(2), "p90", ms[Math.floor(ms.length * 0.9)]!.toFixed(2));
}
await pg.close();
