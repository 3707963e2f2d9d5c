import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each server module writes only its own tables (docs/decisions/0005-server-modules.md); another module's
// table is changed through that module's index, inside one transaction. The writes below are the ones that
// still cross, named so the list can only shrink: a new crossing write fails this test.
const MODULES = path.resolve("server/modules");

/** The tables each module owns. */
const OWNS: Record<string, readonly string[]> = {
  catalogue: [
    "categories",
    "manufacturers",
    "products",
    "product_search",
    "search_words",
    "dictionary",
    "product_changes",
  ],
  reviews: ["comments"],
  likes: ["likes"],
  basket: ["cart_items"],
  content: [
    "settings",
    "banners",
    "stories",
    "story_items",
    "story_views",
    "content",
    "header_menu",
    "footer_links",
    "applications",
    "typo_reports",
    "instruction_votes",
  ],
  geography: ["regions", "districts", "bts_branches", "takeaway_locations"],
  accounts: ["users", "refresh_tokens", "one_time_codes"],
  orders: [
    "orders",
    "order_products",
    "order_status_logs",
    "order_requests",
    "order_expiries",
    "promo_codes",
    "promo_code_uses",
  ],
  payments: ["payment_transactions", "payment_cards"],
  loyalty: ["loyalty_ledger"],
  // The back office's spreadsheet import jobs (decision 0032).
  admin: ["catalogue_imports"],
  exchange: [
    "exchange_sessions",
    "exchange_imports",
    "exchange_groups",
    "exchange_properties",
    "exchange_property_values",
    "exchange_brands",
    "exchange_price_types",
    "exchange_items",
    "exchange_pictures",
    "exchange_orders",
  ],
};

/** Writes that still cross into another module's table: "writer -> table". Only ever remove a line. */
const CROSSING = [
  // The balances the ledger explains are columns of the user's row.
  "loyalty -> users",
  // The back office edits what other modules own; each is a candidate for that module's own port.
  "admin -> promo_codes",
  "admin -> comments",
  "admin -> users",
  "admin -> banners",
  "admin -> stories",
  // A story made or removed by the back office brings its one slide, and who saw it (decision 0037).
  "admin -> story_items",
  "admin -> story_views",
  // Static pages and blog posts rewritten by the back office (decision 0037).
  "admin -> content",
  "admin -> applications",
  "admin -> typo_reports",
];

/** Tables a repository names through a lookup rather than in its SQL text. */
const DYNAMIC: Record<string, readonly string[]> = {
  "admin/admin-content.repository.ts": ["banners", "stories"],
  "admin/admin-inbox.repository.ts": ["applications", "typo_reports"],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
}

/** "module -> table" for every write statement in the modules' code. */
function writes(): { found: Set<string>; unnamed: string[] } {
  const found = new Set<string>();
  const unnamed: string[] = [];
  for (const file of files(MODULES)) {
    const relative = path.relative(MODULES, file);
    const module = relative.split(path.sep)[0]!;
    // Comments may say "UPDATE ... until"; only code counts.
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+(\$\{[^}]+\}|[a-z_]+\b)/g)) {
      const table = m[1]!;
      if (table.startsWith("$")) {
        const named = DYNAMIC[relative.split(path.sep).join("/")];
        if (!named) unnamed.push(`${relative}: ${table}`);
        for (const t of named ?? []) found.add(`${module} -> ${t}`);
      } else found.add(`${module} -> ${table}`);
    }
    // Drizzle's writes name the table object: orm.insert(applications).
    for (const m of text.matchAll(/orm\.(?:insert|update|delete)\((\w+)\)/g))
      found.add(`${module} -> ${m[1]!.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
  }
  return { found, unnamed };
}

const owner = (table: string) => Object.keys(OWNS).find((m) => OWNS[m]!.includes(table));

describe("module tables", () => {
  const { found, unnamed } = writes();

  it("finds the writes it checks (the scan is not blind)", () => {
    for (const known of [
      "orders -> orders",
      "catalogue -> products",
      "basket -> cart_items",
      "content -> applications",
    ])
      expect(found, known).toContain(known);
    expect(unnamed).toEqual([]);
  });

  it("has an owner for every table a module writes", () => {
    const orphans = [...found].map((w) => w.split(" -> ")[1]!).filter((table) => !owner(table));
    expect(orphans).toEqual([]);
  });

  it("lets a module write another's table only where the list of crossings says so", () => {
    const crossing = [...found].filter((w) => {
      const [module, table] = w.split(" -> ") as [string, string];
      return owner(table) !== module;
    });
    expect(crossing.filter((w) => !CROSSING.includes(w))).toEqual([]);
    // A crossing that no longer happens must leave the list, so it can only shrink.
    expect(CROSSING.filter((w) => !crossing.includes(w))).toEqual([]);
  });
});
