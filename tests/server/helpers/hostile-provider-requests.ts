import { createHash } from "node:crypto";
import type { HostileCase, HostileContext, Method } from "./hostile-requests.ts";
import {
  BROKEN_JSON as BROKEN_BODIES,
  encodeLoose,
  headerSafe,
  hostileText,
  hostileValue,
  inUrl,
  INJECTION_TEXTS,
  NEAR_MEGABYTE,
  NUMBER_TEXTS,
  OVER_MEGABYTE,
  UNICODE_TEXTS,
  type Rng,
} from "./hostile-values.ts";

// The routes outside the contract registry: the back office (/api/v1/admin/) and the payment providers'
// callbacks (/api/v1/payments/). Each request is refused by construction: a back-office call never carries a
// staff member's token (none, a forged one, or a shopper's), and a callback never carries the provider's
// credentials (Payme's key, Click's signature, Uzum's and Paynet's passwords, the sandbox's form token, the
// Subscribe stand-in's X-Auth), so none can change data whatever its body says.
//
// A callback's target says who must answer it: "callback:<provider>" its own handler, in the provider's
// shape; "callback:<provider>:framework" the server before any handler (a method the path does not take, a
// body past the size limit), in the contract's shape.

const LANGUAGES = [undefined, "ru", "uz", "sr", "en-US", "uz-Cyrl", "*", ";;;,,,", "a".repeat(4000)];

function baseHeaders(rng: Rng): Record<string, string> {
  const headers: Record<string, string> = {};
  const lang = rng.pick(LANGUAGES);
  if (lang !== undefined) headers["accept-language"] = lang;
  if (rng.chance(0.1))
    headers["x-forwarded-for"] = headerSafe(rng.pick(["1.2.3.4", "::1", hostileText(rng)]));
  if (rng.chance(0.05)) headers["x-request-id"] = headerSafe(hostileText(rng));
  return headers;
}

const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64");

/** The contract suite's broken bodies, and three only a JSON-RPC or webhook reader meets. */
const BROKEN_JSON = [...BROKEN_BODIES, "\uFEFF{}", '{"a":"b"}{"c":"d"}', ""];

const ODD_JSON = ['"\\ud800"', "1e309", "-0", "[]", "null", "{}", "true", '"x"', "[{}]"];

const OTHER_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/octet-stream",
  "image/png",
  "application/json; charset=latin1",
  "application/jsonx",
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
  /** Past the server's 1 MiB limit: refused before any handler reads it. */
  tooLarge?: boolean;
}

/** A body for a call that reads JSON: hostile values under its fields, or something no parser takes. */
function jsonishBody(rng: Rng, object: () => Record<string, unknown>): Body {
  switch (rng.int(12)) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4: {
      const obj = object();
      if (rng.chance(0.15)) obj[rng.pick(INJECTION_TEXTS)] = hostileValue(rng);
      return { payload: JSON.stringify(obj), contentType: "application/json" };
    }
    case 5:
      return { payload: rng.pick(BROKEN_JSON), contentType: "application/json" };
    case 6:
      return { payload: rng.pick(ODD_JSON), contentType: "application/json" };
    case 7: {
      const depth = rng.pick([33, 1000, 100_000]);
      return { payload: `${"[".repeat(depth)}${"]".repeat(depth)}`, contentType: "application/json" };
    }
    case 8:
      return rng.chance(0.3)
        ? { payload: `"${OVER_MEGABYTE}"`, contentType: "application/json", tooLarge: true }
        : { payload: JSON.stringify({ ...object(), note: NEAR_MEGABYTE }), contentType: "application/json" };
    case 9:
      // The right body under a content type that says otherwise, or under none.
      return rng.chance(0.5)
        ? { payload: JSON.stringify(object()), contentType: rng.pick(OTHER_TYPES) }
        : { payload: JSON.stringify(object()) };
    case 10:
      return { payload: hostileText(rng), contentType: rng.pick(OTHER_TYPES) };
    default:
      return {};
  }
}

const withType = (headers: Record<string, string>, body: Body) => {
  if (body.contentType !== undefined) headers["content-type"] = body.contentType;
  return headers;
};

