import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { migrate } from "./db/migrate.ts";
import { seedIfEmpty, type SeedReport } from "./db/seed/seed.ts";
import { ensureDemoAccount } from "./db/seed/demo-account.seed.ts";
import type { Services } from "./application/services.ts";
import { LikesIndex } from "./application/likes-index.ts";
import { CatalogueTree } from "./application/catalogue/catalogue-tree.ts";
import { MediaUrls } from "./application/media-urls.ts";
import { Dictionary } from "./application/catalogue/dictionary.ts";
import { SearchVocabulary } from "./application/catalogue/search-words.ts";
import { Accounts } from "./application/account/accounts.ts";
import { TokenIssuer } from "./application/account/tokens.ts";
import { ResponseCache } from "./http/response-cache.ts";
import { installErrorHandler } from "./http/errors.ts";
import { registerRoutes } from "./http/routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    seedReport: SeedReport;
  }
}

/** Builds the whole server from a config: database, migrations, first-start seed, demo shopper, routes. Tests use it in-process. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const seedReport = await seedIfEmpty(db, config.seedProducts);
    // Every start, so data directories seeded before accounts existed get the demo shopper too.
    if (config.demoAccount) await ensureDemoAccount(db);
    const media = new MediaUrls(config.publicUrl);
    const services: Services = {
      config,
      db,
      cache: new ResponseCache(),
      likes: new LikesIndex(db),
      tree: new CatalogueTree(db),
      media,
      dictionary: new Dictionary(db),
      vocabulary: new SearchVocabulary(db),
      accounts: new Accounts(db, new TokenIssuer(config.tokenSecret), media),
    };
    await Promise.all([services.tree.reload(), services.dictionary.reload(), services.vocabulary.reload()]);
    const app = Fastify({
      logger: config.logLevel === "silent" ? false : { level: config.logLevel },
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
      trustProxy: true,
      bodyLimit: 1024 * 1024,
    });
    app.decorate("services", services);
    app.decorate("seedReport", seedReport);
    app.addHook("onClose", async () => db.close());
    await app.register(cookie);
    // Pages and API answers are compressed on the way out (brotli at the plugin's fast level, else gzip); the
    // storefront's built assets are compressed once at build time instead (scripts/precompress.ts).
    await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
    installErrorHandler(app);
    await registerRoutes(app, services);
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}
