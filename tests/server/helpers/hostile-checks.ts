import type { Response } from "light-my-request";
import { englishMessage, type ErrorCode } from "../../../domain/errors.ts";
import { preferredLanguage } from "../../../domain/language.ts";
import { CLICK_ERRORS } from "../../../server/modules/payments/click/click-errors.ts";
import { PAYME_ERRORS } from "../../../server/modules/payments/payme/payme-errors.ts";
import { PAYNET_ERRORS } from "../../../server/modules/payments/paynet/paynet-errors.ts";
import { UZUM_ERRORS } from "../../../server/modules/payments/uzum/uzum-errors.ts";
import type { HostileCase } from "./hostile-requests.ts";
import { CLICK_FIELD_FORMATS } from "../../../server/modules/payments/click/click.shop.ts";

// What every answer to a hostile request must be: never a 5xx, never a leak (a stack, a path on the server, a
// file outside the public folders), and every refusal in one of the contract's error shapes, in the language
// the request asked for.

/** Written into the test's dist folder beside, not inside, the public client folder. */
export const SECRET_MARKER = "HOSTILE-SUITE-SECRET-5f3a";

const LEAKS = [
  /node_modules/,
  /\/work\//,
  /\bat (async )?[\w.$<>]+ \(/,
  /\.ts:\d+:\d+/,
  /root:x:0:0/,
  new RegExp(SECRET_MARKER),
  /export async function render/,
];

const CYRILLIC = /[\u0400-\u04ff]/;
const CODE = /^[A-Z][A-Z_]*\.[A-Z0-9_]+$/;

function englishOf(code: string, field: string | undefined): string | null {
  try {
    return englishMessage({ code: code as ErrorCode, params: field === undefined ? {} : { field } });
  } catch {
    return null;
  }
}

function messageProblem(
  message: unknown,
  code: string,
  field: string | undefined,
  lang: string,
): string | null {
  if (typeof message !== "string" || message.trim() === "") return "an empty message";
  if (CODE.test(message) || message === code) return `a bare key for a message: ${message}`;
  if (/\{\w+\}/.test(message)) return `a placeholder left in the message: ${message}`;
  if (/stack|Error:|\bat \S+ \(/.test(message)) return `a stack in the message: ${message}`;
  if (lang === "sr" ? CYRILLIC.test(message) || !/[a-z]/i.test(message) : !CYRILLIC.test(message))
    return `a message not in ${lang}: ${message}`;
  if (message === englishOf(code, field)) return `an English message for ${lang}: ${message}`;
  return null;
}

function refusalProblem(c: HostileCase, r: Response): string | null {
  if (!String(r.headers["content-type"] ?? "").startsWith("application/json"))
    return "a refusal that is not JSON";
  let body: unknown;
  try {
    body = r.json();
  } catch {
    return "a refusal that does not parse";
  }
  if (typeof body !== "object" || body === null) return "a refusal that is not an object";
  const lang = preferredLanguage(c.headers["accept-language"]);
  const keys = Object.keys(body).sort().join(",");
  // The one error body (server/http/error-body.ts): the text as detail and message, and the items.
  if (keys !== "detail,errors,message,status_code") return `a refusal of no contract shape: ${keys}`;
  const { status_code: status, errors, detail, message } = body as Record<string, unknown>;
  if (status !== r.statusCode) return `status_code ${String(status)} on a ${r.statusCode}`;
  if (!Array.isArray(errors) || errors.length === 0) return "an empty error list";
  const first = errors[0] as Record<string, unknown>;
  if (detail !== first?.message || message !== detail) return "detail, message and the first item disagree";
  const code = String(r.headers["x-error-code"] ?? "");
  if (!CODE.test(code)) return "a refusal without its code";
  for (const item of errors as Record<string, unknown>[]) {
    if (typeof item !== "object" || item === null) return "an error item that is not an object";
    const extra = Object.keys(item).filter((k) => !["error", "message", "field"].includes(k));
    if (extra.length > 0) return `an error item with ${extra.join(",")}`;
    if (typeof item.error !== "string" || !CODE.test(item.error))
      return `an error code ${String(item.error)}`;
    if (item.field !== undefined && typeof item.field !== "string") return "a field that is not text";
    const problem = messageProblem(item.message, item.error, item.field as string | undefined, lang);
    if (problem) return problem;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The payment callbacks answer in their provider's shape, not the contract's (docs/payments.md). Every
// one the suite sends lacks the provider's credentials, so each provider's answer is known exactly: its
// refusal of the credentials (or of a body it cannot read first), never a result.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The body as the callback's handler reads it: the bytes sent, as UTF-8 text. */
const sentText = (c: HostileCase) => (c.payload === undefined ? "" : Buffer.from(c.payload).toString("utf8"));

function sentJson(c: HostileCase): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(sentText(c)) as unknown };
  } catch {
    return { ok: false };
  }
}

/** JSON-RPC's `id` as Payme and Paynet echo it: a number or a text, else null. */
const rpcId = (v: unknown) =>
  isObject(v) && (typeof v.id === "number" || typeof v.id === "string") ? v.id : null;

function jsonBody(r: Response): Json | string {
  if (!String(r.headers["content-type"] ?? "").startsWith("application/json"))
    return "an answer that is not JSON";
  try {
    const body: unknown = r.json();
    return isObject(body) ? body : "an answer that is not an object";
  } catch {
    return "an answer that does not parse";
  }
}

const keysOf = (o: object) => Object.keys(o).sort().join(",");

function paymeProblem(c: HostileCase, r: Response): string | null {
  if (r.statusCode !== 200) return `Payme answered HTTP ${r.statusCode}, not 200`;
  const body = jsonBody(r);
  if (typeof body === "string") return body;
  if ("result" in body) return "a Payme result for a call without Payme's key";
  if (keysOf(body) !== "error,id,jsonrpc" || body.jsonrpc !== "2.0")
    return `a Payme answer of ${keysOf(body)}`;
  const sent = sentJson(c);
  // A body that is not JSON is refused before the credentials are read; any other, for the credentials.
  const expected = sent.ok ? PAYME_ERRORS.privileges : PAYME_ERRORS.parse;
  if (!same(body.id, sent.ok ? rpcId(sent.value) : null)) return `Payme echoed id ${JSON.stringify(body.id)}`;
  const error = body.error;
  if (!isObject(error) || error.code !== expected.code)
    return `Payme error ${JSON.stringify(error)?.slice(0, 200)}, not ${expected.code}`;
  const message = error.message;
  if (!isObject(message) || keysOf(message) !== "en,ru,uz") return "a Payme message not in ru, uz and en";
  for (const lang of ["ru", "uz", "en"] as const) {
    const text = message[lang];
    if (typeof text !== "string" || text.trim() === "") return `an empty Payme message in ${lang}`;
    if (CYRILLIC.test(text) !== (lang === "ru"))
      return `a Payme message in ${lang} of another script: ${text}`;
  }
  if (!same(error, expected)) return `Payme error ${JSON.stringify(error)}, not ${JSON.stringify(expected)}`;
  return null;
}

const { merchant_prepare_id: CLICK_PREPARE_ID, ...CLICK_FORMATS } = CLICK_FIELD_FORMATS;
const CLICK_DIGITS = CLICK_FORMATS.click_trans_id;

function clickProblem(c: HostileCase, r: Response): string | null {
  if (r.statusCode !== 200) return `Click answered HTTP ${r.statusCode}, not 200`;
  const body = jsonBody(r);
  if (typeof body === "string") return body;
  const extra = Object.keys(body).filter(
    (k) => !["click_trans_id", "merchant_trans_id", "error", "error_note"].includes(k),
  );
  if (extra.length > 0) return `a Click answer with ${extra.join(",")} to an unsigned callback`;
  const form = new URLSearchParams(sentText(c));
  const formats = c.url.includes("/complete/")
    ? { ...CLICK_FORMATS, merchant_prepare_id: CLICK_PREPARE_ID }
    : CLICK_FORMATS;
  const wellFormed = Object.entries(formats).every(([key, format]) => {
    const values = form.getAll(key);
    return values.length === 1 && format.test(values[0]!);
  });
  const expected = wellFormed ? CLICK_ERRORS.signFailed : CLICK_ERRORS.badRequest;
  if (body.error !== expected.error || body.error_note !== expected.error_note)
    return `Click error ${String(body.error)} "${String(body.error_note)}", not ${expected.error}`;
  const transIds = form.getAll("click_trans_id");
  const transId =
    transIds.length === 1 && CLICK_DIGITS.test(transIds[0]!)
      ? Number.isSafeInteger(Number(transIds[0]))
        ? Number(transIds[0])
        : transIds[0]
      : undefined;
  if (!same(body.click_trans_id, transId))
    return `Click echoed click_trans_id ${String(body.click_trans_id)}`;
  const orders = form.getAll("merchant_trans_id");
  const order =
    orders.length === 1 && CLICK_FORMATS.merchant_trans_id.test(orders[0]!) ? orders[0] : undefined;
  if (body.merchant_trans_id !== order) return "Click echoed another merchant_trans_id";
  return null;
}

function uzumProblem(c: HostileCase, r: Response): string | null {
  if (r.statusCode !== 400) return `Uzum answered HTTP ${r.statusCode}, not 400`;
  const body = jsonBody(r);
  if (typeof body === "string") return body;
  const extra = Object.keys(body).filter(
    (k) => !["serviceId", "timestamp", "transId", "status", "errorCode"].includes(k),
  );
  if (extra.length > 0) return `an Uzum answer with ${extra.join(",")} to an unauthorised webhook`;
  if (body.status !== "FAILED" || body.errorCode !== UZUM_ERRORS.auth)
    return `Uzum ${String(body.status)} ${String(body.errorCode)}, not FAILED ${UZUM_ERRORS.auth}`;
  if (typeof body.timestamp !== "number") return "an Uzum answer without its timestamp";
  if (!(
    typeof body.serviceId === "number" ||
    (typeof body.serviceId === "string" && /^\d+$/.test(body.serviceId))
  ))
    return `an Uzum serviceId ${JSON.stringify(body.serviceId)}`;
  const sent = sentJson(c);
  const transId = sent.ok && isObject(sent.value) ? sent.value.transId : undefined;
  const echo = typeof transId === "string" && transId !== "" && transId.length <= 255 ? transId : undefined;
  if (body.transId !== echo) return "Uzum echoed another transId";
  return null;
}

function paynetProblem(c: HostileCase, r: Response): string | null {
  // Credentials are read before the body: every call here is refused with 412 on HTTP 401.
  if (r.statusCode !== 401) return `Paynet answered HTTP ${r.statusCode}, not 401`;
  const body = jsonBody(r);
  if (typeof body === "string") return body;
  if ("result" in body) return "a Paynet result for a call without Paynet's password";
  if (keysOf(body) !== "error,id,jsonrpc" || body.jsonrpc !== "2.0")
    return `a Paynet answer of ${keysOf(body)}`;
  const sent = sentJson(c);
  if (!same(body.id, sent.ok ? rpcId(sent.value) : null))
    return `Paynet echoed id ${JSON.stringify(body.id)}`;
  if (!same(body.error, PAYNET_ERRORS.auth))
    return `Paynet error ${JSON.stringify(body.error)?.slice(0, 200)}`;
  return null;
}

function standinProblem(c: HostileCase, r: Response): string | null {
  // Bodies the framework cannot read are refused before the stand-in, in the contract's shape.
  if (r.statusCode >= 400) return refusalProblem(c, r);
  if (r.statusCode !== 200) return `the Subscribe stand-in answered HTTP ${r.statusCode}`;
  const body = jsonBody(r);
  if (typeof body === "string") return body;
  if ("result" in body) return "a Subscribe stand-in result for a call without its X-Auth";
  if (keysOf(body) !== "error,id,jsonrpc") return `a Subscribe stand-in answer of ${keysOf(body)}`;
  const sent = sentJson(c);
  const json = String(c.headers["content-type"] ?? "").startsWith("application/json");
  const id =
    json && sent.ok && typeof sent.value === "object" && sent.value !== null
      ? ((sent.value as Json).id ?? null)
      : null;
  if (!same(body.id, id)) return `the Subscribe stand-in echoed id ${JSON.stringify(body.id)?.slice(0, 100)}`;
  if (!same(body.error, { code: -32504, message: { en: "Access denied" } }))
    return `the Subscribe stand-in's error ${JSON.stringify(body.error)?.slice(0, 200)}`;
  return null;
}

function sandboxProblem(c: HostileCase, r: Response): string | null {
  // No link the suite sends is one the page shows, and no form carries the page's token.
  if (r.statusCode < 400) return `the sandbox answered ${r.statusCode} to a bad link or a forged form`;
  const type = String(r.headers["content-type"] ?? "");
  if (!type.startsWith("text/html")) return c.method === "HEAD" ? null : refusalProblem(c, r);
  const expected = c.method === "POST" ? [400, 403, 404] : [400, 404];
  if (!expected.includes(r.statusCode)) return `a sandbox page with status ${r.statusCode}`;
  if (!String(r.headers["content-security-policy"] ?? "").includes("default-src 'none'"))
    return "a sandbox page without its Content-Security-Policy";
  if (r.headers["cache-control"] !== "no-store") return "a sandbox page that may be cached";
  if (c.method === "HEAD") return null;
  if (!/^<!doctype html>/i.test(r.body)) return "a sandbox page that is not a page";
  if (/<script|javascript:/i.test(r.body)) return "a sandbox page with a script in it";
  return null;
}

const CALLBACK_CHECKS: Record<string, (c: HostileCase, r: Response) => string | null> = {
  payme: paymeProblem,
  click: clickProblem,
  uzum: uzumProblem,
  paynet: paynetProblem,
  standin: standinProblem,
  sandbox: sandboxProblem,
};

function callbackProblem(c: HostileCase, r: Response): string | null {
  const [, provider = "", framework] = c.target.split(":");
  // A method the path does not take or a body past the limit: refused before the handler, as any call.
  if (framework === "framework") {
    if (r.statusCode < 400) return `a refused callback answered ${r.statusCode}`;
    return c.method === "HEAD" ? null : refusalProblem(c, r);
  }
  const check = CALLBACK_CHECKS[provider];
  return check ? check(c, r) : `no check for ${c.target}`;
}

/** What is wrong with the answer to one hostile request, or null. */
export function problemWith(c: HostileCase, r: Response): string | null {
  if (r.statusCode >= 500) return `status ${r.statusCode}`;
  const text = r.body;
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `the answer leaks ${leak}`;
  if (c.forgedToken && r.statusCode < 400) return `a forged token was taken (${r.statusCode})`;
  // No back-office call of the suite carries a staff member's token: none, a forged one or a shopper's.
  if (c.target.startsWith("admin:") && r.statusCode < 400)
    return `a back-office call without staff answered ${r.statusCode}`;
  if (c.target.startsWith("callback:")) return callbackProblem(c, r);
  if (c.method === "HEAD") return null;
  if (r.statusCode >= 400) return refusalProblem(c, r);
  const type = String(r.headers["content-type"] ?? "");
  // The injector resolves dot segments as a browser would, so "/media/../x" arrives as "/x", a page.
  if (c.target === "media" && !type.startsWith("image/") && !type.startsWith("text/html"))
    return `a picture answered as ${type}`;
  if (c.target === "storefront" && !type.startsWith("text/html")) return `a page answered as ${type}`;
  return null;
}
