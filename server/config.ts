import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { PROVIDER_NAMES, readProviderSettings, type ProviderSettings } from "./modules/payments/index.ts";
import type { S3Settings } from "./adapters/pictures/s3-picture-store.ts";
import { readCorsOrigins } from "./http/cors.ts";

export type NodeEnv = "development" | "production" | "test";
export type SmsProvider = "console" | "eskiz";
/** PAYMENT_TYPES: cash, a saved card, and each online provider (server/modules/payments/providers.ts). */
export const PAYMENT_TYPE_NAMES = ["cash", "card", ...PROVIDER_NAMES] as const;
export type PaymentTypeName = (typeof PAYMENT_TYPE_NAMES)[number];

/** The checkout's numbers (docs/decisions/0007-checkout-rules.md); money in whole so'm. */
export interface CheckoutConfig {
  vatPercent: number;
  btsDeliveryFee: number;
  courierBaseFee: number;
  courierIncludedKm: number;
  courierFeePerKm: number;
  courierMaxKm: number;
  /** Goods from this sum ship by courier for free; 0: never free. */
  freeDeliveryFrom: number;
  cashbackPercent: number;
  /** An unpaid online order is cancelled this long after it was placed. */
  paymentMinutes: number;
  /** How often each process looks for unpaid orders past their time (each order is taken by one). */
  expiryPollSeconds: number;
  paymentTypes: readonly PaymentTypeName[];
  /** The shop's warehouse, where courier distances start. */
  warehouse: { latitude: number; longitude: number };
}

/** The loyalty rules (docs/decisions/0016-loyalty-ledger-and-points.md). */
export interface LoyaltyConfig {
  /** A master earns one discount point for every whole this many so'm of goods paid; 0: none earned. */
  somPerPoint: number;
}

/**
 * Each online provider's settings by its name (`payme`, `click`, `uzum`, `paynet`; docs/operations.md): null
 * until the shop has its keys, and then no callback of it is accepted and no link to it is made, unless the
 * offline sandbox plays it (`paymentSandbox`).
 */
