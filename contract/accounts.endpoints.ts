import * as A from "./accounts.ts";
import { MessageAnswer, SuccessAnswer } from "./common.ts";
import { defineEndpoints } from "./endpoint.ts";

export const accountEndpoints = defineEndpoints({
  login: { method: "POST", path: "auth/login/", body: A.LoginRequest, answer: A.LoginAnswer, auth: "none" },
  tokenRefresh: {
    method: "POST",
    path: "auth/token/refresh/",
    body: A.TokenRefreshRequest,
    answer: A.TokenRefreshAnswer,
    auth: "none",
  },
  /**
   * Ours, not in the shop's contract: log-out ends the session on the server too (its refresh token family
   * is revoked), so a copied refresh token dies with it. Always `{success: true}`.
   */
  logout: {
    method: "POST",
    path: "auth/logout/",
    body: A.TokenRefreshRequest,
    answer: A.LogoutAnswer,
    auth: "none",
  },
  account: { method: "GET", path: "account/", answer: A.User, auth: "required" },
  accountEdit: {
    method: "PUT",
    path: "account/edit/",
    body: A.AccountEditRequest,
    encoding: "multipart",
    answer: A.User,
    auth: "required",
  },
  passwordChange: {
    method: "PUT",
    path: "account/password-change/",
    body: A.PasswordChangeRequest,
    answer: MessageAnswer,
    auth: "required",
  },
  phoneChange: {
    method: "POST",
    path: "account/change-phone/",
    body: A.PhoneChangeRequest,
    answer: A.SignatureAnswer,
    auth: "required",
  },
  phoneChangeVerify: {
    method: "POST",
    path: "account/change-phone/verify/",
    body: A.PhoneChangeVerifyRequest,
    answer: SuccessAnswer,
    auth: "required",
  },
  registrationEntrypoint: {
    method: "POST",
    path: "account/registration/entrypoint/",
    body: A.RegistrationEntrypointRequest,
    answer: A.RegistrationEntrypointAnswer,
    auth: "none",
  },
  registrationVerify: {
    method: "POST",
    path: "account/registration/verify/",
    body: A.RegistrationVerifyRequest,
    answer: A.RegistrationVerifyAnswer,
    auth: "none",
  },
  registrationRegister: {
    method: "POST",
    path: "account/registration/register/",
    body: A.RegistrationRegisterRequest,
    answer: A.RegistrationRegisterAnswer,
    auth: "none",
  },
  passwordReset: {
    method: "POST",
    path: "account/password-reset/",
    body: A.PasswordResetRequest,
    answer: A.PasswordResetAnswer,
    auth: "none",
  },
  passwordResetVerify: {
    method: "POST",
    path: "account/password-reset/verify/",
    body: A.PasswordResetVerifyRequest,
    answer: A.PasswordResetVerifyAnswer,
    auth: "none",
  },
  /** The bearer here is the access token that password-reset/verify answered. */
  passwordChangeAfterReset: {
    method: "PUT",
    path: "account/password-change-after-reset/",
    body: A.PasswordChangeAfterResetRequest,
    answer: MessageAnswer,
    auth: "required",
  },
  smsCodeSend: {
    method: "POST",
    path: "account/verification/SendCodeSMS/",
    body: A.SmsCodeSendRequest,
    answer: A.SmsCodeSendAnswer,
    auth: "required",
  },
  smsCodeCheck: {
    method: "POST",
    path: "account/verification/CheckCodeSMS/",
    body: A.SmsCodeCheckRequest,
    answer: A.SmsCodeCheckAnswer,
    auth: "required",
  },
  masterRequest: {
    method: "POST",
    path: "account/request-for-master/",
    body: A.MasterRequest,
    answer: A.MasterRequestAnswer,
    auth: "required",
  },
  masterRequestVerify: {
    method: "POST",
    path: "account/verify-request-for-master/",
    body: A.MasterVerifyRequest,
    answer: A.MasterVerifyAnswer,
    auth: "required",
  },
});
