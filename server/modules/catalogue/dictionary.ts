import type { Language } from "../../../domain/language.ts";
import { pick } from "../../platform/language.ts";
import type { CatalogueRepository } from "./catalogue.repository.ts";

type Tr = [string, string, string];

/**
 * Translated reference words (countries, units, audiences, attribute names), few enough to keep in memory.
 */
export class Dictionary {
  private words = new Map<string, Tr>();
  constructor(private readonly repository: Pick<CatalogueRepository, "dictionaryRows">) {}

  async reload() {
    const rows = await this.repository.dictionaryRows();
    this.words = new Map(rows.map((r) => [`${r.kind}:${r.code}`, [r.titleRu, r.titleUz, r.titleSr] as Tr]));
  }

  /** The word in the request's language, or the code itself when the dictionary lacks it. */
  word(kind: string, code: string, lang: Language): string {
    const tr = this.words.get(`${kind}:${code}`);
    return tr ? pick(lang, ...tr) : code;
  }
}
