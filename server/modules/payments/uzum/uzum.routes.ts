import type { FastifyInstance } from "fastify";
import { UZUM_ERRORS } from "./uzum-errors.ts";
import type { UzumMerchant } from "./uzum.merchant.ts";

export const UZUM_PATH = "/api/v1/payments/uzum/";

/**
 * Uzum Bank's webhook URLs, `check/`, `create/`, `confirm/`, `reverse/` and `status/` under UZUM_PATH (any
 * other name answers Uzum's unknown-operation error). Not contract calls: Uzum wants its own FAILED answers
 * (HTTP 400) for a body that is not JSON too, so the body is taken as text in a scope of its own; whatever
 * fails inside is answered 99999, never a 5xx.
 */
export function registerUzum(app: FastifyInstance, merchant: UzumMerchant) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { operation: string } }>(`${UZUM_PATH}:operation/`, async (request, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const operation = request.params.operation;
      let answer;
      try {
        answer = await merchant.answer(operation, raw, request.headers.authorization);
      } catch (err) {
        request.log.error({ err }, `Uzum ${operation} failed`);
        answer = merchant.failure(UZUM_ERRORS.system, null);
      }
      request.log.info({ uzum: { operation, status: answer.body.status } }, "Uzum webhook");
      return reply.code(answer.httpStatus).header("cache-control", "no-store").send(answer.body);
    });
  });
}
