import { describe, expect, it } from "vitest";
import {
  validateCodeStep,
  validateLogin,
  validateNewPassword,
  validateRegistration,
  validateResetPhone,
  type RegistrationInput,
} from "../../../domain/auth-forms";
import { messageKeyOf } from "../../../domain/errors";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error?.code);

describe("login form", () => {
  it("shows phone_error for an invalid phone", () => {
    const r = validateLogin({ phone: "+998 (12) 345-67-89", password: "x" });
    expect(r).toEqual({ ok: false, error: { code: "PHONE.INVALID", fields: ["phone"] } });
    if (!r.ok) expect(messageKeyOf(r.error.code)).toBe("phone_error");
  });

  it("shows write_number_password for a valid phone without password", () => {
    const r = validateLogin({ phone: "+998 (90) 123-45-67", password: "" });
    expect(r).toEqual({
      ok: false,
      error: { code: "LOGIN.CREDENTIALS_MISSING", fields: ["phone", "password"] },
    });
    if (!r.ok) expect(messageKeyOf(r.error.code)).toBe("write_number_password");
  });

  it("has no password minimum and sends stripped digits", () => {
    expect(validateLogin({ phone: "+998 (90) 123-45-67", password: "1" })).toEqual({
      ok: true,
      value: { phone: "901234567", password: "1" },
    });
  });
});

describe("password reset", () => {
  it("needs a phone of at least 9 characters", () => {
    expect(validateResetPhone("")).toEqual({
      ok: false,
      error: { code: "FIELD.REQUIRED", fields: ["phone"] },
    });
    expect(validateResetPhone("+998 (90) 123")).toEqual({
      ok: false,
      error: { code: "FIELD.MIN_LENGTH", params: { min: 9 }, fields: ["phone"] },
    });
    expect(validateResetPhone("+998 (90) 123-45-67")).toEqual({ ok: true, value: "901234567" });
  });

  it("needs a code of exactly 6 digits", () => {
    expect(codeOf(validateCodeStep(""))).toBe("FIELD.REQUIRED");
    expect(codeOf(validateCodeStep("12345"))).toBe("CODE.INVALID");
    expect(codeOf(validateCodeStep("1234567"))).toBe("CODE.INVALID");
    expect(validateCodeStep("123456")).toEqual({ ok: true, value: "123456" });
  });

  it("needs a new password of 6 or more with an equal confirmation", () => {
    const short = validateNewPassword({ password: "12345", confirmation: "12345" }, "reset");
    expect(short).toEqual({
      ok: false,
      error: { code: "PASSWORD.TOO_SHORT", params: { min: 6 }, fields: ["password"] },
    });
    if (!short.ok) expect(messageKeyOf(short.error.code)).toBe("min_password");
    const mismatch = validateNewPassword({ password: "123456", confirmation: "123457" }, "reset");
    expect(codeOf(mismatch)).toBe("PASSWORD.MISMATCH");
    if (!mismatch.ok) expect(messageKeyOf(mismatch.error.code)).toBe("password_error");
    expect(validateNewPassword({ password: "123456", confirmation: "123456" }, "reset")).toEqual({
      ok: true,
      value: "123456",
    });
  });
});

describe("registration", () => {
  const valid: RegistrationInput = {
    full_name: " Aziz Karimov ",
    region: 1,
    district: 12,
    phone: "+998 (93) 123-45-67",
    checked: true,
  };

  it("accepts a complete form", () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      value: { ...valid, full_name: "Aziz Karimov", phone: "931234567" },
    });
  });

  it("gives phone_error for an invalid phone, even with other gaps", () => {
    const r = validateRegistration({ ...valid, phone: "+998 (92) 123-45-67", full_name: "" });
    expect(r).toEqual({ ok: false, error: { code: "PHONE.INVALID", fields: ["full_name", "phone"] } });
  });

  it("gives fill_in_form for any other failure", () => {
    for (const patch of [
      { full_name: "  " },
      { region: null },
      { district: undefined },
      { checked: false },
    ]) {
      const r = validateRegistration({ ...valid, ...patch });
      expect(codeOf(r)).toBe("FORM.INCOMPLETE");
      if (!r.ok) expect(messageKeyOf(r.error.code)).toBe("fill_in_form");
    }
    const r = validateRegistration({ ...valid, region: "", district: null, checked: false });
    expect(r).toEqual({
      ok: false,
      error: { code: "FORM.INCOMPLETE", fields: ["region", "district", "checked"] },
    });
  });

  it("needs a password of 8 or more with an equal confirmation", () => {
    expect(
      codeOf(validateNewPassword({ password: "1234567", confirmation: "1234567" }, "registration")),
    ).toBe("PASSWORD.TOO_SHORT");
    expect(
      codeOf(validateNewPassword({ password: "12345678", confirmation: "1234567" }, "registration")),
    ).toBe("PASSWORD.MISMATCH");
    expect(
      codeOf(validateNewPassword({ password: "12345678", confirmation: "12345678" }, "registration")),
    ).toBe("ok");
  });
});
