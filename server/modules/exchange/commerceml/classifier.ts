import { all, children, textAt, type XmlNode } from "../xml/xml-node.ts";

/** A group of 1C's classifier with the groups inside it. */
export interface GroupTree {
  id: string;
  title: string;
  children: GroupTree[];
}

/** Классификатор/Группы/Группа: Ид, Наименование, and its own Группы. Null for a group without an id. */
export function groupOf(node: XmlNode): GroupTree | null {
  const id = textAt(node, "Ид");
  if (!id) return null;
  return {
    id,
    title: textAt(node, "Наименование") || id,
    children: all(node, "Группы/Группа")
      .map(groupOf)
      .filter((g): g is GroupTree => g !== null),
  };
}

/** A property of the goods; a Справочник lists its values by id, a goods' value then names one. */
export interface PropertyDef {
  id: string;
  name: string;
  values: { id: string; value: string }[];
}

/**
 * Классификатор/Свойства/Свойство. Its values are ВариантыЗначений/Справочник (ИдЗначения, Значение); 2.03
 * wrote them as ВариантыЗначений/Значение without ids, which a goods' value then gives as text.
 */
export function propertyOf(node: XmlNode): PropertyDef | null {
  const id = textAt(node, "Ид");
  if (!id) return null;
  const values = children(all(node, "ВариантыЗначений")[0], "Справочник")
    .map((v) => ({ id: textAt(v, "ИдЗначения"), value: textAt(v, "Значение") }))
    .filter((v) => v.id !== "" && v.value !== "");
  return { id, name: textAt(node, "Наименование") || id, values };
}

/** The properties that name the goods' brand rather than one of its attributes. */
const BRAND_NAMES = new Set(["производитель", "бренд", "торговая марка", "марка"]);

export function isBrandProperty(name: string): boolean {
  return BRAND_NAMES.has(name.trim().toLowerCase());
}

/** A price type of the offer package: its id, name and currency. */
export interface PriceType {
  id: string;
  name: string;
  currency: string;
}

export function priceTypeOf(node: XmlNode): PriceType | null {
  const id = textAt(node, "Ид");
  if (!id) return null;
  return { id, name: textAt(node, "Наименование"), currency: textAt(node, "Валюта") };
}