export interface Config extends ProviderSettings {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  databaseSchema: string;
  /**
   * A read replica of databaseUrl (DATABASE_READ_URL): the catalogue's list, search and detail reads go
   * there; every write, and every read a write depends on, stays on databaseUrl.
   */
  databaseReadUrl?: string;
  redisUrl?: string;
  /**
   * Put before every Redis key and channel name (REDIS_KEY_PREFIX), so two shops, or test runs, sharing one
   * Redis never count each other's requests or hear each other's invalidations.
   */
  redisKeyPrefix: string;
  /**
   * WEB_CONCURRENCY: server processes on the one port (server/cluster.ts); above 1 they need PostgreSQL and
   * Redis, since the embedded database is one process's files and limits and caches must be shared.
   */
  webConcurrency: number;
  /**
   * Requests one client address may make per minute to the calls that guess or send codes and passwords
   * (server/http/address-limit.ts); across processes through Redis when REDIS_URL is set.
   */
  guardedCallsPerMinute: number;
  /** Feedback messages, and bug reports, one client address may send per hour (each call its own count). */
  inboxMessagesPerHour: number;
  /**
   * REQUEST_TIMEOUT_MS: how long one request may take to arrive, headers and body; a client that sends it a
   * byte at a time is cut off then instead of holding a socket and its buffers for ever.
   */
  requestTimeoutMs: number;
  /** RESPONSE_CACHE_MB: the most the in-memory cache of catalogue answers may hold (estimated bytes). */
  responseCacheBytes: number;
  /** PAGE_CACHE_MB: the most the in-memory cache of anonymous pages' HTML may hold (decision 0028). */
  pageCacheBytes: number;
  /** MEDIA_CACHE_MB: the most the resized pictures in DATA_DIR/media-cache may take on disk. */
  mediaCacheBytes: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For is believed (0: none). Without it a client could
   * name any address and slip past every per-address limit.
   */
  trustedProxies: number;
  smsProvider: SmsProvider;
  eskiz?: {
    email: string;
    password: string;
    /** The sender id shown on the phone; "4546" is Eskiz's own, for accounts without an approved name. */
    sender: string;
    /** Eskiz's API root; tests point it at a local server that plays Eskiz. */
    baseUrl: string;
  };
  tokenSecret: string;
  seedProducts: number;
  /**
   * Create the demo shopper (901234567 / demo12345) on start; default: embedded database outside production.
   */
  demoAccount: boolean;
  /** Prefix for media links in answers, e.g. https://cdn.example.uz; empty means same-origin paths. */
  publicUrl: string;
  /** CORS_ORIGINS: the other sites whose scripts may call the API (server/http/cors.ts); none by default. */
  corsOrigins: readonly string[];
  logLevel: string;
  /** Where the built storefront lives (dist/). */
  distDir: string;
  /** Keep PGlite in memory (tests); dataDir is then only used for the image cache. */
  inMemoryDatabase: boolean;
  /** `--dev` (npm run dev): the storefront comes from Vite's dev middleware instead of dist/. */
  dev?: boolean;
  checkout: CheckoutConfig;
  loyalty: LoyaltyConfig;
  /**
   * PAYME_SUBSCRIBE_URL: Payme's Subscribe API for saved cards (needs PAYME_MERCHANT_ID and PAYME_KEY).
   * Unset: the embedded stand-in plays it while the payment sandbox is on (docs/payments.md, "Saved cards").
   */
  paymeSubscribeUrl?: string;
  /**
   * PAYMENT_SANDBOX: a provider without merchant keys is played by the offline sandbox (its own checkout page
   * that sends the provider's callbacks to this server). Default on outside production.
   */
  paymentSandbox: boolean;
  /** GET /metrics (docs/operations.md, "Metrics"). */
  metrics: MetricsConfig;
  /**
   * S3_*: uploaded pictures go to this bucket, shared by every server, instead of DATA_DIR/pictures
   * (docs/operations.md, "Pictures in object storage").
   */
  s3?: S3Settings;
  /** ONEC_*: the 1C exchange at /api/v1/1c/exchange (docs/operations.md, "1C exchange"). */
  onec: OnecConfig;
}

/** The 1C exchange's settings (decision 0033). */
export interface OnecConfig {
  /** ONEC_PRICE_TYPE: the name of 1C's price type the shop sells at (1C sends several). */
  priceType: string;
  /** ONEC_ZIP (default 1): ask 1C for one zip archive instead of its files one by one. */
  zip: boolean;
  /** ONEC_FILE_LIMIT_MB (default 8): the most one request may carry; 1C sends a bigger file in parts. */
  fileLimitBytes: number;
  /** How long one import step may work before answering `progress`, and the most elements it takes. */
  stepMs: number;
  stepItems: number;
}

/**
 * METRICS_ENABLED (default 1) serves GET /metrics; METRICS_TOKEN, when set, is the bearer token a scraper
 * must send. Without a token only a direct caller on the same machine is answered.
 */
