import { zipOf } from "./zip-writer.ts";

// 1C:Enterprise's side of "exchange with the site", as its exchange processing drives it: a plain HTTP client
// on a real socket, HTTP Basic at checkauth, the cookie it was told to send on every later call, files as raw
// POST bodies cut at file_limit, mode=import repeated while the site answers `progress`.

export interface OnecAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The answer's lines, the protocol's word first. */
  lines: string[];
}

export interface ImportRun {
  /** Every answer to mode=import, in order: `progress`… then `success` or `failure`. */
  answers: OnecAnswer[];
  last: OnecAnswer;
}

/** The most mode=import calls one file may take before the double gives up (1C would go on for ever). */
const MAX_IMPORT_CALLS = 2_000;

export class OnecDouble {
  private cookie: string | null = null;
  zip = false;
  fileLimit = 0;
  /** Every body sent with mode=file, by file name: to show a file went in parts. */
  readonly parts = new Map<string, number>();

  constructor(
    private readonly base: string,
    private readonly login: string,
    private readonly password: string,
  ) {}

  async call(query: Record<string, string>, body?: Buffer): Promise<OnecAnswer> {
    const url = `${this.base}/api/v1/1c/exchange?${new URLSearchParams(query).toString()}`;
    const headers: Record<string, string> = { "user-agent": "1C+Enterprise/8.3" };
    if (query.mode === "checkauth")
      headers.authorization = `Basic ${Buffer.from(`${this.login}:${this.password}`).toString("base64")}`;
    else if (this.cookie) headers.cookie = this.cookie;
    // 1C sets no Content-Type on a file it posts.
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text,
      lines: text.split(/\r?\n/),
    };
  }

  /** checkauth; on success the cookie (lines 2 and 3) is kept for every later call. */
  async checkauth(type: "catalog" | "sale" = "catalog"): Promise<OnecAnswer> {
    const answer = await this.call({ type, mode: "checkauth" });
    if (answer.lines[0] === "success") this.cookie = `${answer.lines[1]}=${answer.lines[2]}`;
    return answer;
  }

  async init(type: "catalog" | "sale" = "catalog"): Promise<OnecAnswer> {
    const answer = await this.call({ type, mode: "init" });
    for (const line of answer.lines) {
      const [key, value] = line.split("=");
      if (key === "zip") this.zip = value === "yes";
      if (key === "file_limit") this.fileLimit = Number(value);
    }
    return answer;
  }

  /** mode=file, cut into parts of file_limit bytes as 1C cuts a big file; the answer to the last part. */
  async sendFile(type: "catalog" | "sale", filename: string, bytes: Buffer): Promise<OnecAnswer> {
    const limit = this.fileLimit > 0 ? this.fileLimit : bytes.length;
    let answer: OnecAnswer | null = null;
    for (let at = 0; at < bytes.length || answer === null; at += limit) {
      answer = await this.call({ type, mode: "file", filename }, bytes.subarray(at, at + limit));
      this.parts.set(filename, (this.parts.get(filename) ?? 0) + 1);
      if (answer.lines[0] !== "success") return answer;
    }
    return answer;
  }

  async importFile(filename: string): Promise<ImportRun> {
    const answers: OnecAnswer[] = [];
    for (let i = 0; i < MAX_IMPORT_CALLS; i++) {
      const answer = await this.call({ type: "catalog", mode: "import", filename });
      answers.push(answer);
      if (answer.lines[0] !== "progress") return { answers, last: answer };
    }
    throw new Error(`${filename}: still "progress" after ${MAX_IMPORT_CALLS} calls`);
  }

  /**
   * A whole catalogue exchange as 1C runs it: checkauth, init, the files (one zip archive when the site asks
   * for zip=yes), then import of import.xml and offers.xml until each ends; pictures go in import_files/.
   */
  async exchangeCatalogue(files: Record<string, Buffer>): Promise<Record<string, ImportRun>> {
    const auth = await this.checkauth();
    if (auth.lines[0] !== "success") throw new Error(`checkauth: ${auth.text}`);
    await this.init("catalog");
    if (this.zip) {
      const sent = await this.sendFile("catalog", "import0_1.zip", zipOf(files));
      if (sent.lines[0] !== "success") throw new Error(`file: ${sent.text}`);
    } else
      for (const [name, bytes] of Object.entries(files)) {
        const sent = await this.sendFile("catalog", name, bytes);
        if (sent.lines[0] !== "success") throw new Error(`file ${name}: ${sent.text}`);
      }
    const runs: Record<string, ImportRun> = {};
    for (const name of Object.keys(files).filter((n) => n.endsWith(".xml")))
      runs[name] = await this.importFile(name);
    return runs;
  }
}
