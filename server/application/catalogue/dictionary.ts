import type { Database } from "../../db/database.port.ts";
import { dictionary } from "../../db/schema/index.ts";
import { pick, type Lang } from "../../http/language.ts";

type Tr = [string, string, string];

/** Translated reference words (countries, units, audiences, attribute names), few enough to keep in memory. */
export class Dictionary {
  private words = new Map<string, Tr>();
  constructor(private readonly db: Database) {}

  async reload() {
    const rows = await this.db.orm.select().from(dictionary);
    this.words = new Map(rows.map((r) => [`${r.kind}:${r.code}`, [r.titleRu, r.titleUz, r.titleSr] as Tr]));
  }

  /** The word in the request's language, or the code itself when the dictionary lacks it. */
  word(kind: string, code: string, lang: Lang): string {
    const tr = this.words.get(`${kind}:${code}`);
    return tr ? pick(lang, ...tr) : code;
  }
}
