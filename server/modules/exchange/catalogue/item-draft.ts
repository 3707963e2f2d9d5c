import { DRAFT_LIMITS, type ProductDraft } from "../../../../domain/product-draft.ts";

/**
 * What import.xml said of a good, as a product draft, kept until its first price makes it a product and as
 * the base of its variants.
 */
export type ItemDraft = ProductDraft & { titleRu: string; categoryId: number };

/** A variant's id "<good>#<characteristic>": the good it belongs to, or null for a good of its own. */
export function baseOf(externalId: string): string | null {
  const hash = externalId.indexOf("#");
  return hash > 0 && hash < externalId.length - 1 ? externalId.slice(0, hash) : null;
}

/** Attributes with a variant's own values put after (and over) the good's, within the draft's limits. */
export function withValues(
  attributes: readonly [string, string][],
  values: readonly [string, string][],
): [string, string][] {
  const own = new Map(values.map(([name, value]) => [name.toLowerCase(), [name, value] as [string, string]]));
  const kept = attributes.filter(([name]) => !own.has(name.toLowerCase()));
  return [...kept, ...own.values()]
    .map(([name, value]): [string, string] => [
      name.slice(0, DRAFT_LIMITS.attributeName),
      value.slice(0, DRAFT_LIMITS.attributeValue),
    ])
    .slice(0, DRAFT_LIMITS.attributes);
}

/** A variant's title: 1C's own name of the offer, else the good's with the variant's values. */
export function variantTitle(base: string, offerTitle: string, values: readonly [string, string][]): string {
  if (offerTitle) return offerTitle.slice(0, DRAFT_LIMITS.title);
  const suffix = values.map(([, value]) => value).join(", ");
  return (suffix ? `${base} (${suffix})` : base).slice(0, DRAFT_LIMITS.title);
}