export interface MetricsConfig {
  enabled: boolean;
  token: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Bad configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(
  env: Env,
  key: string,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${key}=${JSON.stringify(raw)} must be one of ${allowed.join(", ")}`);
  return fallback;
}

function integer(
  env: Env,
  key: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) {
    problems.push(`${key}=${JSON.stringify(raw)} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

function decimal(env: Env, key: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!/^-?\d+(\.\d+)?$/.test(raw) || n < min || n > max) {
    problems.push(`${key}=${JSON.stringify(raw)} must be a number from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

/** A comma list of names from `allowed`, e.g. PAYMENT_TYPES=cash,payme. */
function names<T extends string>(
  env: Env,
  key: string,
  allowed: readonly T[],
  fallback: readonly T[],
  problems: string[],
): readonly T[] {
  const raw = env[key];
  if (raw === undefined || raw.trim() === "") return fallback;
  const list = raw.split(",").map((s) => s.trim());
  const wrong = list.filter((s) => !(allowed as readonly string[]).includes(s));
  if (wrong.length > 0) {
    problems.push(`${key} may list only ${allowed.join(", ")}; not ${wrong.join(", ")}`);
    return fallback;
  }
  return [...new Set(list)] as T[];
}

function checkoutConfig(env: Env, problems: string[]): CheckoutConfig {
  const som = (key: string, fallback: number) => integer(env, key, fallback, 0, 100_000_000, problems);
  return {
    vatPercent: integer(env, "VAT_PERCENT", 12, 0, 50, problems),
    btsDeliveryFee: som("BTS_DELIVERY_FEE", 30_000),
    courierBaseFee: som("COURIER_BASE_FEE", 25_000),
    courierIncludedKm: integer(env, "COURIER_INCLUDED_KM", 5, 0, 1000, problems),
    courierFeePerKm: som("COURIER_FEE_PER_KM", 2_000),
    courierMaxKm: integer(env, "COURIER_MAX_KM", 80, 0, 2000, problems),
    freeDeliveryFrom: som("FREE_DELIVERY_FROM", 2_000_000),
    cashbackPercent: integer(env, "CASHBACK_PERCENT", 1, 0, 100, problems),
    paymentMinutes: integer(env, "ORDER_PAYMENT_MINUTES", 60, 1, 7 * 24 * 60, problems),
    expiryPollSeconds: integer(env, "ORDER_EXPIRY_POLL_SECONDS", 30, 1, 3600, problems),
    paymentTypes: names(env, "PAYMENT_TYPES", PAYMENT_TYPE_NAMES, ["cash"], problems),
    warehouse: {
      latitude: decimal(env, "SHOP_LATITUDE", 41.287, -90, 90, problems),
      longitude: decimal(env, "SHOP_LONGITUDE", 69.2525, -180, 180, problems),
    },
  };
}

/** Payme's Subscribe API address; it authenticates with the Merchant API's id and key, so those come too. */
function paymeSubscribeUrl(env: Env, problems: string[]): string | undefined {
  const address = url(env, "PAYME_SUBSCRIBE_URL", ["http:", "https:"], problems);
  if (address && !(env.PAYME_MERCHANT_ID && env.PAYME_KEY))
    problems.push("PAYME_SUBSCRIBE_URL needs PAYME_MERCHANT_ID and PAYME_KEY");
  return address;
}

function redisKeyPrefix(env: Env, problems: string[]): string {
  const prefix = env.REDIS_KEY_PREFIX ?? "";
  if (prefix === "") return "qb:";
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(prefix))
    problems.push("REDIS_KEY_PREFIX must be 1 to 64 letters, digits, colons, dots, dashes or underscores");
  return prefix;
}

function webConcurrency(env: Env, databaseUrl: string | undefined, problems: string[]): number {
  const n = integer(env, "WEB_CONCURRENCY", 1, 1, 64, problems);
  if (n > 1 && (!databaseUrl || !env.REDIS_URL))
    problems.push(
      `WEB_CONCURRENCY=${n} needs DATABASE_URL and REDIS_URL: the embedded database belongs to one process, ` +
        "and the limits and caches of several processes are shared through Redis",
    );
  return n;
}

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];

/** All five S3_ settings, or none: half of them is a mistake that would put pictures where nobody looks. */
function s3Settings(env: Env, problems: string[]): S3Settings | undefined {
  const forcePathStyle = flag(env, "S3_FORCE_PATH_STYLE", false, problems);
  const missing = S3_REQUIRED.filter((key) => !env[key]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing: pictures go to S3 only ` +
        `when ${S3_REQUIRED.join(", ")} are all set`,
    );
    return undefined;
  }
  const endpoint = url(env, "S3_ENDPOINT", ["http:", "https:"], problems);
  const bucket = env.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push("S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes");
  const region = env.S3_REGION!;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(region))
    problems.push("S3_REGION must be a region name such as us-east-1 (letters, digits, dashes)");
  if (!endpoint) return undefined;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle,
  };
}

