import { isForeignCurrency } from "../commerceml/cml-values.ts";
import type { PriceType } from "../commerceml/classifier.ts";

/** A problem with the whole file, not one element: the import stops and 1C shows the reason. */
export class ImportFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ImportFailure";
  }
}

/**
 * The price type the shop sells at: the one named ONEC_PRICE_TYPE (1C usually sends several: retail,
 * wholesale, purchase), or the only one there is. Its prices must be in so'm: a price in dollars sold as
 * so'm would be a thousandth of itself.
 */
export function choosePriceType(types: readonly PriceType[], wanted: string): PriceType {
  const key = (name: string) => name.trim().toLowerCase();
  const named = types.find((t) => key(t.name) === key(wanted)) ?? (types.length === 1 ? types[0] : undefined);
  if (!named) {
    const listed = types.length > 0 ? types.map((t) => `«${t.name}»`).join(", ") : "ни одного";
    throw new ImportFailure(
      `нет типа цен «${wanted}» (в файле: ${listed}); укажите нужный в ONEC_PRICE_TYPE или выгрузите его из 1С`,
    );
  }
  if (isForeignCurrency(named.currency))
    throw new ImportFailure(`тип цен «${named.name}» в валюте ${named.currency}, а магазин продаёт в сумах`);
  return named;
}
