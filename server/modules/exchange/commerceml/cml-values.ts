import type { Unit } from "../../../../domain/product-draft.ts";
import type { XmlNode } from "../xml/xml-node.ts";

/** 1C's empty reference: a property or group that names nothing. */
export const EMPTY_REF = "00000000-0000-0000-0000-000000000000";

/** A number as 1C may write it: "3159.00", "3 159,50", with a no-break space; NaN when it is none. */
export function numberOf(text: string): number {
  const plain = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  return plain === "" || !/^-?\d+(\.\d+)?$/.test(plain) ? Number.NaN : Number(plain);
}

/** Units by 1C's ОКЕИ code, then by their short names as 1C writes them. */
const BY_CODE: Record<string, Unit> = {
  "796": "pcs",
  "166": "kg",
  "163": "g",
  "112": "l",
  "006": "m",
  "055": "m2",
  "778": "pack",
  "704": "set",
  "839": "set",
};
const BY_NAME: Record<string, Unit> = {
  шт: "pcs",
  штука: "pcs",
  dona: "pcs",
  кг: "kg",
  килограмм: "kg",
  г: "g",
  гр: "g",
  грамм: "g",
  л: "l",
  литр: "l",
  м: "m",
  метр: "m",
  пог: "m",
  м2: "m2",
  "м²": "m2",
  квм: "m2",
  упак: "pack",
  уп: "pack",
  упаковка: "pack",
  компл: "set",
  комплект: "set",
  набор: "set",
};

/**
 * The shop's unit of a БазоваяЕдиница (`<БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</…>`, or in
 * 2.08+ a child Код and НаименованиеКраткое); null when it names none the shop sells in.
 */
export function unitOf(node: XmlNode | undefined): Unit | null {
  if (!node) return null;
  const code = (node.attrs["Код"] ?? node.children.find((c) => c.name === "Код")?.text ?? "").trim();
  if (BY_CODE[code.padStart(3, "0")]) return BY_CODE[code.padStart(3, "0")]!;
  const names = [
    node.text,
    node.attrs["НаименованиеКраткое"],
    node.attrs["НаименованиеПолное"],
    node.children.find((c) => c.name === "НаименованиеКраткое")?.text,
  ];
  for (const name of names) {
    const key = (name ?? "").toLowerCase().replace(/[\s.]/g, "");
    if (BY_NAME[key]) return BY_NAME[key]!;
  }
  return null;
}

/** Whole so'm from a price; 1C keeps kopeck-style fractions even for so'm. */
export function somOf(amount: number): number {
  return Math.round(amount);
}

/** Currencies that are plainly not so'm: a price in them cannot be sold at as it is. */
const FOREIGN = new Set([
  "usd",
  "eur",
  "rub",
  "руб",
  "руб.",
  "840",
  "978",
  "643",
  "kzt",
  "398",
  "cny",
  "156",
]);

export function isForeignCurrency(currency: string): boolean {
  return FOREIGN.has(currency.trim().toLowerCase());
}

/** How an order line's unit is written for 1C: its ОКЕИ code, full and short names. */
export const UNIT_FOR_1C: Record<Unit, { code: string; name: string; short: string }> = {
  pcs: { code: "796", name: "Штука", short: "шт" },
  kg: { code: "166", name: "Килограмм", short: "кг" },
  g: { code: "163", name: "Грамм", short: "г" },
  l: { code: "112", name: "Литр", short: "л" },
  m: { code: "006", name: "Метр", short: "м" },
  m2: { code: "055", name: "Квадратный метр", short: "м2" },
  pack: { code: "778", name: "Упаковка", short: "упак" },
  set: { code: "704", name: "Набор", short: "компл" },
};
