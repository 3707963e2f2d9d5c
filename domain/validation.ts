import type { DomainError } from "./errors.ts";

/**
 * Field rules of the forms. A rule answers null when the value passes, or the error to show; the first
 * failing rule of a field wins. Lengths count characters as typed (only `required` trims).
 */
export type FieldError = DomainError | null;
export type Rule = (value: string) => FieldError;

export const DEFAULT_MAX_LENGTH = 99;
export const TEXT_MIN_LENGTH = 4;
export const CODE_LENGTH = 6;

/** Password minimum per flow: none at login, 6 when resetting, 8 when registering. */
export const PASSWORD_MIN_LENGTH = { login: 0, reset: 6, registration: 8 } as const;
export type PasswordFlow = keyof typeof PASSWORD_MIN_LENGTH;

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}

export const required: Rule = (value) => (isBlank(value) ? { code: "FIELD.REQUIRED" } : null);

export function minLength(min: number): Rule {
  return (value) => (value.length < min ? { code: "FIELD.MIN_LENGTH", params: { min } } : null);
}

export function maxLength(max: number = DEFAULT_MAX_LENGTH): Rule {
  return (value) => (value.length > max ? { code: "FIELD.MAX_LENGTH", params: { max } } : null);
}

export function sameAs(other: string): Rule {
  return (value) => (value === other ? null : { code: "FIELD.SAME_AS" });
}

/**
 * A free-text field (feedback, bug report, review text) needs at least 4 characters ("Kamida 4 ta belgi").
 */
export const textMinLength: Rule = (value) =>
  value.trim().length < TEXT_MIN_LENGTH
    ? { code: "FIELD.TEXT_TOO_SHORT", params: { min: TEXT_MIN_LENGTH } }
    : null;

export function validateField(value: string, rules: readonly Rule[]): FieldError {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

export function isValidCode(text: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(text);
}

export function validateCode(text: string): FieldError {
  if (isBlank(text)) return { code: "FIELD.REQUIRED" };
  return isValidCode(text.trim()) ? null : { code: "CODE.INVALID", params: { length: CODE_LENGTH } };
}

export function validatePassword(password: string, flow: PasswordFlow): FieldError {
  if (flow !== "login" && password === "") return { code: "FIELD.REQUIRED" };
  const min = PASSWORD_MIN_LENGTH[flow];
  return password.length < min ? { code: "PASSWORD.TOO_SHORT", params: { min } } : null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): FieldError {
  return password === confirmation ? null : { code: "PASSWORD.MISMATCH" };
}
