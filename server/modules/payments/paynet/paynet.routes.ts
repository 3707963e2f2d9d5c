import type { FastifyInstance } from "fastify";
import { PAYNET_ERRORS } from "./paynet-errors.ts";
import type { PaynetProvider } from "./paynet.provider.ts";

export const PAYNET_PATH = "/api/v1/payments/paynet/";

/**
 * Paynet's one URL. Not a contract call: Paynet speaks JSON-RPC, wants HTTP 200 for its errors (401 only for
 * credentials) and a JSON-RPC parse error for a body that is not JSON, so the body is taken as text in a
 * scope of its own; whatever fails inside is answered -32603, never a 5xx.
 */
export function registerPaynet(app: FastifyInstance, provider: PaynetProvider) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post(PAYNET_PATH, async (request, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      let answer;
      try {
        answer = await provider.answer(raw, request.headers.authorization);
      } catch (err) {
        request.log.error({ err }, "Paynet call failed");
        answer = { httpStatus: 200, body: provider.error(null, PAYNET_ERRORS.system) };
      }
      return reply.code(answer.httpStatus).header("cache-control", "no-store").send(answer.body);
    });
  });
}