const payloadOf = (body: Body) => (body.payload !== undefined ? { payload: body.payload } : {});

// ---------------------------------------------------------------------------------------------------------
// The back office: every route of server/modules/admin/*.routes.ts, behind the staff guard.

interface AdminRoute {
  name: string;
  method: Method;
  /** Under /api/v1/admin/; `{x}` are path parameters. */
  path: string;
  query?: readonly string[];
  fields?: readonly string[];
  /** A body a member of staff could send: the guard is all that refuses it. */
  plausible?: () => Record<string, unknown>;
}

const PAGE = ["page", "page_size", "size"];

const ADMIN_ROUTES: readonly AdminRoute[] = [
  { name: "me", method: "GET", path: "me/" },
  {
    name: "orders",
    method: "GET",
    path: "orders/",
    query: ["status", "from", "to", "delivery_type", "payment_type", "search", ...PAGE],
  },
  { name: "order", method: "GET", path: "orders/{id}/" },
  {
    name: "orderMove",
    method: "POST",
    path: "orders/{id}/{event}/",
    fields: ["courier", "reason"],
    plausible: () => ({
      reason: "test",
      courier: { name: "Ali", phone: "+998901234567", car_number: "01A123BC" },
    }),
  },
  { name: "products", method: "GET", path: "products/", query: ["search", ...PAGE] },
  {
    name: "productEdit",
    method: "PATCH",
    path: "products/{id}/",
    fields: ["price", "sale_price", "stock"],
    plausible: () => ({ stock: 7, price: 150_000 }),
  },
  { name: "productChanges", method: "GET", path: "products/{id}/changes/", query: PAGE },
  { name: "promoCodes", method: "GET", path: "promo-codes/" },
  {
    name: "promoCreate",
    method: "POST",
    path: "promo-codes/",
    fields: ["code", "kind", "value", "starts_at", "ends_at", "min_order_price", "max_uses"],
    plausible: () => ({ code: "HOSTILE10", kind: "percent", value: 10 }),
  },
  { name: "promoMove", method: "POST", path: "promo-codes/{code}/{promoMove}/" },
  { name: "banners", method: "GET", path: "banners/" },
  {
    name: "bannerEdit",
    method: "POST",
    path: "banners/{id}/",
    fields: ["position", "visible"],
    plausible: () => ({ position: 3, visible: false }),
  },
  { name: "stories", method: "GET", path: "stories/" },
  {
    name: "storyEdit",
    method: "POST",
    path: "stories/{id}/",
    fields: ["position", "visible"],
    plausible: () => ({ position: 2, visible: true }),
  },
  { name: "reviews", method: "GET", path: "reviews/", query: ["answered", ...PAGE] },
  {
    name: "reviewAnswer",
    method: "POST",
    path: "reviews/{id}/answer/",
    fields: ["answer"],
    plausible: () => ({ answer: "Спасибо за отзыв" }),
  },
  { name: "inbox", method: "GET", path: "inbox/", query: ["kind", "state", ...PAGE] },
  { name: "inboxClose", method: "POST", path: "inbox/{kind}/{id}/close/" },
  { name: "inboxPhoto", method: "GET", path: "inbox/bug/{id}/photos/{n}" },
];

/** Sensible values for each path parameter, so some requests would reach a handler but for the guard. */
const PLAIN_PARAMS: Record<string, readonly string[]> = {
  id: ["1", "2", "3", "5", "999999"],
  event: ["approve", "dispatch", "depart", "deliver", "cancel", "pay", "refund"],
  code: ["SALE10", "HOSTILE10", "sale10"],
  promoMove: ["pause", "resume", "expire"],
  kind: ["feedback", "bug"],
  n: ["0", "1", "3", "4"],
};

const JUNK_AUTH = [
  "Bearer",
  "Bearer ",
  "Basic YWRtaW46YWRtaW4=",
  "Token abc",
  "Bearer null",
  `bearer\t${"x".repeat(5000)}`,
];