function metricsConfig(env: Env, problems: string[]): MetricsConfig {
  const token = env.METRICS_TOKEN ?? "";
  // It travels in a header and is the only thing between the internet and the shop's numbers.
  if (token !== "" && !/^[\x21-\x7e]{16,256}$/.test(token))
    problems.push("METRICS_TOKEN must be 16 to 256 printable characters without spaces");
  return { enabled: flag(env, "METRICS_ENABLED", true, problems), token: token === "" ? null : token };
}

function onecConfig(env: Env, problems: string[]): OnecConfig {
  const priceType = (env.ONEC_PRICE_TYPE ?? "").trim() || "Розничная";
  if (priceType.length > 100 || /\p{Cc}/u.test(priceType))
    problems.push("ONEC_PRICE_TYPE must be a price type's name as 1C shows it, at most 100 characters");
  return {
    priceType,
    zip: flag(env, "ONEC_ZIP", true, problems),
    fileLimitBytes: integer(env, "ONEC_FILE_LIMIT_MB", 8, 1, 512, problems) * 1024 * 1024,
    stepMs: 2000,
    stepItems: 2000,
  };
}

/** "1" or "0"; unset or empty gives the fallback. */
function flag(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "1" || raw === "0") return raw === "1";
  problems.push(`${key}=${JSON.stringify(raw)} must be 1 or 0`);
  return fallback;
}

function url(env: Env, key: string, protocols: string[], problems: string[]): string | undefined {
  const raw = env[key];
  if (raw === undefined || raw === "") return undefined;
  try {
    const u = new URL(raw);
    if (!protocols.includes(u.protocol)) throw new Error("protocol");
    return raw;
  } catch {
    problems.push(`${key} must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`);
    return undefined;
  }
}

/**
 * Secrets are generated once and kept in DATA_DIR for development so sessions survive restarts; production
 * must be given them, because a generated secret on each replica would make tokens of one replica invalid on
 * another.
 */
