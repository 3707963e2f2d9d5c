import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";

// The server's own PostgreSQL sessions, found by the application_name its URL gives them, so a test ends
// only those and never another test file's (or another person's) sessions on the same database.

/** A name no other session has, and the URL that gives it to every connection of a pool. */
export function namedUrl(url: string, prefix = "qb_test") {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const named = new URL(url);
  named.searchParams.set("application_name", name);
  return { name, url: named.toString() };
}

/** A session of its own (named apart) that watches and ends the named sessions. */
export async function sessionKiller(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: "qb_test_killer" });
  await client.connect();
  const pidsOf = async (name: string, where = "true") =>
    (
      await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1 AND ${where}`,
        [name],
      )
    ).rows.map((r) => r.pid);
  return {
    /** Ends every session of `name` (what a restart or a failover does to them); how many there were. */
    async terminate(name: string): Promise<number> {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [name],
      );
      return rows[0]!.n;
    },
    /**
     * Waits until a session of `name` runs a statement whose text matches `pattern` (SQL LIKE), or one is
     * busy at all; resolves with its pid. Polled: the server tells no one when a statement starts.
     */
    async busy(name: string, pattern = "%", timeoutMs = 10_000): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [pid] = await pidsOf(name, `state <> 'idle' AND query LIKE '${pattern.replace(/'/g, "''")}'`);
        if (pid !== undefined) return pid;
        if (Date.now() > deadline) throw new Error(`no session of ${name} ran ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: () => client.end(),
  };
}

/** A TCP port where something accepts connections and never says a word (a database that hangs). */
export async function silentPort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP proxy in front of PostgreSQL that can be cut (every connection through it dropped and new ones
 * refused, as when the database is down) and restored on the same port.
 */
export async function cuttableProxy(upstreamUrl: string) {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(db);
    client.pipe(db).pipe(client);
    const end = () => {
      client.destroy();
      db.destroy();
      sockets.delete(client);
      sockets.delete(db);
    };
    client.on("close", end).on("error", end);
    db.on("close", end).on("error", end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.removeListener("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(upstreamUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return { url: url.toString(), cut, restore: () => listen(port), close: cut };
}
