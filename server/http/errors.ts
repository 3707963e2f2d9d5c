import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DomainError, ErrorCode } from "../../domain/errors.ts";
import { Failure } from "../platform/failure.ts";
import { errorText } from "../platform/messages.ts";
import { sendError } from "./error-body.ts";
import { statusOf } from "./error-status.ts";
import { pickLanguage } from "./language.ts";

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "REQUEST.INVALID_BODY",
  FST_ERR_CTP_EMPTY_JSON_BODY: "REQUEST.INVALID_BODY",
  FST_ERR_CTP_BODY_TOO_LARGE: "REQUEST.TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "REQUEST.UNSUPPORTED_MEDIA",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "REQUEST.INVALID_BODY",
  FST_ERR_BAD_URL: "REQUEST.BAD_URL",
  FST_ERR_MAX_PARAM_LENGTH: "REQUEST.BAD_URL",
};

function sendDetail(
  reply: FastifyReply,
  status: number,
  error: DomainError,
  lang: ReturnType<typeof pickLanguage>,
) {
  return sendError(reply, status, error.code, [{ error: error.code, message: errorText(error, lang) }]);
}

/**
 * The Failure an error is or carries: a library that wraps what it calls (drizzle wraps every driver error
 * as its cause) must not turn the database's 503 into a 500.
 */
function failureIn(error: unknown): Failure | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof Failure) return e;
  return undefined;
}

/**
 * The one error handler. A Failure's code decides its status (error-status.ts) and its text (the catalogs),
 * one item per refused field or one for the whole refusal; framework refusals (broken JSON, too large) the
 * same; anything unexpected is a 500 whose cause is logged here and never sent. Every one answers in the one
 * body of error-body.ts.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | Failure, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers["accept-language"]);
    reply.removeHeader("etag").removeHeader("cache-control").header("cache-control", "no-store");
    const error = failureIn(thrown);
    if (error) {
      const status = statusOf(error.error.code);
      // RFC 9110: a 429 or a 503 says when to come back, when the refusal knows.
      const wait = error.error.params?.seconds;
      if ((status === 429 || status === 503) && typeof wait === "number")
        reply.header("retry-after", String(wait));
      // The database out of reach: the operator's to see (its cause), the client's to try again.
      if (status === 503)
        request.log.warn(
          { err: error.cause ?? error },
          "a service the answer needs is unavailable (database or picture store)",
        );
      if (error.fields.length === 0) {
        // RFC 6750: a bearer-protected call says how to authenticate; sign-in failures are not about a token.
        if (error.error.code === "AUTH.TOKEN_INVALID")
          reply.header("www-authenticate", 'Bearer error="invalid_token"');
        if (error.error.code === "AUTH.REQUIRED") reply.header("www-authenticate", "Bearer");
        return sendDetail(reply, status, error.error, lang);
      }
      const [first, ...rest] = error.fields.map((f) => ({
        error: f.code,
        // The refusal's own params (a size, a wait) belong to its first field's message.
        message: errorText(
          {
            code: f.code,
            params: f.params
              ? { ...f.params, field: f.field }
              : f.code === error.error.code
                ? { ...error.error.params, field: f.field }
                : { field: f.field },
          },
          lang,
        ),
        field: f.field,
      }));
      return sendError(reply, status, error.error.code, [first!, ...rest]);
    }
    return sendFrameworkError(thrown as FastifyError, request, reply, lang);
  });
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers["accept-language"]);
    reply.header("cache-control", "no-store");
    return sendDetail(reply, 404, { code: "GENERIC.ROUTE_NOT_FOUND" }, lang);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode or a path parameter past maxParamLength is refused
 * by the router before any route, hook or error handler runs, in Fastify's own shape; this answers it like
 * every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onRequest hook has run to give the answer its id (http/health.ts), so it is given here.
  reply.header("cache-control", "no-store").header("x-request-id", request.id);
  return sendFrameworkError(error, request, reply, pickLanguage(request.headers["accept-language"]));
}

function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: ReturnType<typeof pickLanguage>,
) {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  const status = known
    ? statusOf(known)
    : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return sendDetail(reply, 500, { code: "GENERIC.SERVER_ERROR" }, lang);
  }
  const code = known ?? `REQUEST.${error.code ?? "INVALID"}`;
  return sendError(reply, status, code, [
    { error: code, message: errorText({ code: known ?? "REQUEST.INVALID" }, lang) },
  ]);
}
