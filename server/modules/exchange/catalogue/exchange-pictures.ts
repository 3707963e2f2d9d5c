import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { PictureStore } from "../../../platform/picture-store.port.ts";
import { safeName, type ExchangeFiles } from "../exchange-files.ts";
import type { CatalogueLinksRepository } from "./catalogue-links.repository.ts";

/**
 * The pictures goods name (Картинка: import_files/…), into the picture store's products folder. A picture
 * 1C sent before, byte for byte, keeps its stored name; 1C sends only changed pictures in a changes-only
 * exchange, so one named but not sent is the one stored for that path. Done before the batch's transaction:
 * re-encoding takes a while and needs no database.
 */
export class ExchangePictures {
  constructor(
    private readonly deps: { pictures: PictureStore; files: ExchangeFiles; links: CatalogueLinksRepository },
  ) {}

  /** Each path's stored name, or null when it was neither sent now nor before, or is no picture. */
  async resolve(sessionId: string, paths: readonly string[]): Promise<Map<string, string | null>> {
    const names = new Map<string, string | null>();
    for (const path of new Set(paths)) names.set(path, await this.one(sessionId, path));
    return names;
  }

  private async one(sessionId: string, path: string): Promise<string | null> {
    const { links, files, pictures } = this.deps;
    const name = safeName(path);
    if (!name) return null;
    const bytes = await readFile(files.pathOf(sessionId, name)).catch(() => null);
    const known = await links.picture(name);
    if (!bytes) return known?.name ?? null;
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (known?.sha256 === sha256) return known.name;
    const stored = (await links.pictureByHash(sha256)) ?? (await pictures.save("products", bytes));
    if (stored) await links.savePicture(name, sha256, stored);
    return stored;
  }
}
