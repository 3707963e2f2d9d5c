import { found, unwrap } from "../../platform/failure.ts";
import { messageText } from "../../platform/messages.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { MasterService } from "./master.service.ts";
import { withNationalPhone } from "./phone.ts";

export function masterRoutes(
  master: MasterService,
  phoneOf: (userId: number) => Promise<string | null>,
): RouteTable {
  return [
    route(
      "masterRequest",
      async ({ body, userId, request, lang }) =>
        unwrap(
          await master.request(userId, found(await phoneOf(userId)), body.phone, {
            address: request.ip,
            lang,
          }),
        ),
      { normaliseBody: withNationalPhone, guarded: true },
    ),
    route(
      "masterRequestVerify",
      async ({ body, userId, lang }) => {
        unwrap(await master.verify(userId, body.phone, body.otp));
        return { is_master: true, message: messageText("master_confirmed", lang) };
      },
      { normaliseBody: withNationalPhone, guarded: true },
    ),
  ];
}
