import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Keeps the resized pictures on disk under a byte budget. Files are known in least-recently-used order in
 * memory (a scan at start orders them by modification time); when a render pushes the total past the budget,
 * one pass in the background deletes the least recently used down to 90 %. The pass scans the directory
 * first, so files another process sharing it wrote are counted too (it also runs after each tenth of the
 * budget written, for their sake); a file either process deletes is simply drawn again when next asked
 * for. Requests never wait for it.
 */
export class MediaCacheBudget {
  /** File -> size, first the least recently used. */
  private readonly files = new Map<string, number>();
  private total = 0;
  private pass: Promise<void> | null = null;
  private again = false;
  /** Written by this process since the last scan; a tenth of the budget makes it look at the others'. */
  private writtenSinceScan = 0;

  constructor(
    private readonly dir: string,
    readonly maxBytes: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Learns what an earlier run left behind; trims it if the budget has shrunk since. */
  start(): Promise<void> {
    return this.run(async () => {
      await this.rescan();
      await this.trim();
    });
  }

  used(file: string) {
    const bytes = this.files.get(file);
    if (bytes === undefined) return;
    this.files.delete(file);
    this.files.set(file, bytes);
  }

  stored(file: string, bytes: number) {
    this.forget(file);
    this.files.set(file, bytes);
    this.total += bytes;
    this.writtenSinceScan += bytes;
    if (this.total > this.maxBytes || this.writtenSinceScan > this.maxBytes / 10)
      void this.run(() => this.rescan().then(() => this.trim()));
  }

  /** The bytes known to be on disk now. */
  get bytes() {
    return this.total;
  }

  /** Resolves once no pass is running (tests; a clean shutdown). */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  private forget(file: string) {
    const bytes = this.files.get(file);
    if (bytes === undefined) return;
    this.files.delete(file);
    this.total -= bytes;
  }

  /** One pass at a time; a request for another while one runs makes it run once more afterwards. */
  private run(work: () => Promise<void>): Promise<void> {
    if (this.pass) {
      this.again = true;
      return this.pass;
    }
    this.pass = (async () => {
      do {
        this.again = false;
        await work().catch(this.onError);
      } while (this.again);
    })().finally(() => (this.pass = null));
    return this.pass;
  }

  private async rescan() {
    this.writtenSinceScan = 0;
    const before = new Set(this.files.keys());
    const found: { file: string; bytes: number; at: number }[] = [];
    for (const shard of await readdir(this.dir).catch(() => [] as string[])) {
      const names = await readdir(path.join(this.dir, shard)).catch(() => [] as string[]);
      for (const name of names) {
        if (name.endsWith(".tmp")) continue;
        const file = path.join(this.dir, shard, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) found.push({ file, bytes: info.size, at: info.mtimeMs });
      }
    }
    const onDisk = new Set(found.map((f) => f.file));
    // Gone: deleted by another process. A file stored while the scan ran is kept.
    for (const file of before) if (!onDisk.has(file)) this.forget(file);
    // Files this process has not used go first, oldest first; the ones it has keep their order after them.
    const unknown = found.filter((f) => !this.files.has(f.file)).sort((a, b) => a.at - b.at);
    const known = [...this.files];
    this.files.clear();
    this.total = 0;
    for (const f of unknown) this.add(f.file, f.bytes);
    for (const [file, bytes] of known) this.add(file, bytes);
  }

  private add(file: string, bytes: number) {
    this.files.set(file, bytes);
    this.total += bytes;
  }

  private async trim() {
    if (this.total <= this.maxBytes) return;
    const target = Math.floor(this.maxBytes * 0.9);
    for (const file of this.files.keys()) {
      if (this.total <= target) break;
      this.forget(file);
      await unlink(file).catch(() => {});
    }
  }
}
