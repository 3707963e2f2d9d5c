import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerText, failureAnswer } from "./exchange-answer.ts";
import { SESSION_COOKIE } from "./exchange-sessions.service.ts";
import type { ExchangeService } from "./exchange.service.ts";

/** Where 1C's "exchange with the site" is pointed (its setting "Адрес сайта"). */
export const EXCHANGE_PATH = "/api/v1/1c/exchange";

const one = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined;

/**
 * The exchange's one address. Not a contract call: 1C sends GET and POST with the command in the query,
 * files as raw bodies (not forms), and reads plain text lines back; so the body is taken unread in a scope
 * of its own (no size limit of the JSON calls: mode=file keeps its own, file_limit), and whatever fails
 * inside is answered `failure` with a reason, never a 5xx or JSON.
 */
export function registerExchange(app: FastifyInstance, service: ExchangeService) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const body = request.body as Readable | undefined;
      let answer;
      try {
        answer = await service.handle({
          type: one(query.type) ?? "",
          mode: one(query.mode) ?? "",
          filename: one(query.filename),
          sessionId: request.cookies?.[SESSION_COOKIE] ?? one(query.sessid),
          authorization: request.headers.authorization,
          body: body && typeof body.pipe === "function" ? body : undefined,
        });
      } catch (err) {
        request.log.error({ err }, "1C exchange call failed");
        answer = {
          contentType: "text/plain" as const,
          text: answerText(failureAnswer("ошибка на сайте; повторите обмен позже")),
        };
      }
      if (answer.text.startsWith("failure")) request.log.warn({ onec: answer.text }, "1C exchange refused");
      return reply
        .code(200)
        .header("cache-control", "no-store")
        .type(`${answer.contentType}; charset=utf-8`)
        .send(answer.text);
    };
    scope.get(EXCHANGE_PATH, handle);
    scope.post(EXCHANGE_PATH, handle);
  });
}
