import cluster from "node:cluster";
import { buildApp } from "./app.ts";
import { nameWorker, runPrimary } from "./cluster.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedSummary } from "./db/seed/seed.ts";

async function main() {
  let config;
  try {
    config = { ...loadConfig(), dev: process.argv.includes("--dev") };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // Vite's dev middleware and its HMR socket belong to one process: `npm run dev` stays single.
  if (config.webConcurrency > 1 && cluster.isPrimary && !config.dev) return runPrimary(config);
  const started = performance.now();
  const app = await buildApp(config);
  nameWorker(app);
  const seed = app.seedReport;
  app.log.info(seedSummary(seed));
  if (config.demoAccount) {
    app.log.info("demo shopper: phone 901234567, password demo12345 (DEMO_ACCOUNT=0 turns it off)");
    app.log.info("demo operator: phone 901112233, password operator12345 (back office at /admin)");
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ready in ${Math.round(performance.now() - started)} ms (${app.internals.db.kind}${config.dev ? ", Vite dev middleware" : ""})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    // Stops accepting, waits for requests in flight, then the onClose hook closes the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
