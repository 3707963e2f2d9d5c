// The bench's server process: the shop on one port and, beside it, a bare Fastify answering static JSON
// bodies of any asked size, so both are measured on the same machine in the same run.
import Fastify from "fastify";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";

const config = {
  ...loadConfig(
    {
      ...process.env,
      NODE_ENV: "production",
      TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
      LOG_LEVEL: "silent",
    },
    { persistSecrets: false },
  ),
};
const app = await buildApp(config);
const bare = Fastify({ logger: false });
const bodies = new Map<number, string>();
bare.get<{ Params: { bytes: string } }>("/static/:bytes", async (request, reply) => {
  const bytes = Math.min(Number(request.params.bytes) || 2, 5_000_000);
  let body = bodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ pad: "x".repeat(Math.max(0, bytes - 10)) });
    bodies.set(bytes, body);
  }
  return reply.type("application/json; charset=utf-8").send(body);
});
await app.listen({ host: "127.0.0.1", port: 0 });
await bare.listen({ host: "127.0.0.1", port: 0 });
const port = (s: typeof bare) => (s.server.address() as { port: number }).port;
process.send?.({
  app: port(app as unknown as typeof bare),
  bare: port(bare),
  seed: app.seedReport,
  db: app.internals.db.kind,
});
process.on("message", async (m) => {
  if (m === "cache") {
    const { hits, misses, size } = app.internals.cache;
    process.send?.({ cache: { hits, misses, size } });
  }
  // The server render's API calls: in process (the default) or, as before, over loopback HTTP to this server.
  if (typeof m === "object" && m !== null && "renderApi" in m) {
    if ((m as { renderApi: string }).renderApi === "loopback")
      process.env.API_BASE_URL = `http://127.0.0.1:${port(app as unknown as typeof bare)}/api/v1/`;
    else delete process.env.API_BASE_URL;
    process.send?.({ renderApi: (m as { renderApi: string }).renderApi });
  }
  if (m === "stop") {
    await Promise.all([app.close(), bare.close()]);
    process.exit(0);
  }
});
