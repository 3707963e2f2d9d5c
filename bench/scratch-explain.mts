import { openPglite } from "/work/main/server/db/pglite.adapter.ts";
const db = await openPglite("/work/main/bench/data/pglite-30000/pglite");
const variants: Record<string, (w: string) => string> = {
  full: (w) => `CASE WHEN title_keys LIKE '%|${w}|%' THEN 0 WHEN title_keys LIKE '%|${w}%' THEN 1 ELSE 2 END, word_similarity('${w}', title_keys) DESC, sold_count DESC, id DESC`,
  nosim: (w) => `CASE WHEN title_keys LIKE '%|${w}|%' THEN 0 WHEN title_keys LIKE '%|${w}%' THEN 1 ELSE 2 END, sold_count DESC, id DESC`,
  strpos: (w) => `CASE WHEN title_keys LIKE '%|${w}|%' THEN 0 WHEN title_keys LIKE '%|${w}%' THEN 1 ELSE 2 END, strpos(title_keys, ' ${w}') = 0, sold_count DESC, id DESC`,
  plain: () => `sold_count DESC, id DESC`,
};
for (const [name, order] of Object.entries(variants)) {
  for (const win of ["count(*) over()", "1"]) {
    let total = 0;
    for (const w of ["se", "sem", "semen", "ki", "kirpich", "gaz", "laminat"]) {
      const sql = `SELECT id, ${win} FROM products WHERE to_tsvector('simple', search_key) @@ to_tsquery('simple', '${w}:*') ORDER BY ${order(w)} LIMIT 10`;
      const t = performance.now();
      await db.query(sql);
      total += performance.now() - t;
    }
    console.log(name, win, Math.round(total / 7), "ms avg");
  }
}
await db.close();
