import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardLabels,
  checkCardToSave,
  fromPaymeExpire,
  luhnValid,
  PAYME_TEST_CARDS,
  shownCardSystem,
  toPaymeExpire,
} from "../../../domain/payment-card";

const NOW = { year: 2026, month: 5 };
const digitsArb = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });

/** The digit that makes `body` pass Luhn. */
function checkDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return String(d);
  throw new Error("unreachable");
}

describe("payment card", () => {
  it("checks Luhn", () => {
    expect(luhnValid("8600069195406311")).toBe(true);
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("4111 1111 1111 1111")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("Luhn: exactly one check digit completes any body, and one changed digit breaks it", () => {
    fc.assert(
      fc.property(
        digitsArb(15),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, by) => {
          const text = body.join("");
          const valid = [...Array(10).keys()].filter((d) => luhnValid(text + d));
          expect(valid).toHaveLength(1);
          const full = text + valid[0];
          const changed = full.slice(0, at) + String((Number(full[at]) + by) % 10) + full.slice(at + 1);
          expect(luhnValid(changed)).toBe(false);
        },
      ),
    );
  });

  it("names vendor and processing by prefix; 5614 shows no vendor", () => {
    expect(cardLabels("8600069195406311")).toEqual({ vendor: "Uzcard", processing: "uzcard" });
    expect(cardLabels("9860123412341234")).toEqual({ vendor: "Humo", processing: "humo" });
    expect(cardLabels("5440123412341234")).toEqual({ vendor: "Mastercard", processing: "mastercard" });
    expect(cardLabels("4200123412341234")).toEqual({ vendor: "Visa", processing: "visa" });
    expect(cardLabels("5614123412341234")).toEqual({ vendor: null, processing: "humo" });
    expect(cardLabels("1234123412341234")).toEqual({ vendor: null, processing: null });
  });

  it("converts expiry to and from Payme's MMYY", () => {
    expect(toPaymeExpire({ year: 2099, month: 3 })).toBe("0399");
    expect(fromPaymeExpire("0399")).toBe("03/99");
    expect(fromPaymeExpire("1399")).toBeNull();
    expect(fromPaymeExpire("03/99")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const mmyy = toPaymeExpire({ year, month });
        expect(fromPaymeExpire(mmyy)).toBe(`${mmyy.slice(0, 2)}/${mmyy.slice(2)}`);
      }),
    );
  });

  it("accepts a card to save and keeps only its mask", () => {
    const r = checkCardToSave("8600 0691 9540 6311", "12/27", NOW);
    expect(r).toEqual({
      ok: true,
      value: {
        number: "8600069195406311",
        system: "uzcard",
        masked: "8600 06** **** 6311",
        expiry: "12/27",
        paymeExpire: "1227",
        vendor: "Uzcard",
        processing: "uzcard",
      },
    });
  });

  it("refuses bad numbers, Luhn failures of Visa/Mastercard and bad expiries", () => {
    const code = (r: ReturnType<typeof checkCardToSave>) => (r.ok ? null : r.error.code);
    expect(code(checkCardToSave("8600 0691 9540 631", "12/27", NOW))).toBe("CARD.INVALID_NUMBER");
    expect(code(checkCardToSave("1234123412341234", "12/27", NOW))).toBe("CARD.UNSUPPORTED");
    expect(code(checkCardToSave("4200123412341234", "12/27", NOW))).toBe("CARD.INVALID_NUMBER");
    expect(code(checkCardToSave("4200123412341232", "12/27", NOW))).toBeNull();
    expect(code(checkCardToSave("8600069195406311", "13/27", NOW))).toBe("EXPIRY.INVALID_MONTH");
    expect(code(checkCardToSave("8600069195406311", "04/26", NOW))).toBe("EXPIRY.EXPIRED");
    expect(code(checkCardToSave("8600069195406311", "05/26", NOW))).toBeNull();
    expect(code(checkCardToSave("8600069195406311", "05/32", NOW))).toBe("EXPIRY.TOO_FAR");
    expect(code(checkCardToSave("8600069195406311", "1/27", NOW))).toBe("EXPIRY.INVALID_FORMAT");
  });

  it("lets Payme's test cards through with 03/99 only when asked", () => {
    expect(checkCardToSave("8600069195406311", "03/99", NOW).ok).toBe(false);
    const r = checkCardToSave("8600069195406311", "03/99", NOW, { testCards: PAYME_TEST_CARDS });
    expect(r.ok && r.value.paymeExpire).toBe("0399");
    expect(checkCardToSave("8600000000000007", "03/99", NOW, { testCards: PAYME_TEST_CARDS }).ok).toBe(false);
  });

  it("never keeps more than the first six and last four digits", () => {
    fc.assert(
      fc.property(digitsArb(11), (rest) => {
        const body = "4200" + rest.join("");
        const number = body + checkDigit(body);
        const r = checkCardToSave(number, "01/27", NOW);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.masked.replace(/\D/g, "")).toBe(number.slice(0, 6) + number.slice(12));
        expect(r.value.masked).not.toContain(number.slice(6, 12));
      }),
    );
  });

  it("shows the system of every named prefix and none for 5614, which the spec recognises without naming", () => {
    expect(shownCardSystem("8600 0000 0000 0000")).toBe("uzcard");
    expect(shownCardSystem("9860 0000 0000 0000")).toBe("humo");
    expect(shownCardSystem("4200 0000 0000 0000")).toBe("visa");
    expect(shownCardSystem("5614 0000 0000 0000")).toBeNull();
    expect(shownCardSystem("1234 0000 0000 0000")).toBeNull();
  });
});
