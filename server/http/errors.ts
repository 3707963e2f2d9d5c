import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { message, type MessageKey } from "./messages.ts";
import { pickLanguage } from "./language.ts";

export interface ErrorItem { error: string; message: string; field?: string }

/** A failure the client caused or may see: status, a stable code and a message key, translated when sent. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: MessageKey,
    readonly items: { code: string; key: MessageKey; field: string }[] = [],
    /** Values for the message's `{name}` placeholders. */
    readonly vars: Readonly<Record<string, string | number>> = {},
    /** Sent as `{detail}` whatever the status (404 and 401 always are). */
    readonly asDetail = false,
  ) {
    super(code);
  }
}

export const notFound = () => new HttpError(404, "NOT_FOUND", "NOT_FOUND");

/**
 * 401 `{detail}`: wrong sign-in data (BAD_CREDENTIALS), no bearer token (NOT_AUTHENTICATED), or a token that is
 * forged, expired, of the wrong type or for a user who no longer exists (TOKEN_INVALID).
 */
export const unauthorized = (key: "BAD_CREDENTIALS" | "NOT_AUTHENTICATED" | "TOKEN_INVALID") =>
  new HttpError(401, key === "BAD_CREDENTIALS" ? "AUTH.BAD_CREDENTIALS" : key === "TOKEN_INVALID" ? "AUTH.TOKEN_INVALID" : "AUTH.REQUIRED", key);

/**
 * 400 `{detail}`: a refusal the shopper reads as one sentence (over stock, no owner), as the contract spells those
 * calls' errors; field errors keep the `{status_code, errors}` shape.
 */
export const detailError = (code: string, key: MessageKey, vars: Readonly<Record<string, string | number>> = {}) =>
  new HttpError(400, code, key, [], vars, true);

export function badRequest(items: { code: string; key: MessageKey; field: string }[]): HttpError {
  return new HttpError(400, items[0]?.code ?? "REQUEST.INVALID", items[0]?.key ?? "INVALID_VALUE", items);
}

const FASTIFY_CODES: Record<string, [number, string, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "REQUEST.INVALID_BODY", "INVALID_BODY"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "REQUEST.INVALID_BODY", "INVALID_BODY"],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "REQUEST.TOO_LARGE", "BODY_TOO_LARGE"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "REQUEST.UNSUPPORTED_MEDIA", "UNSUPPORTED_MEDIA"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "REQUEST.INVALID_BODY", "INVALID_BODY"],
  FST_ERR_BAD_URL: [400, "REQUEST.BAD_URL", "INVALID_BODY"],
};

/**
 * The one error handler: 404s and 401s as {detail}, client errors as {status_code, errors:[{error, message}]}, and anything
 * unexpected as a 500 {detail} whose cause is logged here and never sent.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers["accept-language"]);
    reply.removeHeader("etag").removeHeader("cache-control").header("cache-control", "no-store");
    if (error instanceof HttpError) {
      if (error.status === 404 || error.asDetail) return reply.status(error.status).send({ detail: message(error.key, lang, "", error.vars) });
      if (error.status === 401) {
        // RFC 6750: a bearer-protected call says how to authenticate; sign-in failures are not about a token.
        if (error.key !== "BAD_CREDENTIALS") {
          reply.header("www-authenticate", error.key === "TOKEN_INVALID" ? 'Bearer error="invalid_token"' : "Bearer");
        }
        return reply.status(401).send({ detail: message(error.key, lang) });
      }
      const items = error.items.length > 0 ? error.items : [{ code: error.code, key: error.key, field: "" }];
      return reply.status(error.status).send({
        status_code: error.status,
        errors: items.map((i) => ({ error: i.code, message: message(i.key, lang, i.field), ...(i.field ? { field: i.field } : {}) })),
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = known?.[0] ?? (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ detail: message("SERVER_ERROR", lang) });
    }
    const code = known?.[1] ?? `REQUEST.${error.code ?? "INVALID"}`;
    return reply.status(status).send({ status_code: status, errors: [{ error: code, message: message(known?.[2] ?? "INVALID_BODY", lang) }] });
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers["accept-language"]);
    reply.header("cache-control", "no-store").status(404).send({ detail: message("ROUTE_NOT_FOUND", lang) });
  });
}
