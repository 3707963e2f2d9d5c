import { describe, expect, it } from "vitest";
import {
  CODE_LENGTH,
  DEFAULT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MIN_LENGTH,
  isValidCode,
  maxLength,
  minLength,
  required,
  sameAs,
  textMinLength,
  validateCode,
  validateField,
  validatePassword,
  validatePasswordConfirmation,
} from "../../../domain/validation";
import { englishMessage } from "../../../domain/errors";

describe("field rules", () => {
  it("requires a value that is not blank after trimming", () => {
    expect(required("a")).toBeNull();
    expect(required("   ")).toEqual({ code: "FIELD.REQUIRED" });
    expect(englishMessage(required("") ?? { code: "GENERIC.UNKNOWN" })).toBe("Value is required");
  });

  it("checks minimum and maximum length with the spec's message", () => {
    expect(minLength(8)("1234567")).toEqual({ code: "FIELD.MIN_LENGTH", params: { min: 8 } });
    expect(minLength(8)("12345678")).toBeNull();
    expect(englishMessage({ code: "FIELD.MIN_LENGTH", params: { min: 8 } })).toBe(
      "This field should be at least 8 characters long",
    );
    expect(DEFAULT_MAX_LENGTH).toBe(99);
    expect(maxLength()("x".repeat(99))).toBeNull();
    expect(maxLength()("x".repeat(100))).toEqual({ code: "FIELD.MAX_LENGTH", params: { max: 99 } });
  });

  it("checks that two values are equal", () => {
    expect(sameAs("abc")("abc")).toBeNull();
    expect(sameAs("abc")("abd")).toEqual({ code: "FIELD.SAME_AS" });
    expect(englishMessage({ code: "FIELD.SAME_AS" })).toBe("The value must be equal to the other value");
  });

  it("needs at least 4 characters in a text field", () => {
    expect(TEXT_MIN_LENGTH).toBe(4);
    expect(textMinLength("abc")).toEqual({ code: "FIELD.TEXT_TOO_SHORT", params: { min: 4 } });
    expect(textMinLength(" abc ")).toEqual({ code: "FIELD.TEXT_TOO_SHORT", params: { min: 4 } });
    expect(textMinLength("abcd")).toBeNull();
  });

  it("reports the first failing rule", () => {
    expect(validateField("", [required, minLength(4)])).toEqual({ code: "FIELD.REQUIRED" });
    expect(validateField("ab", [required, minLength(4)])).toEqual({
      code: "FIELD.MIN_LENGTH",
      params: { min: 4 },
    });
    expect(validateField("abcd", [required, minLength(4)])).toBeNull();
  });

  it("wants a 6-digit code", () => {
    expect(CODE_LENGTH).toBe(6);
    expect(isValidCode("123456")).toBe(true);
    expect(isValidCode("12345")).toBe(false);
    expect(isValidCode("1234567")).toBe(false);
    expect(isValidCode("12345a")).toBe(false);
    expect(validateCode("")).toEqual({ code: "FIELD.REQUIRED" });
    expect(validateCode("123")).toEqual({ code: "CODE.INVALID", params: { length: 6 } });
    expect(validateCode("123456")).toBeNull();
  });

  it("applies the password minimum of each flow", () => {
    expect(PASSWORD_MIN_LENGTH).toEqual({ login: 0, reset: 6, registration: 8 });
    expect(validatePassword("", "login")).toBeNull();
    expect(validatePassword("1", "login")).toBeNull();
    expect(validatePassword("12345", "reset")).toEqual({ code: "PASSWORD.TOO_SHORT", params: { min: 6 } });
    expect(validatePassword("123456", "reset")).toBeNull();
    expect(validatePassword("1234567", "registration")).toEqual({
      code: "PASSWORD.TOO_SHORT",
      params: { min: 8 },
    });
    expect(validatePassword("12345678", "registration")).toBeNull();
    expect(validatePassword("", "registration")).toEqual({ code: "FIELD.REQUIRED" });
  });

  it("wants identical passwords", () => {
    expect(validatePasswordConfirmation("secret1", "secret1")).toBeNull();
    expect(validatePasswordConfirmation("secret1", "secret2")).toEqual({ code: "PASSWORD.MISMATCH" });
    expect(englishMessage({ code: "PASSWORD.MISMATCH" })).toBe("Entered passwords must be identical");
  });
});