/** One back-office call from someone who is not staff, with hostile parameters, query and body. */
export function adminCase(rng: Rng, ctx: HostileContext): HostileCase {
  const route = rng.pick(ADMIN_ROUTES);
  const path = route.path.replace(/\{(\w+)\}/g, (_all, key: string) =>
    inUrl(rng, rng.chance(0.6) ? hostileText(rng) : rng.pick(PLAIN_PARAMS[key] ?? ["1"])),
  );
  const headers = baseHeaders(rng);
  let forgedToken = false;
  const roll = rng.int(10);
  if (roll >= 2 && roll < 6) headers.authorization = `Bearer ${ctx.validToken}`;
  else if (roll >= 6) {
    headers.authorization = rng.chance(0.85) ? `Bearer ${rng.pick(ctx.forgedTokens)}` : rng.pick(JUNK_AUTH);
    forgedToken = true;
  }

  let method = route.method;
  // Now and then a method the path does not take.
  if (rng.chance(0.05)) method = rng.pick<Method>(["PUT", "DELETE", "OPTIONS", "PATCH", "POST", "GET"]);
  let body: Body = {};
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
    const fields = route.fields ?? ["a"];
    const hostileObject = () => {
      const obj: Record<string, unknown> = {};
      for (const f of fields) if (rng.chance(0.7)) obj[f] = hostileValue(rng);
      return obj;
    };
    body =
      route.plausible && rng.chance(0.3)
        ? { payload: JSON.stringify(route.plausible()), contentType: "application/json" }
        : jsonishBody(rng, hostileObject);
  }

  const pairs: string[] = [];
  for (const key of route.query ?? []) {
    if (!rng.chance(0.4)) continue;
    const value = rng.chance(0.8)
      ? hostileText(rng)
      : rng.pick(["1", "2", "true", "open", "bug", "2026-01-01"]);
    pairs.push(`${key}=${inUrl(rng, value)}`);
  }
  if (rng.chance(0.1)) pairs.push(rng.pick(["__proto__[x]=1", "a[b][c]=1", "=", "&&&", "%", "a=%zz", "q"]));
  return {
    target: `admin:${route.name}`,
    method,
    url: `/api/v1/admin/${path}${pairs.length > 0 ? `?${pairs.join("&")}` : ""}`,
    headers: withType(headers, body),
    ...payloadOf(body),
    forgedToken,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The payment providers' callbacks (docs/payments.md), without the provider's credentials.

/** The server's body limit (server/app.ts). */
const LIMIT = 1024 * 1024;
const PAYME_PATH = "/api/v1/payments/payme/";
const CLICK_PATHS = ["/api/v1/payments/click/prepare/", "/api/v1/payments/click/complete/"];
const UZUM_PATH = "/api/v1/payments/uzum/";
const PAYNET_PATH = "/api/v1/payments/paynet/";
const SANDBOX_PATH = "/api/v1/payments/sandbox";
const STANDIN_PATH = "/api/v1/payments/subscribe-standin/api";

/** Amounts in tiyin no order has: negative, zero, fractions, past a safe integer, text. */
const AMOUNTS: readonly unknown[] = [
  -1,
  -100_000,
  0,
  0.5,
  100.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  99_999_999_999_999,
  2_147_483_648,
  "100000",
  "1e5",
  null,
  true,
  [],
  {},
];

/** Order numbers and transaction ids that name nothing. */
const UNKNOWN_IDS: readonly unknown[] = [
  0,
  -1,
  2_147_483_648,
  999_999_999,
  1.5,
  "abc",
  "0001",
  "1 OR 1=1",
  "",
  null,
  "9".repeat(40),
  "6571f3a8e4b0c1d2e3f40000",
];

const idValue = (rng: Rng) => (rng.chance(0.5) ? rng.pick(UNKNOWN_IDS) : hostileValue(rng));
const amountValue = (rng: Rng) => (rng.chance(0.6) ? rng.pick(AMOUNTS) : hostileValue(rng));
const timeValue = (rng: Rng) =>
  rng.pick<unknown>([
    Date.now(),
    -1,
    0,
    1e308,
    "2026-01-01 00:00:00",
    "31.12.2099 25:61:61",
    hostileText(rng),
  ]);

/** Values of a parameter by its name; anything else hostile. */
function paramValue(rng: Rng, key: string): unknown {
  if (/amount/i.test(key)) return amountValue(rng);
  if (/time|date|from|^to$/i.test(key)) return timeValue(rng);
  if (/id$|Id$|account|order/i.test(key)) return idValue(rng);
  return hostileValue(rng);
}

function paramsOf(rng: Rng, keys: readonly string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of keys) if (rng.chance(0.7)) params[key] = paramValue(rng, key);
  if (rng.chance(0.05)) params[rng.pick(keys)] = NEAR_MEGABYTE;
  return params;
}

