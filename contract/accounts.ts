import {
  boolean,
  literal,
  nonempty,
  nullable,
  optional,
  refine,
  string,
  type,
  type Infer,
  type Struct,
} from "superstruct";
import { union } from "./union.ts";
import { AvatarSrc } from "./media.ts";
import { Language } from "./enums.ts";
import { FileUpload } from "./uploads.ts";
import { TEXT_LIMITS } from "../domain/text-limits.ts";
import {
  atMost,
  Id,
  IntFromText,
  MoneyString,
  Phone9,
  Points,
  RequiredText,
  SmsCode,
  Token,
  password,
} from "./scalars.ts";

// Sign-in, registration, password and phone changes, the profile, master confirmation.

/** A signature or session this server handed out, sent back. */
const Issued = atMost(nonempty(string()), TEXT_LIMITS.token);

export const TokenPair = type({ access: Token, refresh: Token });
export type TokenPair = Infer<typeof TokenPair>;

// ----- sign-in -----

/** No password minimum at login (spec 5). */
export const LoginRequest = type({
  phone: Phone9,
  password: atMost(nonempty(string()), TEXT_LIMITS.password),
});
export type LoginRequest = Infer<typeof LoginRequest>;
export const LoginAnswer = TokenPair;
export type LoginAnswer = Infer<typeof LoginAnswer>;

export const TokenRefreshRequest = type({ refresh: Token });
export type TokenRefreshRequest = Infer<typeof TokenRefreshRequest>;

export const LogoutAnswer = type({ success: literal(true) });
export type LogoutAnswer = Infer<typeof LogoutAnswer>;
/** The refresh token is rotated only sometimes; when absent, keep the old one. */
export const TokenRefreshAnswer = type({ access: Token, refresh: optional(Token) });
export type TokenRefreshAnswer = Infer<typeof TokenRefreshAnswer>;

// ----- the profile -----

/**
 * The signed-in user. Spec 3 names: discount points ("ball") = coupon_balance; cashback balance =
 * cashback_balance; master flag = is_master. Its name/surname, photo and extra phone have no field here; the
 * struct lets such extra keys through untouched. `discount_card` is ours (decision 0006): a master's card
 * number, absent or null for everyone else.
 */
export const User = type({
  id: Id,
  phone: Phone9,
  full_name: nullable(string()),
  address: nullable(string()),
  avatar_src: nullable(AvatarSrc),
  cashback_balance: MoneyString,
  coupon_balance: Points,
  language: optional(nullable(Language)),
  is_master: boolean(),
  discount_card: optional(nullable(string())),
});
export type User = Infer<typeof User>;

/** Multipart. An empty-string `avatar` removes the picture; an absent one leaves it. */
export const AccountEditRequest = type({
  full_name: optional(atMost(string(), TEXT_LIMITS.name)),
  address: optional(atMost(string(), TEXT_LIMITS.address)),
  avatar: optional(union([FileUpload, literal("")])),
});
export type AccountEditRequest = Infer<typeof AccountEditRequest>;

/** The confirmation must equal the new password; the failure is reported at `password_confirm`. */
function confirmed<T extends { new_password: string; password_confirm: string }, S>(struct: Struct<T, S>) {
  return refine(struct, "PasswordConfirmed", (value, ctx) =>
    value.new_password === value.password_confirm
      ? true
      : { path: [...ctx.path, "password_confirm"], message: "Entered passwords must be identical" },
  );
}

/**
 * Spec 9 gives 6 (reset) and 8 (registration); the change screen is not pinned, so the lower bound applies.
 */
export const PasswordChangeRequest = confirmed(
  type({ old_password: nonempty(string()), new_password: password(6), password_confirm: string() }),
);
export type PasswordChangeRequest = Infer<typeof PasswordChangeRequest>;

/**
 * Changing the phone: the password proves the owner, the answer's signature ties the SMS code to this
 * request.
 */
