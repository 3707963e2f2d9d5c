import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that reads the client's side of the wire protocol and keeps the text of
 * every statement sent through it (simple queries and prepared ones), so a test can see which pool a
 * request used without touching the server's code.
 */
export interface PgSpyProxy {
  url: string;
  statements: string[];
  close(): Promise<void>;
}

export async function startPgSpyProxy(upstreamUrl: string): Promise<PgSpyProxy> {
  const upstream = new URL(upstreamUrl);
  const statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(server);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        // The startup message has no type byte; every later one is type (1) + length (4, itself included).
        const head = started ? 1 : 0;
        if (buffer.length < head + 4) break;
        const length = buffer.readUInt32BE(head);
        if (buffer.length < head + length) break;
        const type = started ? String.fromCharCode(buffer[0]!) : "";
        const body = buffer.subarray(head + 4, head + length);
        if (type === "Q") statements.push(body.toString("utf8", 0, body.indexOf(0)));
        if (type === "P") {
          const nameEnd = body.indexOf(0);
          statements.push(body.toString("utf8", nameEnd + 1, body.indexOf(0, nameEnd + 1)));
        }
        started = true;
        buffer = buffer.subarray(head + length);
      }
      server.write(chunk);
    });
    server.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      server.destroy();
    };
    client.on("close", end).on("error", end);
    server.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(upstreamUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    statements,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
