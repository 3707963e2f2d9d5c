// DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/onec-30k.ts [--goods N] [--zip 0|1]
// Issue 26, item 3: 1C's first full exchange of 30,000 goods (import.xml and offers.xml, schema 2.10, three
// price types, stock per warehouse) into an empty shop on PostgreSQL, driven by the 1C double over HTTP
// against the real server in a process of its own, with the shop's default settings (zip=yes, 8 MB parts).
// Prints the time of each file's import, the number of mode=import calls and the longest of them, the
// server's resident memory (before, its peak sampled every 100 ms, the kernel's high-water mark, after),
// and the slowest storefront answer while the import ran (a GET every 100 ms: the import must not block
// the server). Writes bench/results/onec-<goods>.json. Its own schema, dropped at the end.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { hashPassword } from "../server/modules/accounts/index.ts";
import { startChildServer } from "../tests/server/helpers/child-server.ts";
import { OnecDouble } from "../tests/server/helpers/onec-double.ts";
import {
  BRANDS,
  catalogueXml,
  guid,
  offersXml,
  type GoodSpec,
  type GroupSpec,
  type OfferSpec,
} from "../tests/server/helpers/onec-files.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GOODS = Number(option("--goods") ?? 30_000) || 30_000;
const ZIP = option("--zip") ?? "1";
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the figures are PostgreSQL's).");
  process.exit(2);
}

const memory = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return line ? Number(line[1]) / 1024 : NaN;
};
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

/** 8 sections of 6 groups each, as a building-materials shop's 1C keeps them. */
const SECTIONS = ["Сухие смеси", "Листовые материалы", "Лакокрасочные", "Крепёж", "Инструмент", "Сантехника"];
const GROUPS: GroupSpec[] = SECTIONS.map((title, s) => ({
  id: guid(s, 1),
  title,
  children: Array.from({ length: 6 }, (_, g) => ({
    id: guid(100 + s * 10 + g, 1),
    title: `${title}: группа ${g + 1}`,
  })),
}));
const LEAVES = GROUPS.flatMap((g) => g.children!.map((c) => c.id));
const BRAND_IDS = Object.keys(BRANDS);
const WORDS = ["Гипсокартон", "Цемент", "Краска", "Грунтовка", "Шпаклёвка", "Плитка", "Ламинат", "Саморез"];

const goods: GoodSpec[] = Array.from({ length: GOODS }, (_, i) => ({
  id: guid(i + 1),
  title: `${WORDS[i % WORDS.length]!} ${i + 1} мм`,
  sku: `1C-${String(i + 1).padStart(6, "0")}`,
  groupId: LEAVES[i % LEAVES.length]!,
  brand: BRAND_IDS[i % BRAND_IDS.length]!,
  color: i % 3 === 0 ? "Белый" : "Серый",
  description: `Для ремонта и строительства: размер ${i + 1} мм, упаковка ${i % 50} шт.`,
  vat: 12,
}));
const offers: OfferSpec[] = goods.map((g, i) => {
  const retail = 1_000 + ((i * 7919) % 400_000);
  return {
    id: g.id,
    prices: { Розничная: retail, Оптовая: Math.round(retail * 0.9), Закупочная: Math.round(retail * 0.7) },
    stock: [i % 40, i % 7],
  };
});
const files = {
  "import.xml": catalogueXml({ schema: "2.10", onlyChanges: false, groups: GROUPS, goods }),
  "offers.xml": offersXml({ schema: "2.10", onlyChanges: false, offers }),
};
const fileMb = Object.fromEntries(
  Object.entries(files).map(([name, bytes]) => [name, Number((bytes.length / 1024 / 1024).toFixed(1))]),
);

const schema = `bench_onec_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "qb-onec-bench-"));
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const server = await startChildServer({
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    SEED_PRODUCTS: "0",
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    ONEC_ZIP: ZIP,
  },
  readyPath: "/api/v1/settings/contacts/",
});
try {
  await client.query(`SET search_path TO ${schema}`);
  const password = randomBytes(9).toString("base64url");
  await client.query(
    "INSERT INTO users (phone, full_name, role, password_hash) VALUES ('900000001', 'Обмен 1С', 'admin', $1)",
    [await hashPassword(password)],
  );
  console.log(`${GOODS} goods: import.xml ${fileMb["import.xml"]} MB, offers.xml ${fileMb["offers.xml"]} MB`);

  // The storefront, asked every 100 ms while the import runs: its slowest answer.
  let probing = true;
  let slowest = 0;
  let probes = 0;
  const probe = (async () => {
    while (probing) {
      const at = performance.now();
      await (await fetch(`${server.url}/api/v1/products/?page=1&size=12`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - at);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const before = memory(server.pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid, "VmRSS"))), 100);
  const onec = new OnecDouble(server.url, "900000001", password);
  const started = performance.now();
  let longestCall = 0;
  const timed = onec.call.bind(onec);
  onec.call = async (query, body) => {
    const at = performance.now();
    const answer = await timed(query, body);
    if (query.mode === "import") longestCall = Math.max(longestCall, performance.now() - at);
    return answer;
  };
  const runs = await onec.exchangeCatalogue(files);
  const total = performance.now() - started;
  clearInterval(sampler);
  probing = false;
  await probe;
  const hwm = memory(server.pid, "VmHWM");
  const after = memory(server.pid, "VmRSS");
  const count = async (sql: string) => ((await client.query<{ n: number }>(sql)).rows[0] as { n: number }).n;
  const result = {
    goods: GOODS,
    zip: onec.zip,
    fileMb,
    answers: Object.fromEntries(
      Object.entries(runs).map(([name, run]) => [name, run.last.lines.slice(0, 3)]),
    ),
    importCalls: Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, run.answers.length])),
    products: await count(
      "SELECT count(*)::int AS n FROM products WHERE external_id IS NOT NULL AND visible",
    ),
    priced: await count(
      "SELECT count(*)::int AS n FROM products WHERE external_id IS NOT NULL AND price > 0",
    ),
    seconds: seconds(total),
    longestImportCallSeconds: seconds(longestCall),
    storefrontSlowestMs: Math.round(slowest),
    storefrontProbes: probes,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssHighWaterMb: Math.round(hwm),
    rssAfterMb: Math.round(after),
    catalogueEvents: await count("SELECT count(*)::int AS n FROM outbox WHERE topic = 'catalogue.changed'"),
    node: process.version,
  };
  console.log(JSON.stringify(result, null, 2));
  writeFileSync(
    path.join(import.meta.dirname, "results", `onec-${GOODS}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  const ok = Object.values(runs).every((run) => run.last.lines[0] === "success") && result.products === GOODS;
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
