import type { FastifyReply } from "fastify";

/**
 * Every error answer names its code here too, so a client that reads only the text can still tell refusals
 * apart (and a cross-origin script may read it: http/cors.ts exposes it).
 */
export const ERROR_CODE_HEADER = "x-error-code";

/** One refused thing: its stable code, its translated text, and the field it concerns when there is one. */
export interface ErrorItem {
  error: string;
  message: string;
  field?: string;
}

/**
 * The one body of every 4xx and 5xx answer: each of the contract's error shapes at once, so every client
 * reads it whichever it looks for first. The shop's site and app read `detail`; another client reads
 * `message` or `errors[0].message`; a form reads `errors[i].field`. `detail` and `message` are the first
 * item's text, the one a client shows when it shows one.
 */
export interface ErrorBody {
  status_code: number;
  detail: string;
  message: string;
  errors: ErrorItem[];
}

export function errorBody(status: number, items: readonly [ErrorItem, ...ErrorItem[]]): ErrorBody {
  const text = items[0].message;
  return { status_code: status, detail: text, message: text, errors: [...items] };
}

/** Sends a refusal: its status, its code in the header (the first item's), and the one body. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  items: readonly [ErrorItem, ...ErrorItem[]],
) {
  return reply.status(status).header(ERROR_CODE_HEADER, code).send(errorBody(status, items));
}
