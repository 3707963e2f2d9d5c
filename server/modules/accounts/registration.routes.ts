import { found, unwrap } from "../../platform/failure.ts";
import { messageText } from "../../platform/messages.ts";
import { guestBinding } from "../../platform/owner.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import { withNationalPhone } from "./phone.ts";
import type { SignUpService } from "./registration.service.ts";

// Every answer carries a ticket or tokens for one person: never cached. Each call sends or checks a code.
const personal = { personal: true, normaliseBody: withNationalPhone, guarded: true };

/** Registration and password reset, as the contract's Accounts table has them. */
export function signUpRoutes(
  signUp: SignUpService,
  phoneOf: (userId: number) => Promise<string | null>,
): RouteTable {
  return [
    route(
      "registrationEntrypoint",
      async ({ body, request, lang }) =>
        unwrap(await signUp.startRegistration(body.phone, body.district, { address: request.ip, lang })),
      personal,
    ),
    route(
      "registrationVerify",
      async ({ body }) => unwrap(await signUp.verifyRegistration(body.phone, body.session, body.code)),
      personal,
    ),
    route(
      "registrationRegister",
      async ({ body, owner }) =>
        unwrap(await signUp.register(body.signature, body.password, body.full_name, guestBinding(owner))),
      personal,
    ),
    route(
      "passwordReset",
      async ({ body, request, lang }) =>
        unwrap(await signUp.startReset(body.phone, { address: request.ip, lang })),
      personal,
    ),
    route(
      "passwordResetVerify",
      async ({ body, owner }) =>
        unwrap(await signUp.verifyReset(body.signature, body.code, guestBinding(owner))),
      personal,
    ),
    route("passwordChangeAfterReset", async ({ body, userId, lang }) => {
      const phone = found(await phoneOf(userId));
      unwrap(await signUp.changeAfterReset(userId, phone, body.new_password));
      return { message: messageText("password_changed", lang) };
    }),
  ];
}
