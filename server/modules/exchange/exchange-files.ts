import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";

/** The most an archive of one exchange may unpack to, and the most entries it may hold. */
const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;
const MAX_ENTRIES = 200_000;

export class ExchangeFileError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ExchangeFileError";
  }
}

/**
 * A file name as 1C sends it (import.xml, import_files/ab/abcd.jpg, a Windows path with backslashes), made a
 * path inside the session's folder, or null when it would lead out of it (an absolute path, "..", a drive)
 * or is no file name at all.
 */
export function safeName(filename: string): string | null {
  const name = filename.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  if (name === "" || name.length > 255 || name.startsWith("/") || /^[a-z]:/i.test(name)) return null;
  if (/[\p{Cc}:*?"<>|]/u.test(name)) return null;
  const parts = name.split("/");
  if (parts.length > 8 || parts.some((p) => p === "" || p === "." || p === "..")) return null;
  return parts.join("/");
}

/** The files of each exchange session, under DATA_DIR/1c/<session>/, on the host that took them. */
export class ExchangeFiles {
  constructor(private readonly root: string) {}

  dir(sessionId: string): string {
    return path.join(this.root, sessionId);
  }

  /** The full path of a checked name in the session's folder. */
  pathOf(sessionId: string, name: string): string {
    const dir = this.dir(sessionId);
    const full = path.resolve(dir, name);
    if (!full.startsWith(dir + path.sep)) throw new ExchangeFileError(`недопустимое имя файла ${name}`);
    return full;
  }

  async exists(sessionId: string, name: string): Promise<boolean> {
    return stat(this.pathOf(sessionId, name)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /**
   * Adds a request's body to the file (1C sends a file larger than file_limit in parts, each appended); more
   * than `limit` bytes in one request is refused.
   */
  async append(sessionId: string, name: string, body: Readable, limit: number): Promise<number> {
    const full = this.pathOf(sessionId, name);
    await mkdir(path.dirname(full), { recursive: true });
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > limit)
          done(new ExchangeFileError(`часть файла ${name} больше file_limit (${limit} байт)`));
        else done(null, chunk);
      },
    });
    await pipeline(body, counter, createWriteStream(full, { flags: "a" }));
    return bytes;
  }

  /**
   * Unpacks the session's archives (zip=yes: 1C sends its files as one archive, in parts) into its folder,
   * each name checked as an uploaded one, and removes them; the names of the files unpacked.
   */
  async unpackArchives(sessionId: string): Promise<string[]> {
    const dir = this.dir(sessionId);
    const archives = (await readdir(dir).catch(() => [])).filter((f) => f.toLowerCase().endsWith(".zip"));
    const names: string[] = [];
    for (const archive of archives) {
      names.push(...(await this.unpack(sessionId, path.join(dir, archive))));
      await rm(path.join(dir, archive));
    }
    return names;
  }

  private async unpack(sessionId: string, archive: string): Promise<string[]> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(archive, { lazyEntries: true, strictFileNames: false });
    } catch {
      throw new ExchangeFileError(`архив ${path.basename(archive)} не читается как zip`);
    }
    const names: string[] = [];
    let total = 0;
    try {
      if (zip.entryCount > MAX_ENTRIES) throw new ExchangeFileError("в архиве слишком много файлов");
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith("/")) continue;
        const name = safeName(entry.fileName);
        if (!name) throw new ExchangeFileError(`недопустимое имя в архиве: ${entry.fileName}`);
        total += entry.uncompressedSize;
        if (total > MAX_UNPACKED_BYTES)
          throw new ExchangeFileError("архив распаковывается в слишком много байт");
        const full = this.pathOf(sessionId, name);
        await mkdir(path.dirname(full), { recursive: true });
        // yauzl checks each entry's bytes against its declared size, so a lying entry cannot run on.
        await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(full));
        names.push(name);
      }
    } catch (error) {
      if (error instanceof ExchangeFileError) throw error;
      throw new ExchangeFileError(`архив ${path.basename(archive)} повреждён: ${(error as Error).message}`);
    } finally {
      zip.close();
    }
    return names;
  }

  async remove(sessionId: string): Promise<void> {
    await rm(this.dir(sessionId), { recursive: true, force: true });
  }
}
