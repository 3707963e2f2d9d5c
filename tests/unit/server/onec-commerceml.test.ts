import { describe, expect, it } from "vitest";
import { isBrandProperty } from "../../../server/modules/exchange/commerceml/classifier.ts";
import { numberOf, unitOf } from "../../../server/modules/exchange/commerceml/cml-values.ts";
import { vatOf } from "../../../server/modules/exchange/commerceml/goods.ts";
import { stockOf } from "../../../server/modules/exchange/commerceml/offers.ts";
import type { XmlNode } from "../../../server/modules/exchange/xml/xml-node.ts";

// The values of CommerceML 2 elements as the 1C configurations of schemas 2.03 to 2.10 write them.

const n = (name: string, inner: string | XmlNode[] = "", attrs: Record<string, string> = {}): XmlNode =>
  typeof inner === "string"
    ? { name, attrs, children: [], text: inner }
    : { name, attrs, children: inner, text: "" };

describe("1C's CommerceML values", () => {
  it("takes Производитель, Бренд and Торговая марка as the brand, any other property as an attribute", () => {
    for (const name of ["Производитель", "Бренд", " бренд ", "Торговая марка"])
      expect(isBrandProperty(name)).toBe(true);
    for (const name of ["Цвет", "Страна производства", "Производитель работ"])
      expect(isBrandProperty(name)).toBe(false);
  });

  it("reads the stock as Количество (2.05), the sum of Остатки per warehouse (2.08-2.10), or Склад's attribute", () => {
    expect(stockOf(n("Предложение", [n("Количество", "12.000")]))).toBe(12);
    const rests = n("Остатки", [
      n("Остаток", [n("Склад", [n("Ид", "a"), n("Количество", "3")])]),
      n("Остаток", [n("Склад", [n("Ид", "b"), n("Количество", "4,5")])]),
    ]);
    expect(stockOf(n("Предложение", [rests]))).toBe(7);
    const stores = [
      n("Склад", "", { ИдСклада: "a", КоличествоНаСкладе: "2" }),
      n("Склад", "", { КоличествоНаСкладе: "5" }),
    ];
    expect(stockOf(n("Предложение", stores))).toBe(7);
    // A negative balance is none; silence is no change.
    expect(stockOf(n("Предложение", [n("Количество", "-3")]))).toBe(0);
    expect(stockOf(n("Предложение", [n("Цены")]))).toBeUndefined();
    expect(stockOf(n("Предложение", [n("Количество", "много")]))).toBeNaN();
  });

  it("reads numbers with spaces, no-break spaces and a decimal comma", () => {
    expect(numberOf("3 159,50")).toBe(3159.5);
    expect(numberOf("62\u00a0000.00")).toBe(62_000);
    expect(numberOf("1e3")).toBeNaN();
    expect(numberOf("")).toBeNaN();
  });

  it("maps БазоваяЕдиница by its ОКЕИ code, else by its short name", () => {
    expect(unitOf(n("БазоваяЕдиница", "кг", { Код: "166" }))).toBe("kg");
    expect(unitOf(n("БазоваяЕдиница", [n("Код", "55"), n("НаименованиеКраткое", "м2")]))).toBe("m2");
    expect(unitOf(n("БазоваяЕдиница", "упак."))).toBe("pack");
    expect(unitOf(n("БазоваяЕдиница", "бочка", { Код: "999" }))).toBeNull();
  });

  it("reads the VAT rate from СтавкиНалогов: a percentage, none, or nothing said", () => {
    const rate = (value: string) =>
      n("Товар", [n("СтавкиНалогов", [n("СтавкаНалога", [n("Наименование", "НДС"), n("Ставка", value)])])]);
    expect(vatOf(rate("12"))).toBe(12);
    expect(vatOf(rate("12%"))).toBe(12);
    expect(vatOf(rate("Без НДС"))).toBeNull();
    expect(vatOf(n("Товар"))).toBeUndefined();
  });
});
