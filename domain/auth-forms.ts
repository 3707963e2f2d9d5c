import type { DomainError, Result } from "./errors.ts";
import { isValidUzPhone, stripPhone } from "./phone.ts";
import {
  isBlank,
  validateCode,
  validatePassword,
  validatePasswordConfirmation,
  type PasswordFlow,
} from "./validation.ts";

/** A form-level failure: the one message to show and every field to mark erroneous. */
export interface FormError<F extends string = string> extends DomainError {
  readonly fields: readonly F[];
}
export type FormResult<T, F extends string> = Result<T, FormError<F>>;

function formFail<F extends string>(
  error: DomainError,
  fields: readonly F[],
): { ok: false; error: FormError<F> } {
  return { ok: false, error: { ...error, fields } };
}

export interface LoginInput {
  readonly phone: string;
  readonly password: string;
}

/** Login: a bad phone shows phone_error; then a missing password shows write_number_password. No minimum. */
export function validateLogin(input: LoginInput): FormResult<LoginInput, "phone" | "password"> {
  if (!isValidUzPhone(input.phone)) return formFail({ code: "PHONE.INVALID" }, ["phone"]);
  if (input.password === "") return formFail({ code: "LOGIN.CREDENTIALS_MISSING" }, ["phone", "password"]);
  return { ok: true, value: { phone: stripPhone(input.phone), password: input.password } };
}

export const RESET_PHONE_MIN_LENGTH = 9;

/** Password reset, step 1: the phone is required and at least 9 characters once the mask is stripped. */
export function validateResetPhone(phone: string): FormResult<string, "phone"> {
  if (isBlank(phone)) return formFail({ code: "FIELD.REQUIRED" }, ["phone"]);
  // A half-typed masked number still carries the +998 of the mask; only what follows it counts.
  const digits = stripPhone(phone).replace(/^\+998/, "");
  if (digits.length < RESET_PHONE_MIN_LENGTH) {
    return formFail({ code: "FIELD.MIN_LENGTH", params: { min: RESET_PHONE_MIN_LENGTH } }, ["phone"]);
  }
  return { ok: true, value: digits };
}

/** The SMS code step of reset, registration and phone change: exactly 6 digits. */
export function validateCodeStep(code: string): FormResult<string, "code"> {
  const error = validateCode(code);
  return error ? formFail(error, ["code"]) : { ok: true, value: code.trim() };
}

export interface NewPasswordInput {
  readonly password: string;
  readonly confirmation: string;
}

/**
 * New password of reset (min 6) or registration (min 8): min_password when short, password_error on mismatch.
 */
export function validateNewPassword(
  input: NewPasswordInput,
  flow: Exclude<PasswordFlow, "login">,
): FormResult<string, "password" | "confirmation"> {
  const short = validatePassword(input.password, flow);
  if (short) return formFail(short, ["password"]);
  const mismatch = validatePasswordConfirmation(input.password, input.confirmation);
  if (mismatch) return formFail(mismatch, ["password", "confirmation"]);
  return { ok: true, value: input.password };
}

export interface RegistrationInput {
  readonly full_name: string;
  readonly region: number | string | null | undefined;
  readonly district: number | string | null | undefined;
  readonly phone: string;
  readonly checked: boolean;
}
export type RegistrationField = "full_name" | "region" | "district" | "phone" | "checked";

/**
 * Registration, step 1. An invalid phone (empty included) gives phone_error; otherwise any missing field or
 * unticked terms gives fill_in_form. `fields` always lists every failing field so all of them can be marked.
 */
export function validateRegistration(
  input: RegistrationInput,
): FormResult<RegistrationInput, RegistrationField> {
  const failing: RegistrationField[] = [];
  if (isBlank(input.full_name)) failing.push("full_name");
  if (isBlank(input.region === null || input.region === undefined ? "" : String(input.region)))
    failing.push("region");
  if (isBlank(input.district === null || input.district === undefined ? "" : String(input.district))) {
    failing.push("district");
  }
  const phoneValid = isValidUzPhone(input.phone);
  if (!phoneValid) failing.push("phone");
  if (!input.checked) failing.push("checked");
  if (!phoneValid) return formFail({ code: "PHONE.INVALID" }, failing);
  if (failing.length > 0) return formFail({ code: "FORM.INCOMPLETE" }, failing);
  return { ok: true, value: { ...input, full_name: input.full_name.trim(), phone: stripPhone(input.phone) } };
}
