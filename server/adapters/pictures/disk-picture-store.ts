import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  PICTURE_NAME,
  type PictureFolder,
  type PictureStore,
  type PictureVariant,
} from "../../platform/picture-store.port.ts";
import { encodePicture, newPictureName, pictureFile, VARIANTS } from "./picture-encoding.ts";

/**
 * The embedded default: pictures as WebP files under DATA_DIR/pictures/<folder>/<name>[-small].webp, so
 * every process that serves them must see that directory (one host, or one shared volume).
 */
export class DiskPictureStore implements PictureStore {
  constructor(private readonly root: string) {}

  private file(folder: PictureFolder, name: string, variant: PictureVariant): string {
    return path.join(this.root, folder, pictureFile(name, variant));
  }

  async save(folder: PictureFolder, bytes: Buffer): Promise<string | null> {
    const sizes = await encodePicture(folder, bytes);
    if (!sizes) return null;
    const name = newPictureName();
    await mkdir(path.join(this.root, folder), { recursive: true });
    await Promise.all(VARIANTS.map((v) => writeAtomically(this.file(folder, name, v), sizes[v])));
    return name;
  }

  async read(folder: PictureFolder, name: string, variant: PictureVariant): Promise<Buffer | null> {
    if (!PICTURE_NAME.test(name)) return null;
    try {
      return await readFile(this.file(folder, name, variant));
    } catch {
      return null;
    }
  }

  async remove(folder: PictureFolder, name: string): Promise<void> {
    if (!PICTURE_NAME.test(name)) return;
    await Promise.all(VARIANTS.map((v) => rm(this.file(folder, name, v), { force: true })));
  }

  async close(): Promise<void> {}
}

/** Write then rename, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}
