import type { ProductDetail } from "../../../contract/index.ts";
import type { Language } from "../../../domain/language.ts";
import { pick } from "../../platform/language.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { CatalogueTree } from "./catalogue-tree.ts";
import type { DetailRow } from "./catalogue.repository.ts";
import type { Dictionary } from "./dictionary.ts";
import { toCard } from "./product-card.ts";

type AttributeValue = DetailRow["attributes"][number][1];

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const value = (v: AttributeValue, lang: Language) => (typeof v === "string" ? v : pick(lang, ...v));

export interface DetailParts {
  tree: CatalogueTree;
  dictionary: Dictionary;
  media: MediaUrls;
}

/**
 * The product page: the card, the facts, attributes in titled groups, and the other variants of its group.
 */
export function productDetail(
  { tree, dictionary: d, media }: DetailParts,
  lang: Language,
  row: DetailRow,
  variants: { slug: string; attributes: [string, AttributeValue][] }[],
): ProductDetail {
  const category = tree.get(row.categoryId);
  const country = d.word("country", row.country, lang);
  const audience = d.word("audience", row.audience, lang);
  const facts: [string, string][] = [
    [d.word("attribute", "main.brand", lang), row.manufacturerTitle],
    [d.word("attribute", "main.country", lang), country],
    [d.word("attribute", "main.year", lang), String(row.year)],
    [d.word("attribute", "main.audience", lang), audience],
  ];
  const specs = row.attributes.map(([code, v]) => ({
    attribute: d.word("attribute", code, lang),
    value: value(v, lang),
    code,
  }));
  const main = [
    ...facts.map(([attribute, v]) => ({ attribute, value: v })),
    ...specs.filter((a) => a.code.startsWith("main.")),
  ];
  const spec = specs.filter((a) => a.code.startsWith("spec."));
  spec.push({
    attribute: d.word("attribute", "spec.weight", lang),
    value: `${row.weight / 1000} ${d.word("unit", "kg", lang)}`,
    code: "spec.weight",
  });
  const variantValue = (attrs: [string, AttributeValue][]) =>
    attrs
      .filter(([c]) => c === "spec.variant" || c === "spec.pack")
      .map(([, v]) => ({ value: value(v, lang) }));
  const list = facts.map(([k, v]) => `<li><b>${esc(k)}:</b> ${esc(v)}</li>`).join("");
  return {
    ...toCard(row, media),
    description: `${row.description}<ul>${list}</ul>`,
    category: category ? { id: category.id, title: tree.title(category, lang) } : null,
    year: row.year,
    unit_value: Number(row.unitValue),
    unit: { title: d.word("unit", row.unit, lang) },
    weight: row.weight / 1000,
    manufactured_country: country,
    targeted_audience: audience,
    // The shared answer is a guest's; a signed-in user's own go in after the cache (catalogue.routes.ts).
    can_comment: false,
    has_comment: false,
    product_group: row.groupId,
    general_attributes: [
      {
        id: 1,
        title: d.word("attribute_group", "main", lang),
        attributes: main.map(({ attribute, value: v }) => ({ attribute, value: v })),
      },
      {
        id: 2,
        title: d.word("attribute_group", "spec", lang),
        attributes: spec.map(({ attribute, value: v }) => ({ attribute, value: v })),
      },
    ],
    attributes: specs
      .filter((a) => a.code === "spec.variant" || a.code === "spec.pack")
      .map((a, i) => ({ id: i + 1, attribute: a.attribute, value: a.value })),
    products: variants.map((v) => ({ slug: v.slug, attributes: variantValue(v.attributes) })),
  };
}
