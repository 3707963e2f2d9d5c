import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageModifiers } from "./image-modifiers.ts";
import { loadSharp } from "./load-sharp.ts";

export const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;

/**
 * Renders a source picture (an SVG text, or the bytes of an uploaded photo) at the asked size and format with
 * sharp and keeps the result on disk, so each variant is drawn once per DATA_DIR; concurrent requests for the
 * same variant share one render.
 */
export class ImageRenderer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  constructor(
    private readonly cacheDir: string,
    /** Told of every cached file read and written, so a budget can keep the directory's size (media/). */
    private readonly events: { used?(file: string): void; stored?(file: string, bytes: number): void } = {},
  ) {}

  async render(
    sourceId: string,
    source: () => Promise<string | Buffer>,
    mods: ImageModifiers,
  ): Promise<Buffer> {
    const key = createHash("sha1")
      .update(`${sourceId}|${JSON.stringify(mods)}`)
      .digest("hex");
    const file = path.join(this.cacheDir, key.slice(0, 2), `${key}.${mods.format}`);
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      try {
        const cached = await readFile(file);
        this.events.used?.(file);
        return cached;
      } catch {
        const out = await draw(await source(), mods);
        await mkdir(path.dirname(file), { recursive: true });
        // Write then rename, so a reader never sees half a file.
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, out);
        await rename(temp, file);
        this.events.stored?.(file, out.length);
        return out;
      }
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}

async function draw(source: string | Buffer, mods: ImageModifiers): Promise<Buffer> {
  const photo = Buffer.isBuffer(source);
  const sharp = await loadSharp();
  let image = photo ? sharp(source) : sharp(Buffer.from(source), { density: 72 });
  if (mods.width || mods.height) {
    image = image.resize({
      width: mods.width,
      height: mods.height,
      fit: mods.fit,
      background: mods.background,
      // A drawing scales to any size; a photo is never blown up past what was kept of it.
      withoutEnlargement: photo,
    });
  }
  if (mods.format === "jpeg")
    image = image.flatten({ background: mods.background }).jpeg({ quality: mods.quality, mozjpeg: true });
  else if (mods.format === "png") image = image.png({ compressionLevel: 8 });
  else if (mods.format === "avif") image = image.avif({ quality: Math.max(1, mods.quality - 20), effort: 2 });
  else image = image.webp({ quality: mods.quality });
  return image.toBuffer();
}
