import type { DomainError } from "../../../domain/errors.ts";
import { errorText } from "../../platform/messages.ts";

/**
 * What 1C's exchange log shows. 1C's interface here is Russian and its protocol carries no language, so the
 * exchange answers in Russian; a refusal of the catalogue's rules is said with the shop's own Russian
 * message of its code (locales/validation/ru.po), after the name of the field as 1C calls it.
 */
const FIELDS: Record<string, string> = {
  title_ru: "Наименование",
  title: "Наименование",
  sku: "Артикул",
  external_id: "Ид",
  category_id: "Группа",
  parent_id: "Группа",
  price: "Цена",
  sale_price: "Цена со скидкой",
  stock: "Количество",
  attributes: "Свойства",
  images: "Картинки",
  unit: "Базовая единица",
  brand: "Производитель",
  description_ru: "Описание",
  vat_percent: "Ставка НДС",
};

export function refusalText(error: DomainError): string {
  const field = typeof error.params?.field === "string" ? error.params.field : null;
  const text = errorText(error, "ru");
  return field ? `${FIELDS[field] ?? field}: ${text}` : text;
}

/** How an element is named in 1C's log: its kind, its name and its Ид. */
export function itemName(kind: string, title: string, id: string): string {
  return title ? `${kind} «${title}» (${id})` : `${kind} ${id}`;
}