export const PhoneChangeRequest = type({
  password: atMost(nonempty(string()), TEXT_LIMITS.password),
  phone: Phone9,
});
export type PhoneChangeRequest = Infer<typeof PhoneChangeRequest>;
export const SignatureAnswer = type({ signature: nonempty(string()) });
export type SignatureAnswer = Infer<typeof SignatureAnswer>;
export const PhoneChangeVerifyRequest = type({ code: SmsCode, signature: Issued, phone: Phone9 });
export type PhoneChangeVerifyRequest = Infer<typeof PhoneChangeVerifyRequest>;

// ----- registration: entrypoint (SMS sent) -> verify (code) -> register (password) -----

/** Without a district: "send the code again" within the phone's open session (decision 0036). */
export const RegistrationEntrypointRequest = type({ phone: Phone9, district: optional(IntFromText) });
export type RegistrationEntrypointRequest = Infer<typeof RegistrationEntrypointRequest>;
export const RegistrationEntrypointAnswer = type({ session: nonempty(string()) });
export type RegistrationEntrypointAnswer = Infer<typeof RegistrationEntrypointAnswer>;

export const RegistrationVerifyRequest = type({ code: SmsCode, phone: Phone9, session: Issued });
export type RegistrationVerifyRequest = Infer<typeof RegistrationVerifyRequest>;
export const RegistrationVerifyAnswer = SignatureAnswer;
export type RegistrationVerifyAnswer = Infer<typeof RegistrationVerifyAnswer>;

export const RegistrationRegisterRequest = type({
  password: password(8),
  full_name: atMost(RequiredText, TEXT_LIMITS.name),
  signature: Issued,
});
export type RegistrationRegisterRequest = Infer<typeof RegistrationRegisterRequest>;
/**
 * The contract returns `token: {access, refresh}`; spec 3 says "after registration a single token is
 * returned". Both are read: a bare string is an access token with no refresh token.
 */
export const RegistrationRegisterAnswer = type({ token: union([TokenPair, Token]), full_name: string() });
export type RegistrationRegisterAnswer = Infer<typeof RegistrationRegisterAnswer>;

// ----- password reset: phone -> code (answers tokens) -> new password with that access token -----

export const PasswordResetRequest = type({ phone: Phone9 });
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;
export const PasswordResetAnswer = SignatureAnswer;
export type PasswordResetAnswer = Infer<typeof PasswordResetAnswer>;

export const PasswordResetVerifyRequest = type({ code: SmsCode, signature: Issued });
export type PasswordResetVerifyRequest = Infer<typeof PasswordResetVerifyRequest>;
export const PasswordResetVerifyAnswer = TokenPair;
export type PasswordResetVerifyAnswer = Infer<typeof PasswordResetVerifyAnswer>;

export const PasswordChangeAfterResetRequest = confirmed(
  type({ new_password: password(6), password_confirm: string() }),
);
export type PasswordChangeAfterResetRequest = Infer<typeof PasswordChangeAfterResetRequest>;

// ----- an extra receiver phone at checkout, confirmed by SMS -----

export const SmsCodeSendRequest = type({ phone_number: Phone9 });
export type SmsCodeSendRequest = Infer<typeof SmsCodeSendRequest>;
export const SmsCodeSendAnswer = type({ uuid: nonempty(string()) });
export type SmsCodeSendAnswer = Infer<typeof SmsCodeSendAnswer>;
export const SmsCodeCheckRequest = type({ uuid: nonempty(string()), code: SmsCode });
export type SmsCodeCheckRequest = Infer<typeof SmsCodeCheckRequest>;
export const SmsCodeCheckAnswer = type({ verified: boolean() });
export type SmsCodeCheckAnswer = Infer<typeof SmsCodeCheckAnswer>;

// ----- master (tradesperson) confirmation -----

export const MasterRequest = type({ phone: Phone9 });
export type MasterRequest = Infer<typeof MasterRequest>;
export const MasterRequestAnswer = type({ is_master: boolean() });
export type MasterRequestAnswer = Infer<typeof MasterRequestAnswer>;
export const MasterVerifyRequest = type({ phone: Phone9, otp: SmsCode });
export type MasterVerifyRequest = Infer<typeof MasterVerifyRequest>;
export const MasterVerifyAnswer = type({ is_master: boolean(), message: string() });
export type MasterVerifyAnswer = Infer<typeof MasterVerifyAnswer>;
