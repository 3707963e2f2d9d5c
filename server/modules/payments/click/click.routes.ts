import type { FastifyInstance } from "fastify";
import { CLICK_ERRORS } from "./click-errors.ts";
import type { ClickShop, ClickStage } from "./click.shop.ts";

export const CLICK_PATHS: Record<ClickStage, string> = {
  prepare: "/api/v1/payments/click/prepare/",
  complete: "/api/v1/payments/click/complete/",
};

/**
 * Click's Prepare and Complete URLs. Not contract calls: Click posts form-urlencoded fields and wants HTTP
 * 200 with its own error codes for every refusal, so the body is taken as text in a scope of its own and read
 * by the shop; whatever fails inside is answered -7, never a 5xx.
 */
export function registerClick(app: FastifyInstance, shop: ClickShop) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    for (const stage of ["prepare", "complete"] as const) {
      scope.post(CLICK_PATHS[stage], async (request, reply) => {
        const raw = typeof request.body === "string" ? request.body : "";
        let answer: object;
        try {
          answer = await shop.answer(stage, raw);
        } catch (err) {
          request.log.error({ err }, `Click ${stage} failed`);
          answer = { ...shop.echo(new URLSearchParams(raw)), ...CLICK_ERRORS.failedToUpdate };
        }
        request.log.info({ click: { stage, ...answer } }, "Click callback");
        return reply.code(200).header("cache-control", "no-store").send(answer);
      });
    }
  });
}
