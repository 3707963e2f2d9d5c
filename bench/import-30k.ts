// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/import-30k.ts [--rows N] [--csv]
// Issue 26, item 2: a spreadsheet of 30,000 new products imported into an empty shop on PostgreSQL, as the
// back office does it (POST the file, poll the job), by the real server in a process of its own. Prints the
// time from the upload to the job's end and the server's resident memory: before, its peak while importing
// (sampled every 100 ms, and the kernel's high-water mark), and after; then the catalogue.changed events the
// import wrote. The goal: within 2 minutes, with memory flat (the peak does not grow with the rows: compare
// --rows 3000). Writes bench/results/import-<rows>.json. Its own schema, dropped at the end.
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import pg from "pg";
import { TokenIssuer } from "../server/modules/accounts/index.ts";
import { writeSheet } from "../server/modules/admin/catalogue-sheets/sheet-writer.ts";
import { SHEET_COLUMNS, type Cell } from "../server/modules/admin/catalogue-sheets/sheet-columns.ts";
import { startChildServer } from "../tests/server/helpers/child-server.ts";

const args = process.argv.slice(2);
const ROWS = Number(args[args.indexOf("--rows") + 1] ?? 30_000) || 30_000;
const CSV = args.includes("--csv");
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the figures are PostgreSQL's).");
  process.exit(2);
}

const memory = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return line ? Number(line[1]) / 1024 : NaN;
};
const mb = (n: number) => `${n.toFixed(0)} MB`;

const BRANDS = Array.from({ length: 150 }, (_, i) => `Бренд ${i + 1}`);
const WORDS = ["Гипсокартон", "Цемент", "Краска", "Грунтовка", "Шпаклёвка", "Плитка", "Ламинат", "Саморез"];

/** A realistic row: three titles, a description, a brand among 150, a sale on one in five, two attributes. */
function rowOf(i: number, leaves: number[]): Cell[] {
  const word = WORDS[i % WORDS.length]!;
  const price = 1_000 + ((i * 7919) % 400_000);
  return [
    `B-${String(i).padStart(6, "0")}`,
    `${word} ${i} мм`,
    `${word} ${i} мм (уз)`,
    `${word} ${i} mm`,
    `${word} для ремонта: размер ${i} мм, упаковка ${i % 50} шт. Подходит для внутренних работ.`,
    null,
    null,
    leaves[i % leaves.length]!,
    BRANDS[i % BRANDS.length]!,
    "pcs",
    price,
    i % 5 === 0 ? Math.floor(price * 0.9) : null,
    i % 600,
    `/media/products/tile-${i % 10}-ef7f1a.webp`,
    `${i % 12} мм`,
    i % 3 === 0 ? "белый" : "серый",
  ];
}

async function makeSheet(file: string, leaves: number[]) {
  const header = [...SHEET_COLUMNS, "Толщина", "Цвет"];
  if (CSV) {
    const out = createWriteStream(file);
    const cell = (c: Cell) =>
      c === null ? "" : /[";\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c);
    out.write(`\ufeff${header.join(";")}\n`);
    for (let i = 1; i <= ROWS; i++) out.write(`${rowOf(i, leaves).map(cell).join(";")}\n`);
    out.end();
    await finished(out);
    return;
  }
  const out = createWriteStream(file);
  async function* rows() {
    for (let i = 1; i <= ROWS; i++) yield rowOf(i, leaves);
  }
  await writeSheet(out, header, rows());
  await finished(out);
}

const schema = `bench_import_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-import-bench-"));
const secret = randomBytes(32).toString("hex");
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const server = await startChildServer({
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    SEED_PRODUCTS: "0",
    TOKEN_SECRET: secret,
    LOG_LEVEL: "warn",
    REDIS_URL: "",
  },
  readyPath: "/api/v1/settings/contacts/",
});
try {
  await client.query(`SET search_path TO ${schema}`);
  const leaves = (
    await client.query<{ id: number }>(
      `SELECT c.id FROM categories c WHERE c.parent_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id`,
    )
  ).rows.map((r) => r.id);
  const [admin] = (
    await client.query<{ id: number }>(
      "INSERT INTO users (phone, full_name, role) VALUES ('900000001', 'Bench', 'admin') RETURNING id",
    )
  ).rows;
  const token = await new TokenIssuer(secret).issue(admin!.id, "access");
  const file = path.join(dataDir, CSV ? "bench.csv" : "bench.xlsx");
  await makeSheet(file, leaves);
  const size = statSync(file).size / 1024 / 1024;
  console.log(`${ROWS} rows, ${size.toFixed(1)} MB ${CSV ? "CSV" : ".xlsx"}; ${leaves.length} categories`);

  const before = memory(server.pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid, "VmRSS"))), 100);
  const started = performance.now();
  const form = new FormData();
  form.append("file", new Blob([readFileSync(file)]), path.basename(file));
  const auth = { authorization: `Bearer ${token}` };
  const posted = await fetch(`${server.url}/api/v1/admin/catalogue/import/`, {
    method: "POST",
    body: form,
    headers: auth,
  });
  if (posted.status !== 202) throw new Error(`upload answered ${posted.status}: ${await posted.text()}`);
  const { id } = (await posted.json()) as { id: number };
  const uploaded = performance.now() - started;
  let job: Record<string, unknown> = {};
  let counted: number | null = null;
  for (;;) {
    job = (await (
      await fetch(`${server.url}/api/v1/admin/catalogue/import/${id}/`, { headers: auth })
    ).json()) as Record<string, unknown>;
    if (counted === null && job.total !== null) counted = performance.now() - started;
    if (process.env.BENCH_TRACE)
      console.log(((performance.now() - started) / 1000).toFixed(1), job.state, job.processed);
    if (job.state === "done" || job.state === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const hwm = memory(server.pid, "VmHWM");
  const after = memory(server.pid, "VmRSS");
  const [{ n: events }] = (
    await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE topic = 'catalogue.changed'",
    )
  ).rows as [{ n: number }];
  const [{ n: products }] = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM products"))
    .rows as [{ n: number }];
  const result = {
    rows: ROWS,
    format: CSV ? "csv" : "xlsx",
    fileMb: Number(size.toFixed(1)),
    state: job.state,
    created: job.created,
    errors: job.error_count,
    products,
    seconds: Number(seconds.toFixed(1)),
    uploadSeconds: Number((uploaded / 1000).toFixed(1)),
    countedSeconds: counted === null ? null : Number((counted / 1000).toFixed(1)),
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssHighWaterMb: Math.round(hwm),
    rssAfterMb: Math.round(after),
    catalogueEvents: events,
    node: process.version,
  };
  console.log(
    `${job.state}: ${String(job.created)} made, ${String(job.error_count)} errors, in ${seconds.toFixed(1)} s ` +
      `(upload ${(uploaded / 1000).toFixed(1)} s, counted at ${((counted ?? 0) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `server RSS: ${mb(before)} before, peak ${mb(peak)} while importing (high-water mark ${mb(hwm)}), ` +
      `${mb(after)} after; ${events} catalogue.changed events`,
  );
  writeFileSync(
    path.join(import.meta.dirname, "results", `import-${ROWS}${CSV ? "-csv" : ""}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (job.state !== "done" || seconds > 120) process.exitCode = 1;
} finally {
  await server.stop();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
