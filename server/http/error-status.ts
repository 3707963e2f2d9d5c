import type { ErrorCode } from "../../domain/errors.ts";

/**
 * The one table from a domain error code to its HTTP status; a code not listed is the client's mistake, 400.
 */
const STATUS: Partial<Record<ErrorCode, number>> = {
  "GENERIC.NOT_FOUND": 404,
  "GENERIC.ROUTE_NOT_FOUND": 404,
  "AUTH.BAD_CREDENTIALS": 401,
  "AUTH.REQUIRED": 401,
  "AUTH.TOKEN_INVALID": 401,
  "MASTER.REQUIRED": 403,
  "STAFF.FORBIDDEN": 403,
  "ORDER.STATUS_LOCKED": 409,
  "PROMO.CODE_TAKEN": 409,
  "CATALOGUE.SKU_TAKEN": 409,
  "REQUEST.METHOD_NOT_ALLOWED": 405,
  "REQUEST.TOO_LARGE": 413,
  "REQUEST.UNSUPPORTED_MEDIA": 415,
  "REQUEST.TOO_MANY": 429,
  "CODE.TOO_SOON": 429,
  "CODE.THROTTLED": 429,
  "GENERIC.SERVER_ERROR": 500,
  "GENERIC.UNAVAILABLE": 503,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}
