import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../domain/errors";
import { MESSAGES } from "../../../domain/messages";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { VALIDATION_MESSAGES, translateError } from "../../../ui/i18n/validation-messages";

const CATALOG_LOCALES = ["en", "ru", "uz", "sr"] as const;

/** msgid -> msgstr of the single-line entries this catalog holds. */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../../locales/validation/${locale}.po`, import.meta.url), "utf8");
  const entries = new Map<string, string>();
  for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    if (m[1]) entries.set(m[1], (m[2] as string).replace(/\\(.)/g, "$1"));
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("validation catalogs", () => {
  it("describe every domain message with its key as the explicit id", () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual(Object.keys(MESSAGES).sort());
    for (const [key, descriptor] of Object.entries(VALIDATION_MESSAGES)) {
      expect(descriptor.id).toBe(key);
    }
  });

  it.each(CATALOG_LOCALES)("%s.po translates every message with the same placeholders", (locale) => {
    const po = readPo(locale);
    for (const [key, english] of Object.entries(MESSAGES)) {
      const text = po.get(key);
      expect(text, `${locale}: ${key}`).toBeTruthy();
      expect(placeholders(text as string), `${locale}: ${key}`).toEqual(placeholders(english));
    }
  });

  it("holds the spec's English and the Uzbek texts of the text minimum", () => {
    expect(readPo("en").get("phone_error")).toBe("Please check your phone number");
    expect(readPo("sr").get("text_min_length")).toBe("Kamida 4 ta belgi");
    expect(readPo("uz").get("text_min_length")).toBe("Камида 4 та белги");
    expect(readPo("uz").get("phone_error")).toMatch(/^[\p{Script=Cyrillic}\s,.!]+$/u);
  });

  it("translates domain errors at run time, placeholders filled", () => {
    expect(translateError(createI18n("sr"), { code: "FIELD.TEXT_TOO_SHORT", params: { min: 4 } })).toBe(
      "Kamida 4 ta belgi",
    );
    expect(translateError(createI18n("ru"), { code: "FIELD.MIN_LENGTH", params: { min: 8 } })).toBe(
      "Это поле должно содержать не менее 8 символов",
    );
    expect(translateError(createI18n("uz"), { code: "PHONE.INVALID" })).toBe(
      "Телефон рақамингизни текширинг",
    );
    expect(
      translateError(createI18n("sr"), { code: "PROMO.BELOW_MIN_PRICE", params: { min: "500 000,00" } }),
    ).toBe("Bu promokod 500 000,00 soʻmdan boshlab buyurtmalar uchun amal qiladi");
    for (const code of Object.values(ErrorCode)) {
      expect(
        translateError(createI18n("uz"), { code, params: { min: 1, max: 2, length: 6, stock: 3, years: 5 } }),
      ).not.toMatch(/[a-z]{3}/);
    }
  });
});