function secret(
  env: Env,
  key: string,
  nodeEnv: NodeEnv,
  dataDir: string,
  persist: boolean,
  problems: string[],
) {
  const raw = env[key];
  if (raw) {
    if (raw.length < 32) problems.push(`${key} must be at least 32 characters long`);
    return raw;
  }
  if (nodeEnv === "production") {
    problems.push(`${key} is required when NODE_ENV=production (e.g. openssl rand -hex 32)`);
    return "";
  }
  if (!persist) return randomBytes(32).toString("hex");
  const file = path.join(dataDir, "secrets.json");
  const stored: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  if (!stored[key]) {
    stored[key] = randomBytes(32).toString("hex");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored[key];
}

export function loadConfig(env: Env = process.env, options: { persistSecrets?: boolean } = {}): Config {
  const problems: string[] = [];
  const nodeEnv = oneOf(
    env,
    "NODE_ENV",
    ["development", "production", "test"] as const,
    "development",
    problems,
  );
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const smsProvider = oneOf(env, "SMS_PROVIDER", ["console", "eskiz"] as const, "console", problems);
  let eskiz: Config["eskiz"];
  if (smsProvider === "eskiz") {
    const sender = env.ESKIZ_SENDER || "4546";
    // An alphanumeric sender id is at most 11 characters in SMS itself; Eskiz would refuse every send.
    if (!/^[A-Za-z0-9 ._-]{1,11}$/.test(sender))
      problems.push(
        "ESKIZ_SENDER must be 1 to 11 Latin letters, digits, spaces, dots, dashes or underscores",
      );
    const baseUrl =
      url(env, "ESKIZ_BASE_URL", ["http:", "https:"], problems) ?? "https://notify.eskiz.uz/api";
    if (!env.ESKIZ_EMAIL || !env.ESKIZ_PASSWORD)
      problems.push("SMS_PROVIDER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD");
    else
      eskiz = {
        email: env.ESKIZ_EMAIL,
        password: env.ESKIZ_PASSWORD,
        sender,
        baseUrl: baseUrl.replace(/\/$/, ""),
      };
  }
  const schema = env.DATABASE_SCHEMA || "public";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    problems.push("DATABASE_SCHEMA must be a lower-case SQL identifier");
  const publicUrl = url(env, "PUBLIC_URL", ["http:", "https:"], problems) ?? "";
  const databaseUrl = url(env, "DATABASE_URL", ["postgres:", "postgresql:"], problems);
  const databaseReadUrl = url(env, "DATABASE_READ_URL", ["postgres:", "postgresql:"], problems);
  if (databaseReadUrl && !databaseUrl)
    problems.push("DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too");
  const config: Config = {
    nodeEnv,
    port: integer(env, "PORT", 3000, 0, 65535, problems),
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    databaseReadUrl,
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"], problems),
    redisKeyPrefix: redisKeyPrefix(env, problems),
    webConcurrency: webConcurrency(env, databaseUrl, problems),
    guardedCallsPerMinute: integer(env, "GUARDED_CALLS_PER_MINUTE", 60, 1, 100_000, problems),
    inboxMessagesPerHour: integer(env, "INBOX_MESSAGES_PER_HOUR", 20, 1, 100_000, problems),
    requestTimeoutMs: integer(env, "REQUEST_TIMEOUT_MS", 30_000, 100, 600_000, problems),
    responseCacheBytes: integer(env, "RESPONSE_CACHE_MB", 64, 1, 65_536, problems) * 1024 * 1024,
    pageCacheBytes: integer(env, "PAGE_CACHE_MB", 32, 1, 65_536, problems) * 1024 * 1024,
    mediaCacheBytes: integer(env, "MEDIA_CACHE_MB", 512, 1, 1_048_576, problems) * 1024 * 1024,
    trustedProxies: integer(env, "TRUST_PROXY", 0, 0, 10, problems),
    smsProvider,
    eskiz,
    tokenSecret: secret(env, "TOKEN_SECRET", nodeEnv, dataDir, options.persistSecrets ?? true, problems),
    seedProducts: integer(env, "SEED_PRODUCTS", 30_000, 0, 2_000_000, problems),
    // A known password is a way in: on PostgreSQL or in production the demo shopper must be asked for.
    demoAccount: flag(env, "DEMO_ACCOUNT", !databaseUrl && nodeEnv !== "production", problems),
    publicUrl: publicUrl.replace(/\/$/, ""),
    corsOrigins: readCorsOrigins(env.CORS_ORIGINS, (message) => problems.push(message)),
    logLevel: oneOf(
      env,
      "LOG_LEVEL",
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const,
      nodeEnv === "test" ? "silent" : "info",
      problems,
    ),
    distDir: path.resolve(env.DIST_DIR || "./dist"),
    inMemoryDatabase: false,
    checkout: checkoutConfig(env, problems),
    loyalty: { somPerPoint: integer(env, "LOYALTY_SOM_PER_POINT", 10_000, 0, 100_000_000, problems) },
    ...readProviderSettings({
      text: (key) => env[key] ?? "",
      url: (key) => url(env, key, ["http:", "https:"], problems),
      problem: (message) => problems.push(message),
    }),
    paymeSubscribeUrl: paymeSubscribeUrl(env, problems),
    // Outside production only unless asked for: the sandbox approves orders without any money.
    paymentSandbox: flag(env, "PAYMENT_SANDBOX", nodeEnv !== "production", problems),
    metrics: metricsConfig(env, problems),
    s3: s3Settings(env, problems),
    onec: onecConfig(env, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