/** Basic credentials that are not the provider's: no key, another key, another login, not Basic at all. */
function wrongBasic(rng: Rng, login: string, ctx: HostileContext): string | undefined {
  const roll = rng.int(10);
  if (roll === 0) return undefined;
  if (roll === 1) return `Bearer ${ctx.validToken}`;
  if (roll === 2) return rng.pick(["Basic", "Basic ", "Basic !!!", "Basic ===", "basic", "Digest x"]);
  if (roll === 3) return `Basic ${b64(login)}`;
  if (roll === 4) return `Basic ${b64(`${rng.pick(["admin", "Paycom", "paycom", "sandbox", ""])}:`)}`;
  if (roll === 5) return `Basic ${b64(`${login}:${headerSafe(hostileText(rng))}`)}`;
  if (roll === 6) return `Basic ${b64(Buffer.from([0xff, 0xfe, 0x3a, 0xc3]))}`;
  if (roll === 7) return `Basic ${"QUFB".repeat(rng.pick([1, 2000]))}`;
  // A key of the right form and length, but not the shop's.
  const key = createHash("sha256")
    .update(String(rng.int(1e9)))
    .digest("base64url");
  return `${rng.chance(0.9) ? "Basic" : "BASIC"} ${b64(`${login}:${key}`)}`;
}

interface Rpc {
  methods: readonly string[];
  keys: readonly string[];
  /** Keys of a nested object, e.g. Payme's `account` or Paynet's `fields`. */
  nested?: { key: string; keys: readonly string[] };
}

const PAYME_RPC: Rpc = {
  methods: [
    "CheckPerformTransaction",
    "CreateTransaction",
    "PerformTransaction",
    "CancelTransaction",
    "CheckTransaction",
    "GetStatement",
    "ChangePassword",
    "checkPerformTransaction",
    "constructor",
    "__proto__",
  ],
  keys: ["amount", "id", "time", "reason", "from", "to", "password"],
  nested: { key: "account", keys: ["order_id", "orderId"] },
};

const PAYNET_RPC: Rpc = {
  methods: [
    "GetInformation",
    "PerformTransaction",
    "CheckTransaction",
    "CancelTransaction",
    "GetStatement",
    "ChangePassword",
    "hasOwnProperty",
    "toString",
  ],
  keys: ["serviceId", "transactionId", "amount", "transactionTime", "dateFrom", "dateTo"],
  nested: { key: "fields", keys: ["order_id", "orderId", "account"] },
};

function rpcBody(rng: Rng, rpc: Rpc): Body {
  return jsonishBody(rng, () => {
    const call: Record<string, unknown> = {};
    if (rng.chance(0.8)) call.jsonrpc = rng.chance(0.8) ? "2.0" : hostileValue(rng);
    if (rng.chance(0.8)) call.id = rng.chance(0.5) ? rng.int(1e6) : hostileValue(rng);
    if (rng.chance(0.9)) call.method = rng.chance(0.75) ? rng.pick(rpc.methods) : hostileValue(rng);
    if (rng.chance(0.9)) {
      const params = rng.chance(0.85) ? paramsOf(rng, rpc.keys) : hostileValue(rng);
      if (
        rpc.nested &&
        typeof params === "object" &&
        params !== null &&
        !Array.isArray(params) &&
        rng.chance(0.7)
      )
        (params as Record<string, unknown>)[rpc.nested.key] = rng.chance(0.8)
          ? paramsOf(rng, rpc.nested.keys)
          : hostileValue(rng);
      call.params = params;
    }
    return call;
  });
}

/** Now and then a method the callback path does not take: the router refuses it in the contract's shape. */
function callbackMethod(rng: Rng): Method {
  return rng.chance(0.05) ? rng.pick<Method>(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) : "POST";
}

