import type { Language } from "../../../domain/language.ts";
import { pick } from "../../platform/language.ts";
import type { CatalogueRepository } from "./catalogue.repository.ts";

export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  titles: [ru: string, uz: string, sr: string];
  icon: string;
  isPopular: boolean;
  children: CategoryNode[];
}

/**
 * The category tree is small (sections and their categories) and read by most answers, so it lives in memory;
 * `reload()` after an edit. Product filters use it to widen a section id to its categories.
 */
export class CatalogueTree {
  private byId = new Map<number, CategoryNode>();
  sections: CategoryNode[] = [];

  constructor(private readonly repository: Pick<CatalogueRepository, "categoryRows">) {}

  async reload() {
    const rows = await this.repository.categoryRows();
    const byId = new Map<number, CategoryNode>();
    for (const r of rows) {
      byId.set(r.id, {
        id: r.id,
        parentId: r.parentId,
        slug: r.slug,
        titles: [r.titleRu, r.titleUz, r.titleSr],
        icon: r.icon,
        isPopular: r.isPopular,
        children: [],
      });
    }
    const sections: CategoryNode[] = [];
    for (const node of byId.values()) {
      const parent = node.parentId === null ? undefined : byId.get(node.parentId);
      if (parent) parent.children.push(node);
      else sections.push(node);
    }
    this.byId = byId;
    this.sections = sections;
  }

  get(id: number): CategoryNode | undefined {
    return this.byId.get(id);
  }

  title(node: CategoryNode, lang: Language): string {
    return pick(lang, ...node.titles);
  }

  /** The ids a category filter means: the category and everything under it. */
  expand(ids: readonly number[]): number[] {
    const out = new Set<number>();
    const walk = (node: CategoryNode) => {
      out.add(node.id);
      node.children.forEach(walk);
    };
    for (const id of ids) {
      const node = this.byId.get(id);
      if (node) walk(node);
      else out.add(id);
    }
    return [...out];
  }

  get all(): CategoryNode[] {
    return [...this.byId.values()];
  }
}
