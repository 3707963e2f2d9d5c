import { DRAFT_LIMITS, type Unit } from "../../../../domain/product-draft.ts";
import { all, child, isTrue, textAt, type XmlNode } from "../xml/xml-node.ts";
import { EMPTY_REF, numberOf, unitOf } from "./cml-values.ts";

/** One good of import.xml's Каталог/Товары, as the exchange applies it. */
export interface GoodRecord {
  /** 1C's Ид; "<good>#<characteristic>" for a variant written as its own good. */
  id: string;
  title: string;
  sku: string | null;
  description: string | null;
  unit: Unit | null;
  groupIds: string[];
  /** Paths of its pictures under the exchange's files (import_files/…), the main one first. */
  pictures: string[];
  /** Property values by the property's Ид: a Справочник value's id, or the value as text. */
  properties: { id: string; values: string[] }[];
  /** Its maker when given as Изготовитель rather than as a property. */
  maker: string | null;
  /** undefined: the file says nothing; null: no VAT. */
  vatPercent: number | null | undefined;
  /** Marked for deletion in 1C (ПометкаУдаления, or Статус="Удален"). */
  deleted: boolean;
  /** A variant's own values (ХарактеристикиТовара), shown as its attributes. */
  characteristics: [string, string][];
}

/** The VAT of a good: СтавкиНалогов/СтавкаНалога named НДС, "12", "12%", or "Без НДС". */
export function vatOf(node: XmlNode): number | null | undefined {
  const rates = all(node, "СтавкиНалогов/СтавкаНалога");
  const vat = rates.find((r) => /ндс|qqs|vat/i.test(textAt(r, "Наименование"))) ?? rates[0];
  if (!vat) return undefined;
  const rate = textAt(vat, "Ставка").replace("%", "").trim();
  if (rate === "" || /без/i.test(rate)) return null;
  const n = numberOf(rate);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : undefined;
}

/** The good, or why it cannot be taken (said in 1C's log). */
export function goodOf(node: XmlNode): GoodRecord | { problem: string } {
  const id = textAt(node, "Ид");
  if (!id) return { problem: "товар без Ид" };
  const title = textAt(node, "Наименование");
  const deleted = node.attrs["Статус"] === "Удален" || isTrue(textAt(node, "ПометкаУдаления"));
  if (!title && !deleted) return { problem: `товар ${id} без наименования` };
  const description = textAt(node, "Описание");
  const maker = textAt(node, "Изготовитель/Наименование");
  return {
    id,
    title: title.slice(0, DRAFT_LIMITS.title),
    sku: textAt(node, "Артикул").slice(0, DRAFT_LIMITS.sku) || null,
    description: description ? description.slice(0, DRAFT_LIMITS.description) : null,
    unit: unitOf(child(node, "БазоваяЕдиница")),
    groupIds: all(node, "Группы/Ид")
      .map((g) => g.text.trim())
      .filter((g) => g !== "" && g !== EMPTY_REF),
    pictures: all(node, "Картинка")
      .map((p) => p.text.trim())
      .filter((p) => p !== ""),
    properties: all(node, "ЗначенияСвойств/ЗначенияСвойства").map((p) => ({
      id: textAt(p, "Ид"),
      values: all(p, "Значение")
        .map((v) => v.text.trim())
        .filter((v) => v !== "" && v !== EMPTY_REF),
    })),
    maker: maker || null,
    vatPercent: vatOf(node),
    deleted,
    characteristics: characteristicsOf(node),
  };
}

export function characteristicsOf(node: XmlNode): [string, string][] {
  return all(node, "ХарактеристикиТовара/ХарактеристикаТовара")
    .map((c): [string, string] => [textAt(c, "Наименование"), textAt(c, "Значение")])
    .filter(([name, value]) => name !== "" && value !== "");
}