function callback(
  provider: string,
  method: Method,
  url: string,
  headers: Record<string, string>,
  body: Body,
): HostileCase {
  // Two near-megabyte values in one body are past the limit too: measured, not guessed.
  const tooLarge =
    body.tooLarge === true || (body.payload !== undefined && Buffer.byteLength(body.payload) > LIMIT);
  const framework = method !== "POST" || tooLarge;
  const sent = method === "GET" || method === "OPTIONS" ? {} : body;
  return {
    target: `callback:${provider}${framework ? ":framework" : ""}`,
    method,
    url,
    headers: withType(headers, sent),
    ...payloadOf(sent),
    forgedToken: false,
  };
}

function paymeCase(rng: Rng, ctx: HostileContext): HostileCase {
  const headers = baseHeaders(rng);
  const auth = wrongBasic(rng, "Paycom", ctx);
  if (auth !== undefined) headers.authorization = auth;
  return callback("payme", callbackMethod(rng), PAYME_PATH, headers, rpcBody(rng, PAYME_RPC));
}

function paynetCase(rng: Rng, ctx: HostileContext): HostileCase {
  const headers = baseHeaders(rng);
  const auth = wrongBasic(rng, "sandbox", ctx);
  if (auth !== undefined) headers.authorization = auth;
  return callback("paynet", callbackMethod(rng), PAYNET_PATH, headers, rpcBody(rng, PAYNET_RPC));
}

const UZUM_OPERATIONS = [
  "check",
  "create",
  "confirm",
  "reverse",
  "status",
  "refund",
  "CHECK",
  "__proto__",
  "constructor",
  "0",
  "check%00",
  "%20",
  "check.json",
];

function uzumCase(rng: Rng, ctx: HostileContext): HostileCase {
  const headers = baseHeaders(rng);
  const auth = wrongBasic(rng, "sandbox", ctx);
  if (auth !== undefined) headers.authorization = auth;
  const body = jsonishBody(rng, () =>
    paramsOf(rng, ["serviceId", "timestamp", "transId", "amount", "paymentSource", "params"]),
  );
  return callback("uzum", callbackMethod(rng), `${UZUM_PATH}${rng.pick(UZUM_OPERATIONS)}/`, headers, body);
}

const CLICK_FIELDS = [
  "click_trans_id",
  "service_id",
  "click_paydoc_id",
  "merchant_trans_id",
  "merchant_prepare_id",
  "amount",
  "action",
  "error",
  "error_note",
  "sign_time",
] as const;

/**
 * Well-formed values (Click's forms, click/click.shop.ts) naming no order of the shop, so that many callbacks
 * pass the shape check and are refused by their signature alone.
 */
const CLICK_PLAIN: Record<(typeof CLICK_FIELDS)[number], readonly string[]> = {
  click_trans_id: ["2300000001", "1", "9999999999999999999"],
  service_id: ["1", "2", "0"],
  click_paydoc_id: ["4100000001", "1"],
  merchant_trans_id: ["1", "999999999", "0", "abc", "' OR '1'='1", "Ўзбекистон", "a".repeat(255)],
  merchant_prepare_id: ["1", "2", "999999999"],
  amount: ["1000.00", "1000", "0", "0.001", "999999999999999", "1.5"],
  action: ["0", "1", "2", "999999999"],
  error: ["0", "-5017", "-1", "1"],
  error_note: ["Success", "", "Insufficient funds", "<script>alert(1)</script>"],
  sign_time: ["2026-01-01 10:00:00", "9999-99-99 99:99:99", "1970-01-01 00:00:00"],
};

