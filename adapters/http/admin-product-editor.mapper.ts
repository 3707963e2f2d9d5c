import type {
  ProductChoices as WireChoices,
  ProductEditorView,
  ProductForm,
} from "../../contract/admin-catalogue.endpoints";
import type {
  EditedProduct,
  ProductChoices,
  ProductSave,
} from "../../application/admin/sections/product-editor.types";

// The editor's answers (contract/admin-catalogue.endpoints.ts, already checked by AdminClient.call) in the
// back office's words, and its saves in the server's.

export function editedFromWire(w: ProductEditorView): EditedProduct {
  return {
    id: w.id,
    slug: w.slug,
    visible: w.visible,
    missing: w.missing,
    sku: w.sku,
    externalId: w.external_id,
    titles: { ru: w.title_ru, uz: w.title_uz, sr: w.title_sr },
    descriptions: { ru: w.description_ru, uz: w.description_uz, sr: w.description_sr },
    categoryId: w.category_id,
    brandId: w.brand_id,
    unit: w.unit,
    unitValue: w.unit_value,
    attributes: w.attributes.map(([name, value]) => [name, value] as const),
    groupId: w.group_id,
    price: w.price,
    salePrice: w.sale_price,
    stock: w.stock,
    photos: w.images.map((i) => ({ name: i.name, url: i.url })),
  };
}

export function choicesFromWire(w: WireChoices): ProductChoices {
  return {
    categories: w.categories.map((c) => ({ id: c.id, parentId: c.parent_id, title: c.title })),
    brands: w.brands.map((b) => ({ id: b.id, title: b.title })),
    units: w.units,
  };
}

/** Only the fields given, under the server's names. */
export function saveToWire(s: ProductSave): ProductForm {
  const form: ProductForm = {};
  for (const lang of ["ru", "uz", "sr"] as const) {
    if (s.titles?.[lang] !== undefined) form[`title_${lang}`] = s.titles[lang];
    if (s.descriptions?.[lang] !== undefined) form[`description_${lang}`] = s.descriptions[lang];
  }
  const pairs: [keyof ProductForm, unknown][] = [
    ["category_id", s.categoryId],
    ["brand_id", s.brandId],
    ["unit", s.unit],
    ["unit_value", s.unitValue],
    ["attributes", s.attributes],
    ["group_id", s.groupId],
    ["price", s.price],
    ["sale_price", s.salePrice],
    ["stock", s.stock],
    ["sku", s.sku],
    ["external_id", s.externalId],
  ];
  for (const [key, value] of pairs) if (value !== undefined) Object.assign(form, { [key]: value });
  return form;
}
