import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NATIONAL_NUMBER_MAX,
  NATIONAL_NUMBER_MIN,
  OPERATOR_CODES,
  PHONE_MASK,
  PHONE_PREFIX,
  formatPhoneMask,
  isValidGeneralPhone,
  isValidUzPhone,
  stripPhone,
} from "../../../domain/phone";

describe("phone", () => {
  it("has the spec's mask, prefix, operator codes and length limits", () => {
    expect(PHONE_MASK).toBe("+998 (##) ###-##-##");
    expect(PHONE_PREFIX).toBe("+998");
    expect([...OPERATOR_CODES].sort()).toEqual(
      ["90", "91", "33", "50", "93", "94", "88", "95", "97", "98", "99", "77", "20"].sort(),
    );
    expect(NATIONAL_NUMBER_MIN).toBe(2);
    expect(NATIONAL_NUMBER_MAX).toBe(17);
  });

  it("strips spaces, brackets, dashes and the country code", () => {
    expect(stripPhone("+998 (90) 123-45-67")).toBe("901234567");
    expect(stripPhone("998901234567")).toBe("901234567");
    expect(stripPhone("(90) 123 45 67")).toBe("901234567");
    expect(stripPhone("+998 (90) 123")).toBe("+99890123");
    expect(stripPhone("")).toBe("");
  });

  it("accepts 9 digits starting with an operator code", () => {
    for (const code of OPERATOR_CODES) expect(isValidUzPhone(`${code}1234567`)).toBe(true);
    expect(isValidUzPhone("+998 (33) 123-45-67")).toBe(true);
    expect(isValidUzPhone("921234567")).toBe(false);
    expect(isValidUzPhone("90123456")).toBe(false);
    expect(isValidUzPhone("9012345678")).toBe(false);
    expect(isValidUzPhone("90123456a")).toBe(false);
    expect(isValidUzPhone("")).toBe(false);
  });

  it("treats an empty general phone as valid and checks others for Uzbekistan", () => {
    expect(isValidGeneralPhone("")).toBe(true);
    expect(isValidGeneralPhone("   ")).toBe(true);
    expect(isValidGeneralPhone("+998 90 123 45 67")).toBe(true);
    expect(isValidGeneralPhone("901234567")).toBe(true);
    expect(isValidGeneralPhone("123")).toBe(false);
    expect(isValidGeneralPhone("hello")).toBe(false);
  });

  it("formats full and partial numbers with the mask", () => {
    expect(formatPhoneMask("901234567")).toBe("+998 (90) 123-45-67");
    expect(formatPhoneMask("90")).toBe("+998 (90");
    expect(formatPhoneMask("9012")).toBe("+998 (90) 12");
    expect(formatPhoneMask("")).toBe("+998");
    expect(formatPhoneMask("+998901234567")).toBe("+998 (90) 123-45-67");
  });

  it("mask then strip gives the digits back", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(stripPhone(formatPhoneMask(digits))).toBe(digits);
      }),
    );
  });
});
