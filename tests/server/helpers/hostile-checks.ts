import type { Response } from "light-my-request";
import { englishMessage, type ErrorCode } from "../../../domain/errors.ts";
import { preferredLanguage } from "../../../domain/language.ts";
import type { HostileCase } from "./hostile-requests.ts";

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
  if (keys === "detail") {
    const code = String(r.headers["x-error-code"] ?? "");
    if (!CODE.test(code)) return "a {detail} refusal without its code";
    return messageProblem((body as { detail: unknown }).detail, code, undefined, lang);
  }
  if (keys !== "errors,status_code") return `a refusal of no contract shape: ${keys}`;
  const { status_code: status, errors } = body as { status_code: unknown; errors: unknown };
  if (status !== r.statusCode) return `status_code ${String(status)} on a ${r.statusCode}`;
  if (!Array.isArray(errors) || errors.length === 0) return "an empty error list";
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

/** What is wrong with the answer to one hostile request, or null. */
export function problemWith(c: HostileCase, r: Response): string | null {
  if (r.statusCode >= 500) return `status ${r.statusCode}`;
  const text = r.body;
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `the answer leaks ${leak}`;
  if (c.forgedToken && r.statusCode < 400) return `a forged token was taken (${r.statusCode})`;
  if (c.method === "HEAD") return null;
  if (r.statusCode >= 400) return refusalProblem(c, r);
  const type = String(r.headers["content-type"] ?? "");
  // The injector resolves dot segments as a browser would, so "/media/../x" arrives as "/x", a page.
  if (c.target === "media" && !type.startsWith("image/") && !type.startsWith("text/html"))
    return `a picture answered as ${type}`;
  if (c.target === "storefront" && !type.startsWith("text/html")) return `a page answered as ${type}`;
  return null;
}
