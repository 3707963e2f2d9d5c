import { describe, expect, it } from "vitest";
import {
  CARD_NUMBER_LENGTH,
  detectCardSystem,
  formatCardInput,
  maskCardNumber,
  validateCardNumber,
} from "../../../domain/card";

describe("card", () => {
  it("detects the system by prefix", () => {
    expect(detectCardSystem("8600 1234 5678 9012")).toBe("uzcard");
    expect(detectCardSystem("9860123456789012")).toBe("humo");
    expect(detectCardSystem("5614123456789012")).toBe("humo");
    expect(detectCardSystem("5440123456789012")).toBe("mastercard");
    expect(detectCardSystem("6262123456789012")).toBe("mastercard");
    expect(detectCardSystem("4200123456789012")).toBe("visa");
    expect(detectCardSystem("4073123456789012")).toBe("visa");
    expect(detectCardSystem("1234123456789012")).toBeNull();
    expect(detectCardSystem("860")).toBeNull();
  });

  it("groups typed digits 4-4-4-4 and stops at 16", () => {
    expect(CARD_NUMBER_LENGTH).toBe(16);
    expect(formatCardInput("8600123456789012")).toBe("8600 1234 5678 9012");
    expect(formatCardInput("86001")).toBe("8600 1");
    expect(formatCardInput("8600")).toBe("8600");
    expect(formatCardInput("8600-1234-5678-9012-99")).toBe("8600 1234 5678 9012");
  });

  it("masks all but the first six and last four digits", () => {
    expect(maskCardNumber("8600123456783456")).toBe("8600 12** **** 3456");
    expect(maskCardNumber("8600 12** **** 3456")).toBe("8600 12** **** 3456");
    expect(maskCardNumber("860012******3456")).toBe("8600 12** **** 3456");
    expect(maskCardNumber("123")).toBe("123");
  });

  it("validates 16 digits of a supported system", () => {
    expect(validateCardNumber("8600 1234 5678 9012")).toEqual({
      ok: true,
      value: { number: "8600123456789012", system: "uzcard" },
    });
    expect(validateCardNumber("8600 1234 5678 901")).toEqual({
      ok: false,
      error: { code: "CARD.INVALID_NUMBER" },
    });
    expect(validateCardNumber("8600 1234 5678 901a")).toEqual({
      ok: false,
      error: { code: "CARD.INVALID_NUMBER" },
    });
    expect(validateCardNumber("1111222233334444")).toEqual({
      ok: false,
      error: { code: "CARD.UNSUPPORTED" },
    });
  });
});