function clickForm(rng: Rng, stage: number): string {
  // Half the forms well-formed in every field, the other half with hostile, missing or repeated ones.
  const wellFormed = rng.chance(0.5);
  const values: [string, string][] = [];
  const fields: Record<string, string> = {};
  for (const field of CLICK_FIELDS) {
    if (!wellFormed && rng.chance(0.05)) continue;
    const roll = wellFormed ? 1 : rng.next();
    let value = field === "action" && rng.chance(0.8) ? String(stage) : rng.pick(CLICK_PLAIN[field]);
    if (roll < 0.25) value = hostileText(rng);
    else if (roll < 0.35) value = rng.pick(NUMBER_TEXTS);
    else if (roll < 0.4) value = rng.pick(UNICODE_TEXTS);
    else if (field === "amount" && roll < 0.55)
      value = rng.pick(["-1000", "0", "0.001", "1e5", "99999999999999999"]);
    fields[field] = value;
    values.push([field, value]);
    if (!wellFormed && rng.chance(0.03)) values.push([field, value]);
  }
  // The signature as Click makes it, under a key that is not the shop's; or no signature at all.
  const signed = `${fields.click_trans_id ?? ""}${fields.service_id ?? ""}${rng.pick(["", "secret", "sandbox", "1"])}${
    fields.merchant_trans_id ?? ""
  }${stage === 1 ? (fields.merchant_prepare_id ?? "") : ""}${fields.amount ?? ""}${fields.action ?? ""}${
    fields.sign_time ?? ""
  }`;
  const md5 = createHash("md5").update(signed).digest("hex");
  if (wellFormed) {
    values.push(["sign_string", rng.pick([md5, md5.toUpperCase(), "0".repeat(32), "x"])]);
    return values.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  }
  const sign = rng.pick([md5, md5.toUpperCase(), "0".repeat(32), "", hostileText(rng)]);
  if (rng.chance(0.95)) values.push(["sign_string", sign]);
  if (rng.chance(0.1)) values.push(["note", NEAR_MEGABYTE]);
  return values.map(([k, v]) => `${encodeLoose(k)}=${rng.chance(0.9) ? encodeLoose(v) : v}`).join("&");
}

function clickCase(rng: Rng): HostileCase {
  const stage = rng.int(2);
  const headers = baseHeaders(rng);
  const roll = rng.int(10);
  let body: Body;
  if (roll < 7) {
    const types = [undefined, "text/plain", "application/json", "multipart/form-data"];
    body = {
      payload: clickForm(rng, stage),
      contentType: rng.chance(0.8) ? "application/x-www-form-urlencoded" : rng.pick(types),
    };
  } else if (roll < 8 && rng.chance(0.3))
    body = {
      payload: `${OVER_MEGABYTE}=1`,
      contentType: "application/x-www-form-urlencoded",
      tooLarge: true,
    };
  else body = jsonishBody(rng, () => paramsOf(rng, [...CLICK_FIELDS, "sign_string"]));
  return callback("click", callbackMethod(rng), rng.pick(CLICK_PATHS), headers, body);
}

/** Links of the sandbox's format (Payme's) that the page must refuse: each breaks one of its rules. */
const BAD_LINK_TEXTS = [
  "m=other;ac.order_id=1;a=100000;c=/",
  "m=sandbox;ac.order_id=0;a=100000;c=/",
  "m=sandbox;ac.order_id=-1;a=100000;c=/",
  "m=sandbox;ac.order_id=2147483648;a=100000;c=/",
  "m=sandbox;ac.order_id=01;a=100000;c=/",
  "m=sandbox;ac.order_id=1;a=0;c=/",
  "m=sandbox;ac.order_id=1;a=-5;c=/",
  "m=sandbox;ac.order_id=1;a=1e5;c=/",
  "m=sandbox;ac.order_id=1;a=99999999999999999;c=/",
  "m=sandbox;ac.order_id=1;a=100000",
  "m=sandbox;ac.order_id=1;a=100000;c=",
  "m=sandbox;ac.order_id=1;ac.order_id=2;a=100000;c=/",
  "m=sandbox;ac.order_id=<script>alert(1)</script>;a=1;c=javascript:alert(1)",
  "=sandbox;c=/",
  "m=sandbox",
];

function badLink(rng: Rng): string {
  switch (rng.int(6)) {
    case 0:
    case 1:
      return b64(rng.pick(BAD_LINK_TEXTS));
    case 2:
      // Not strict base64: the URL-safe alphabet, the padding dropped.
      return b64(`${rng.pick(BAD_LINK_TEXTS)};c=/?${"x".repeat(rng.int(3))}`)
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    case 3:
      return b64(Buffer.from([0x6d, 0x3d, 0xff, 0xfe, 0xc3, 0x28]));
    case 4:
      return "QUFB".repeat(1100);
    default:
      return inUrl(rng, hostileText(rng));
  }
}

