import { mixesSections } from "./data/sections-mixes.data.ts";
import { finishSections } from "./data/sections-finish.data.ts";
import { engineeringSections } from "./data/sections-engineering.data.ts";
import { toolSections } from "./data/sections-tools.data.ts";
import { shellSections } from "./data/sections-shell.data.ts";
import { buildSections } from "./data/sections-build.data.ts";
import { brands } from "./data/brands.data.ts";
import { countries, units, audiences, attributeNames, attributeGroups } from "./data/dictionary.data.ts";
import type { CategorySpec, SectionSpec, Tr } from "./data/types.ts";
import type { Row } from "./insert.ts";

export const SECTIONS: readonly SectionSpec[] = [
  ...mixesSections,
  ...finishSections,
  ...engineeringSections,
  ...toolSections,
  ...shellSections,
  ...buildSections,
];

export interface PlacedCategory {
  id: number;
  sectionId: number;
  section: SectionSpec;
  spec: CategorySpec;
}

export interface PlacedBrand {
  id: number;
  title: string;
  country: string;
  sections: readonly string[];
}

const tr = (prefix: string, t: Tr) => ({
  [`${prefix}_ru`]: t[0],
  [`${prefix}_uz`]: t[1],
  [`${prefix}_sr`]: t[2],
});

/** Sections get ids 1..n in order; their categories 101, 102, ... so ids stay stable when a section grows. */
export function placeCategories(): { rows: Row[]; placed: PlacedCategory[] } {
  const rows: Row[] = [];
  const placed: PlacedCategory[] = [];
  let next = 101;
  SECTIONS.forEach((section, s) => {
    const sectionId = s + 1;
    rows.push({
      id: sectionId,
      parent_id: null,
      slug: section.slug,
      ...tr("title", section.t),
      icon: section.template,
      position: s,
      is_popular: false,
    });
    section.categories.forEach((spec, position) => {
      const id = next++;
      // Every third category of a section is shown among the popular ones on the home page.
      rows.push({
        id,
        parent_id: sectionId,
        slug: spec.slug,
        ...tr("title", spec.t),
        icon: section.template,
        position,
        is_popular: position % 3 === 0,
      });
      placed.push({ id, sectionId, section, spec });
    });
  });
  return { rows, placed };
}

export function placeBrands(): { rows: Row[]; placed: PlacedBrand[] } {
  const placed = brands.map(([title, country, sections], i) => ({ id: i + 1, title, country, sections }));
  const rows = placed.map((b, position) => {
    const country = countries[b.country] ?? countries.UZ!;
    return {
      id: b.id,
      slug: b.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      title: b.title,
      country: b.country,
      icon: `logo-${b.id}`,
      description_ru: `<p>${b.title} — производитель строительных материалов (${country[0]}). Официальная продукция с гарантией качества.</p>`,
      description_uz: `<p>${b.title} — қурилиш материаллари ишлаб чиқарувчиси (${country[1]}). Сифат кафолати билан расмий маҳсулотлар.</p>`,
      description_sr: `<p>${b.title} — qurilish materiallari ishlab chiqaruvchisi (${country[2]}). Sifat kafolati bilan rasmiy mahsulotlar.</p>`,
      position,
    };
  });
  return { rows, placed };
}

export function dictionaryRows(): Row[] {
  const rows: Row[] = [];
  const add = (kind: string, table: Record<string, Tr>) => {
    for (const [code, t] of Object.entries(table)) rows.push({ kind, code, ...tr("title", t) });
  };
  add("country", countries);
  add("unit", units);
  add("audience", audiences);
  add("attribute", attributeNames);
  add("attribute_group", attributeGroups);
  return rows;
}
