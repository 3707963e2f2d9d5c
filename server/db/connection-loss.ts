import { Failure } from "../platform/failure.ts";

/** What a 503 tells the client to wait: about as long as a PostgreSQL restart or a failover takes. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The statement's connection broke under it: the server terminated it (pg_terminate_backend, a restart, a
 * failover: 57P01/57P02), or the socket closed or reset. Anything sent on it may or may not have run.
 */
const LOST_CODES = new Set(["57P01", "57P02", "08000", "08003", "08006", "08007", "ECONNRESET", "EPIPE"]);
const LOST_TEXT = /Connection terminated unexpectedly|not queryable|Connection terminated$/;

/**
 * No connection could be had: refused, the server starting up or shutting down (57P03), too many
 * connections (53300), no route, or no answer within the pool's connection timeout.
 */
const UNREACHABLE_CODES = new Set([
  "57P03",
  "08001",
  "08004",
  "53300",
  "ECONNREFUSED",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const TIMEOUT_TEXT =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null ? String((error as { code?: unknown }).code) : "";
const textOf = (error: unknown) => (error instanceof Error ? error.message : "");

export const isConnectionLost = (error: unknown) =>
  LOST_CODES.has(codeOf(error)) || LOST_TEXT.test(textOf(error));

/** No connection within the pool's timeout: trying again at once would make the caller wait as long again. */
export const isConnectTimeout = (error: unknown) =>
  codeOf(error) === "ETIMEDOUT" || TIMEOUT_TEXT.test(textOf(error));

export const isDatabaseUnreachable = (error: unknown) =>
  isConnectionLost(error) || UNREACHABLE_CODES.has(codeOf(error)) || isConnectTimeout(error);

/**
 * A statement that only reads, told by its text: it begins with SELECT or WITH and names no writing clause
 * anywhere (a WITH may hide an INSERT; SELECT ... INTO creates a table). A word that merely looks like one
 * (a column "updated_at" does not) makes it count as a write: the cost is a 503 instead of a retry.
 */
export function isReadStatement(text: string): boolean {
  const body = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*/, "");
  return /^(select|with)\b/i.test(body) && !/\b(insert|update|delete|merge|into|copy)\b/i.test(body);
}

/**
 * The database could not be reached, or the connection was lost: answered 503 with Retry-After
 * (GENERIC.UNAVAILABLE), never 500. `retrySafe` says nothing took effect (no connection was had, or a
 * transaction lost it before COMMIT, so PostgreSQL rolled it back): running the work again is safe. A lost
 * COMMIT or a lost write may have taken effect, so it is never run again here.
 */
export class DatabaseUnavailable extends Failure {
  constructor(
    override readonly cause: unknown,
    readonly retrySafe: boolean,
  ) {
    super({ code: "GENERIC.UNAVAILABLE", params: { seconds: RETRY_AFTER_SECONDS } });
    this.name = "DatabaseUnavailable";
  }
}

/** The error as the callers see it: an unreachable database becomes DatabaseUnavailable, the rest as is. */
export function unavailableOr(error: unknown, retrySafe: boolean): unknown {
  if (error instanceof DatabaseUnavailable || !isDatabaseUnreachable(error)) return error;
  return new DatabaseUnavailable(error, retrySafe || !isConnectionLost(error));
}
