import type { FastifyRequest } from "fastify";
import type { Result } from "../../domain/errors.ts";
import { returnUrlOf } from "../../domain/return-url.ts";

/**
 * A request's `redirect_url` as domain/return-url.ts allows it: on the shop's origin (`origin` of the route's
 * context), or, while that is unknown, cut down to a path when it names the request's own Host.
 */
export function requestReturnUrl(
  value: string,
  ctx: { readonly origin: string; readonly request: FastifyRequest },
): Result<string> {
  return returnUrlOf(value, ctx.origin, `${ctx.request.protocol}://${ctx.request.host}`);
}
