import type { FastifyInstance } from "fastify";
import { PAYME_ERRORS } from "./payme-errors.ts";
import type { PaymeMerchant } from "./payme.merchant.ts";

export const PAYME_PATH = "/api/v1/payments/payme/";

/**
 * Payme's callback URL. Not a contract call: Payme speaks JSON-RPC, wants HTTP 200 for its errors too and a
 * JSON-RPC parse error for a body that is not JSON, so the body is taken as text in a scope of its own.
 */
export function registerPayme(app: FastifyInstance, merchant: PaymeMerchant) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post(PAYME_PATH, async (request, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      let answer: object;
      try {
        answer = await merchant.answer(raw, request.headers.authorization);
      } catch (err) {
        request.log.error({ err }, "Payme callback failed");
        answer = merchant.error(null, PAYME_ERRORS.system);
      }
      return reply.code(200).header("cache-control", "no-store").send(answer);
    });
  });
}
