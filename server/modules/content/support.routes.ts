import { unwrap } from "../../platform/failure.ts";
import { gatherList, PHOTO_REFUSALS } from "../../platform/photo-form.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { SupportService } from "./support.service.ts";

/** Bug reports and instruction votes; answers are the caller's own, never cached. */
export function supportRoutes(support: SupportService): RouteTable {
  return [
    route(
      "typoReport",
      async ({ body, owner, reply }) => {
        const report = unwrap(await support.report(body, owner));
        reply.code(201);
        return report;
      },
      {
        inbox: true,
        normaliseBody: (body) => gatherList(body, "images"),
        refusals: { ...PHOTO_REFUSALS, content: { invalid: "FIELD.TEXT_TOO_SHORT" } },
      },
    ),
    route("instructionAnswer", async ({ params, body, owner }) => {
      unwrap(await support.vote(params.id, body, owner));
      return {};
    }),
  ];
}
