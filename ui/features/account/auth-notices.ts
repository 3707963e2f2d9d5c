import { msg } from "@lingui/core/macro";

/**
 * The success toasts of registration and password reset (spec section 8), kept with the account texts: the
 * browser fetches that catalog with the modal, not with the page.
 */
export const AUTH_NOTICES = {
  registered: msg({ id: "account.register.success", message: "You have registered successfully" }),
  resetCodeSent: msg({ id: "account.reset.codeSent", message: "A reset code was sent to your phone" }),
  passwordChanged: msg({ id: "account.reset.changed", message: "The password has been changed" }),
  sessionEnded: msg({
    id: "account.sessionEnded",
    message: "Your session has ended. Please sign in again.",
  }),
};
