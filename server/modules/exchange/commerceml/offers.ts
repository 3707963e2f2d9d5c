import { MAX_STOCK } from "../../../../domain/product-upkeep.ts";
import { all, children, isTrue, textAt, type XmlNode } from "../xml/xml-node.ts";
import { characteristicsOf } from "./goods.ts";
import { numberOf } from "./cml-values.ts";

/** One offer of offers.xml (or of a prices or rests file): a good's or a variant's prices and stock. */
export interface OfferRecord {
  /** The good's Ид, or "<good>#<characteristic>" for a variant. */
  id: string;
  title: string;
  prices: { typeId: string; amount: number; currency: string }[];
  /** undefined: the offer says nothing of its stock. */
  stock: number | undefined;
  characteristics: [string, string][];
  deleted: boolean;
}

/**
 * The stock of an offer, in the forms 1C writes from schema 2.03 to 2.10: Количество (the total), else the
 * sum of Остатки/Остаток (each its own Количество, or its Склад's), else the sum of Склад's
 * КоличествоНаСкладе. Whole units: a fraction left on a shelf cannot be sold; a negative balance is none.
 */
export function stockOf(node: XmlNode): number | undefined {
  const total = textAt(node, "Количество");
  let amount: number | undefined;
  if (total !== "") amount = numberOf(total);
  else {
    const rests = all(node, "Остатки/Остаток");
    if (rests.length > 0)
      amount = rests.reduce((sum, r) => {
        const own = textAt(r, "Количество");
        return sum + numberOf(own !== "" ? own : textAt(r, "Склад/Количество"));
      }, 0);
    else {
      const stores = children(node, "Склад").filter((s) => s.attrs["КоличествоНаСкладе"] !== undefined);
      if (stores.length > 0)
        amount = stores.reduce((sum, s) => sum + numberOf(s.attrs["КоличествоНаСкладе"]!), 0);
    }
  }
  if (amount === undefined) return undefined;
  if (!Number.isFinite(amount)) return Number.NaN;
  return Math.min(MAX_STOCK, Math.max(0, Math.floor(amount)));
}

export function offerOf(node: XmlNode): OfferRecord | { problem: string } {
  const id = textAt(node, "Ид");
  if (!id) return { problem: "предложение без Ид" };
  const stock = stockOf(node);
  if (Number.isNaN(stock)) return { problem: `предложение ${id}: количество не число` };
  const prices = all(node, "Цены/Цена").map((p) => ({
    typeId: textAt(p, "ИдТипаЦены"),
    amount: numberOf(textAt(p, "ЦенаЗаЕдиницу")),
    currency: textAt(p, "Валюта"),
  }));
  return {
    id,
    title: textAt(node, "Наименование"),
    prices,
    stock,
    characteristics: characteristicsOf(node),
    deleted: node.attrs["Статус"] === "Удален" || isTrue(textAt(node, "ПометкаУдаления")),
  };
}
