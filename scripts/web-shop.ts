// The production shop as `npm start` serves it (after `npm run build`), on its own port and data directory,
// for the page benches (scripts/bench-web.ts, scripts/lighthouse-web.ts).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM, and SIGKILL after 10 s: a shop left running would hold its port and a core for the next run. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const hard = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => (clearTimeout(hard), resolve()));
    child.kill("SIGTERM");
  });
}

export interface WebShop {
  readonly base: string;
  /** A product's slug, the best rated, for the product page. */
  readonly slug: string;
  /** Requests each page a few times: a running shop is warm, which is what a shopper meets. */
  warm(urls: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startWebShop(port: number): Promise<WebShop> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(root, "bench/data/web"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`${base}/api/v1/products/?size=1`, 120_000);
    const first = (await (await fetch(`${base}/api/v1/products/?size=1&ordering=-rate`)).json()) as {
      results: { slug: string }[];
    };
    const slug = first.results[0]?.slug;
    if (!slug) throw new Error("the shop has no product to show");
    return {
      base,
      slug,
      warm: async (urls) => {
        for (const url of urls) for (let i = 0; i < 3; i++) await (await fetch(url)).text();
      },
      stop: () => stop(server),
    };
  } catch (error) {
    await stop(server);
    throw error;
  }
}
