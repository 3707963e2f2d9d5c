import { unwrap } from "../../platform/failure.ts";
import { messageText } from "../../platform/messages.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { CredentialsService } from "./credentials.service.ts";
import { withNationalPhone } from "./phone.ts";

/** Changing the password and the phone of the signed-in user. */
export function credentialsRoutes(credentials: CredentialsService): RouteTable {
  return [
    route(
      "passwordChange",
      async ({ body, userId, sessionId, lang }) => {
        unwrap(await credentials.changePassword(userId, sessionId, body.old_password, body.new_password));
        return { message: messageText("password_changed", lang) };
      },
      { guarded: true },
    ),
    route(
      "phoneChange",
      async ({ body, userId, request, lang }) =>
        unwrap(
          await credentials.startPhoneChange(userId, body.password, body.phone, {
            address: request.ip,
            lang,
          }),
        ),
      { normaliseBody: withNationalPhone, guarded: true },
    ),
    route(
      "smsCodeSend",
      async ({ body, userId, request, lang }) =>
        unwrap(await credentials.sendReceiverCode(userId, body.phone_number, { address: request.ip, lang })),
      { guarded: true },
    ),
    route(
      "smsCodeCheck",
      async ({ body, userId }) => unwrap(await credentials.checkReceiverCode(userId, body.uuid, body.code)),
      { guarded: true },
    ),
    route(
      "phoneChangeVerify",
      async ({ body, userId }) => {
        unwrap(await credentials.verifyPhoneChange(userId, body.phone, body.signature, body.code));
        return { success: true };
      },
      { normaliseBody: withNationalPhone, guarded: true },
    ),
  ];
}
