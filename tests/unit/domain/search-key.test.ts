import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { searchKey, searchKeyWords } from "../../../domain/search-key";
import { toCyrillic } from "../../../domain/transliteration";
import { casedUzbekWord } from "./uzbek-words";

const sameKey = (...spellings: string[]) => {
  const keys = new Set(spellings.map(searchKey));
  expect([...keys]).toHaveLength(1);
};

describe("searchKey", () => {
  it("meets Russian Cyrillic, Uzbek Cyrillic and Uzbek Latin spellings", () => {
    sameKey("цемент", "sement", "tsement", "семент", "Cement", "ЦЕМЕНТ");
    expect(searchKey("цемент")).toBe("sement");
    sameKey("ғишт", "g'isht", "gʻisht", "g‘isht", "G`ISHT");
    sameKey("Ўзбекистон", "O'zbekiston", "Oʻzbekiston");
    sameKey("поезд", "poyezd", "poezd");
    sameKey("белый", "beliy", "belyy", "belii");
    sameKey("шпаклёвка", "shpaklyovka", "shpaklovka");
    sameKey("хона", "xona", "hona", "ҳона");
    sameKey("қоп", "qop", "коп", "kop");
    sameKey("масса", "massa", "masa");
    sameKey("маъно", "ma'no", "mano");
    sameKey("журнал", "jurnal", "zhurnal");
  });

  it("does not pretend different words are one", () => {
    expect(searchKey("кирпич")).not.toBe(searchKey("g'isht"));
    expect(searchKey("кирпич")).toBe("kirpich");
    expect(searchKey("shifer")).not.toBe(searchKey("sifer"));
  });

  it("splits on anything but letters and digits and keeps digits", () => {
    expect(searchKey("  Цемент М-400, 50 кг! ")).toBe("sement m 400 50 kg");
    expect(searchKey("1000")).toBe("1000");
    expect(searchKey("")).toBe("");
    expect(searchKey("—")).toBe("");
    expect(searchKeyWords("Цемент М-400")).toEqual(["sement", "m", "400"]);
    expect(searchKeyWords("  ")).toEqual([]);
  });

  it("gives plain ASCII", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(searchKey(text)).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
      }),
    );
  });

  it("is idempotent", () => {
    const mixed = fc.string({
      unit: fc.constantFrom(
        ..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳАЕЁЦЎabcdefghijklmnopqrstuvwxyzSHYCZ'`‘’ʻʼ -0123456789é",
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.oneof(mixed, fc.string({ unit: "grapheme" })), (text) => {
        const key = searchKey(text);
        expect(searchKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives an Uzbek word the same key in both scripts", () => {
    fc.assert(
      fc.property(casedUzbekWord, (word) => {
        expect(searchKey(toCyrillic(word))).toBe(searchKey(word));
      }),
      { numRuns: 1000 },
    );
  });

  it("gives a word typed with any apostrophe the same key", () => {
    fc.assert(
      fc.property(casedUzbekWord, fc.constantFrom("'", "‘", "’", "`", "ʻ", "ʼ"), (word, mark) => {
        expect(searchKey(word.replace(/[ʻʼ]/g, mark))).toBe(searchKey(word));
      }),
    );
  });
});
