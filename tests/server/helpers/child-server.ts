import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The real server in a process of its own (`node --import tsx server/main.ts`), for what an in-process app
// cannot show: a crash, a restart on the same data, several processes on one database, start-up time.
// No vitest import, so benches may use it too.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The environment a child is given besides its own settings: what a shell needs, none of the shop's. */
const INHERITED = ["PATH", "HOME", "TMPDIR", "TMP", "TEMP", "LANG", "TZ", "SYSTEMROOT", "COMSPEC"];

export interface ChildServerOptions {
  /** The shop's settings (PORT, DATA_DIR, DATABASE_URL, ...); nothing of the caller's own is passed on. */
  env: Record<string, string>;
  /** Argv of the process (the server entry by default), run as a process group: a wrapper (npm) dies too. */
  command?: string[];
  cwd?: string;
  /** How long the child may take to answer its readiness path. */
  timeoutMs?: number;
  /** Polled until it answers 200. */
  readyPath?: string;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  url: string;
  port: number;
  pid: number;
  /** performance.now() when it was spawned, to time other first answers against. */
  spawnedAt: number;
  /** From spawning to the first 200 of the readiness path. */
  readyMs: number;
  exited: Promise<ChildExit>;
  /** Sends a signal to the whole process group (workers and wrappers included). */
  kill(signal?: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited in `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<ChildExit>;
  /** The last 64 KiB of its stdout and stderr, for failure messages. */
  output(): string;
}

/** A port nothing listens on right now; the child binds it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const live = new Set<number>();
let reaperInstalled = false;
function reapOnExit() {
  if (reaperInstalled) return;
  reaperInstalled = true;
  // Children run detached (their own group), so a runner that dies first would otherwise leave them running.
  process.once("exit", () => {
    for (const pid of live) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const given = options.env.PORT;
  const port = given && given !== "0" ? Number(given) : await freePort();
  const host = options.env.HOST ?? "127.0.0.1";
  const env: Record<string, string> = {};
  for (const key of INHERITED) if (process.env[key] !== undefined) env[key] = process.env[key]!;
  Object.assign(env, options.env, { PORT: String(port), HOST: host });
  const [command, ...args] = options.command ?? [process.execPath, "--import", "tsx", "server/main.ts"];

  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid!;
  live.add(pid);
  reapOnExit();

  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-65_536);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<ChildExit>((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(pid);
      resolve({ code, signal });
    });
  });
  const kill = (signal: NodeJS.Signals = "SIGTERM") => {
    if (!live.has(pid)) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // exited between the check and the signal
    }
  };
  const stop = async (graceMs = 15_000) => {
    kill("SIGTERM");
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    const first = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (first) return first;
    kill("SIGKILL");
    return exited;
  };

  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const readyUrl = `${url}${options.readyPath ?? "/healthz"}`;
  const deadline = started + (options.timeoutMs ?? 120_000);
  let gone: ChildExit | null = null;
  void exited.then((e) => (gone = e));
  // Polling, since the server announces readiness only in a log line that LOG_LEVEL may silence; a refused
  // connection comes back at once, so the pause between tries bounds the error of readyMs.
  for (;;) {
    if (gone) {
      throw new Error(`server exited (${JSON.stringify(gone)}) before it was ready:\n${log}`);
    }
    if (performance.now() > deadline) {
      await stop(2_000);
      throw new Error(`server not ready in ${options.timeoutMs ?? 120_000} ms:\n${log}`);
    }
    let ok = false;
    try {
      // Generous: the first answer of a page rendered on a busy machine can take seconds.
      const r = await fetch(readyUrl, { signal: AbortSignal.timeout(15_000) });
      await r.arrayBuffer();
      ok = r.status === 200;
    } catch {
      // not listening yet, or the answer did not come in time
    }
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    port,
    pid,
    spawnedAt: started,
    readyMs: performance.now() - started,
    exited,
    kill,
    stop,
    output: () => log,
  };
}
