import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../images/load-sharp.ts";
import {
  PICTURE_NAME,
  type PictureFolder,
  type PictureStore,
  type PictureVariant,
} from "../../platform/picture-store.port.ts";

/** Longest side of the kept `default` size and the square of `small` (a list avatar at 2x). */
const DEFAULT_SIDE = 1024;
const SMALL_SIDE = 160;
/** A 5 MB file can still claim a huge canvas (a decompression bomb); sharp refuses more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Uploaded pictures as WebP files under DATA_DIR/pictures/<folder>/<name>[-small].webp. */
export class DiskPictureStore implements PictureStore {
  constructor(private readonly root: string) {}

  private file(folder: PictureFolder, name: string, variant: PictureVariant): string {
    return path.join(this.root, folder, `${name}${variant === "small" ? "-small" : ""}.webp`);
  }

  async save(folder: PictureFolder, bytes: Buffer): Promise<string | null> {
    let sizes: [Buffer, Buffer];
    const sharp = await loadSharp();
    try {
      const upright = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      sizes = await Promise.all([
        upright
          .clone()
          .resize({ width: DEFAULT_SIDE, height: DEFAULT_SIDE, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        upright
          .clone()
          .resize({ width: SMALL_SIDE, height: SMALL_SIDE, fit: "cover" })
          .webp({ quality: 80 })
          .toBuffer(),
      ]);
    } catch {
      return null;
    }
    const name = randomBytes(12).toString("hex");
    await mkdir(path.join(this.root, folder), { recursive: true });
    await Promise.all([
      writeAtomically(this.file(folder, name, "default"), sizes[0]),
      writeAtomically(this.file(folder, name, "small"), sizes[1]),
    ]);
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
    await Promise.all(
      (["default", "small"] as const).map((v) => rm(this.file(folder, name, v), { force: true })),
    );
  }
}

/** Write then rename, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}