/** A link the page accepts: only sent with a forged form token, which the POST must refuse. */
const GOOD_LINK = b64("m=sandbox;ac.order_id=1;a=100000;c=/");

function sandboxCase(rng: Rng, ctx: HostileContext): HostileCase {
  const provider = rng.chance(0.85)
    ? rng.pick(["payme", "click", "uzum", "paynet"])
    : inUrl(rng, rng.pick(["cash", "PAYME", "card", hostileText(rng)]));
  const headers = baseHeaders(rng);
  if (rng.chance(0.2)) headers.authorization = `Bearer ${ctx.validToken}`;
  const lang = rng.chance(0.3)
    ? `?lang=${inUrl(rng, rng.pick(["uz", "ru", "en", "sr", hostileText(rng)]))}`
    : "";
  if (rng.chance(0.5)) {
    const url = `${SANDBOX_PATH}/${provider}/${badLink(rng)}${lang}`;
    return {
      target: "callback:sandbox",
      method: rng.chance(0.9) ? "GET" : "HEAD",
      url,
      headers,
      forgedToken: false,
    };
  }
  const link = rng.chance(0.5) ? GOOD_LINK : badLink(rng);
  const token = rng.pick([
    "",
    "x",
    createHash("sha256")
      .update(String(rng.int(1e9)))
      .digest("base64url"),
    headerSafe(hostileText(rng)),
  ]);
  const form = [
    ...(rng.chance(0.9) ? [`token=${encodeLoose(token)}`] : []),
    `action=${encodeLoose(rng.pick(["pay", "decline", "refund", "", hostileText(rng)]))}`,
    ...(rng.chance(0.3) ? [`lang=${encodeLoose(hostileText(rng))}`] : []),
  ].join("&");
  const roll = rng.int(10);
  let body: Body;
  if (roll < 6) body = { payload: form, contentType: "application/x-www-form-urlencoded" };
  else if (roll < 7)
    body = { payload: `${form}&pad=${"p".repeat(9000)}`, contentType: "application/x-www-form-urlencoded" };
  else body = jsonishBody(rng, () => ({ token, action: rng.pick(["pay", "decline"]) }));
  return {
    target: "callback:sandbox",
    method: "POST",
    url: `${SANDBOX_PATH}/${provider}/${link}${lang}`,
    headers: withType(headers, body),
    ...payloadOf(body),
    forgedToken: false,
  };
}

/** X-Auth values that are neither the stand-in's merchant id ("standin") nor its merchant id and key. */
const WRONG_X_AUTH = ["", "STANDIN", "standin:", "standin:wrong", "sandbox", "Paycom:x", "standin:standin"];

const STANDIN_RPC: Rpc = {
  methods: [
    "cards.create",
    "cards.get_verify_code",
    "cards.verify",
    "cards.remove",
    "receipts.create",
    "receipts.pay",
    "receipts.cancel",
    "cards.check",
    "",
  ],
  keys: ["token", "code", "amount", "id", "account", "card"],
};

function standinCase(rng: Rng): HostileCase {
  const headers = baseHeaders(rng);
  if (rng.chance(0.9)) {
    headers["x-auth"] = rng.chance(0.8)
      ? rng.pick(WRONG_X_AUTH)
      : `standin:${createHash("sha256")
          .update(String(rng.int(1e9)))
          .digest("base64url")}`;
  }
  return callback("standin", callbackMethod(rng), STANDIN_PATH, headers, rpcBody(rng, STANDIN_RPC));
}

/** One call to a payment provider's callback, a sandbox page or the Subscribe stand-in, never authorised. */
export function callbackCase(rng: Rng, ctx: HostileContext): HostileCase {
  const roll = rng.next();
  if (roll < 0.22) return paymeCase(rng, ctx);
  if (roll < 0.42) return clickCase(rng);
  if (roll < 0.6) return uzumCase(rng, ctx);
  if (roll < 0.78) return paynetCase(rng, ctx);
  if (roll < 0.9) return sandboxCase(rng, ctx);
  return standinCase(rng);
}
