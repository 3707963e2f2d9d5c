import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LETTER_SIGN, TUTUQ, foldApostrophes } from "../../../domain/apostrophes";
import { hasCyrillic, toCyrillic, toLatin } from "../../../domain/transliteration";
import { casedUzbekWord } from "./uzbek-words";

describe("Cyrillic to Latin", () => {
  it("writes the special letters by the 1995 rules", () => {
    expect(toLatin("Ўзбекистон")).toBe(`O${LETTER_SIGN}zbekiston`);
    expect(toLatin("ғишт")).toBe(`g${LETTER_SIGN}isht`);
    expect(toLatin("қоп")).toBe("qop");
    expect(toLatin("ҳовли")).toBe("hovli");
    expect(toLatin("хона")).toBe("xona");
    expect(toLatin("чой")).toBe("choy");
    expect(toLatin("ёз юрт яхши")).toBe("yoz yurt yaxshi");
    expect(toLatin("маъно")).toBe(`ma${TUTUQ}no`);
  });

  it("writes е as ye at a word start, after vowels and after ъ, else e", () => {
    expect(toLatin("ер")).toBe("yer");
    expect(toLatin("поезд")).toBe("poyezd");
    expect(toLatin("объект")).toBe("obyekt");
    expect(toLatin("бетон")).toBe("beton");
    expect(toLatin("эшик")).toBe("eshik");
  });

  it("writes ц as s at a word start and after consonants, ts after vowels", () => {
    expect(toLatin("цемент")).toBe("sement");
    expect(toLatin("концерт")).toBe("konsert");
    expect(toLatin("милиция")).toBe("militsiya");
  });

  it("keeps s and h apart with the tutuq, and drops ь", () => {
    expect(toLatin("Исҳоқ")).toBe(`Is${TUTUQ}hoq`);
    expect(toLatin("апрель")).toBe("aprel");
    expect(toLatin("бульон")).toBe("bulyon");
  });

  it("keeps case, in title and in capitals", () => {
    expect(toLatin("Шаҳар")).toBe("Shahar");
    expect(toLatin("ШАҲАР")).toBe("SHAHAR");
    expect(toLatin("Чорсу")).toBe("Chorsu");
    expect(toLatin("ҚЎШ")).toBe(`QO${LETTER_SIGN}SH`);
    expect(toLatin("Ёш")).toBe("Yosh");
    expect(toLatin("ЦЕХ")).toBe("SEX");
    expect(toLatin("Цемент М-400")).toBe("Sement M-400");
  });
});

describe("Latin to Cyrillic", () => {
  it("reads digraphs and both apostrophe signs", () => {
    expect(toCyrillic("Oʻzbekiston")).toBe("Ўзбекистон");
    expect(toCyrillic("shahar choy")).toBe("шаҳар чой");
    expect(toCyrillic("gʻisht")).toBe("ғишт");
    expect(toCyrillic("yoz yurt yaxshi")).toBe("ёз юрт яхши");
    expect(toCyrillic("yoʻl")).toBe("йўл");
    expect(toCyrillic("tayyor")).toBe("тайёр");
    expect(toCyrillic(`ma${TUTUQ}no`)).toBe("маъно");
    expect(toCyrillic("yer poyezd obyekt")).toBe("ер поезд объект");
    expect(toCyrillic("eshik beton aeroport")).toBe("эшик бетон аэропорт");
  });

  it("reads ts as ц only where the rules can have produced it", () => {
    expect(toCyrillic("militsiya")).toBe("милиция");
    expect(toCyrillic("tsement")).toBe("цемент");
    expect(toCyrillic("ketsa aytsin")).toBe("кетса айтсин");
    expect(toCyrillic("sement")).toBe("семент");
  });

  it("folds every apostrophe variant", () => {
    for (const mark of ["'", "‘", "’", "`", "ʻ", "ʼ"]) {
      expect(toCyrillic(`o${mark}zbek`)).toBe(
        mark === "ʼ" ? "ozbek".replace("o", "оъ").replace("zbek", "збек") : "ўзбек",
      );
      expect(toCyrillic(`g${mark}isht`)).toBe(mark === "ʼ" ? "гъишт" : "ғишт");
      expect(toCyrillic(`ma${mark}no`)).toBe("маъно");
    }
    expect(foldApostrophes("o'g'il ma'no 'quote'")).toBe(
      `o${LETTER_SIGN}g${LETTER_SIGN}il ma${TUTUQ}no 'quote${TUTUQ}`,
    );
    expect(toCyrillic("mo‘’jiza")).toBe("мўъжиза");
  });

  it("keeps case", () => {
    expect(toCyrillic("Shahar")).toBe("Шаҳар");
    expect(toCyrillic("SHAHAR")).toBe("ШАҲАР");
    expect(toCyrillic("O'ZBEKISTON")).toBe("ЎЗБЕКИСТОН");
    expect(toCyrillic("Yer")).toBe("Ер");
  });

  it("tells the scripts apart", () => {
    expect(hasCyrillic("sement")).toBe(false);
    expect(hasCyrillic("цемент")).toBe(true);
  });
});

describe("round trip", () => {
  it("Latin -> Cyrillic -> Latin gives the word back", () => {
    fc.assert(
      fc.property(casedUzbekWord, (word) => {
        expect(toLatin(toCyrillic(word))).toBe(word);
      }),
      { numRuns: 2000 },
    );
  });

  it("round trips whole phrases", () => {
    fc.assert(
      fc.property(fc.array(casedUzbekWord, { minLength: 1, maxLength: 5 }), (words) => {
        const phrase = words.join(" ");
        expect(toLatin(toCyrillic(phrase))).toBe(phrase);
      }),
    );
  });
});
