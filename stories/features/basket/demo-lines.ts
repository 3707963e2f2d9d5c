import type { BasketLine } from "../../../application/basket/basket.types";
import { DEMO_PRODUCTS } from "../../../adapters/fake/demo-data";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { formatMoney, type Som } from "../../../domain/money";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../ui/i18n/locales";

export const localeOf = (locale: unknown) => (isLocale(locale) ? locale : DEFAULT_LOCALE);
export const textIn = (locale: unknown, id: string, values?: Record<string, unknown>) =>
  createI18n(localeOf(locale))._(id, values);

/** A price as it reads in text content (toHaveTextContent folds the no-break spaces into plain ones). */
export const money = (locale: unknown, som: Som) =>
  `${formatMoney(som)} ${textIn(locale, "kit.money.currency")}`.replace(/\s/g, " ");

/**
 * A basket line for a demo product, priced the way the fake shopping gateway prices it and titled in a
 * language. Product 1 (Sement M400 Akfa) is discounted: 49 300 so'm, was 58 000, 49 in stock; 2 (Pro Knauf)
 * costs 68 400 and 3 (Max Ceresit) 78 900, neither discounted.
 */
export function lineOf(
  productId: number,
  amount: number,
  locale: unknown = DEFAULT_LOCALE,
  stock?: number,
): BasketLine {
  const p = new FakeCatalogueGateway({ language: () => localeOf(locale) }).card(
    DEMO_PRODUCTS.find((d) => d.id === productId)!,
  );
  return {
    product: { id: p.id, slug: p.slug, title: p.title, image: p.images[0]?.small ?? "", isLiked: false },
    amount,
    unitPrice: p.price,
    oldPrice: p.oldPrice,
    total: p.price * amount,
    stock: stock ?? p.stock,
  };
}
