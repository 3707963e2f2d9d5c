import cluster from "node:cluster";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import { shareAnswers } from "./adapters/cluster/shared-answers.ts";
import multipart from "@fastify/multipart";
import type { Config } from "./config.ts";
import { openDatabase, openReadDatabase } from "./db/open-database.ts";
import { migrate } from "./db/migrate.ts";
import { syncIdSequences } from "./db/id-sequences.ts";
import { seedIfEmpty, type SeedReport } from "./db/seed/seed.ts";
import { ensureDemoAccount, ensureDemoOperator } from "./db/seed/demo-account.seed.ts";
import { ensureDemoPromoCodes } from "./db/seed/promo.seed.ts";
import { DatabaseTransactor } from "./db/transactor.ts";
import type { Database } from "./db/database.port.ts";
import { MemoryCacheBus } from "./adapters/cache-bus/memory-cache-bus.ts";
import { RedisCacheBus } from "./adapters/cache-bus/redis-cache-bus.ts";
import { MemoryAttemptLimiter } from "./adapters/limits/memory-attempt-limiter.ts";
import { RedisAttemptLimiter } from "./adapters/limits/redis-attempt-limiter.ts";
import { OutboxRepository, OutboxWorker } from "./outbox/index.ts";
import { cacheInvalidation, dropOnInvalidation } from "./adapters/cache-bus/cache-invalidation.ts";
import { MediaUrls } from "./platform/media-urls.ts";
import { openPictureStore } from "./adapters/pictures/open-picture-store.ts";
import { MULTIPART_LIMITS, readMultipart } from "./http/multipart.ts";
import { installAddressLimit } from "./http/address-limit.ts";
import { Redis } from "ioredis";
import type { CacheBus } from "./platform/cache-bus.port.ts";
import { ResponseCache } from "./http/response-cache.ts";
import { PageCache } from "./http/page-cache.ts";
import { frameworkErrors, installErrorHandler } from "./http/errors.ts";
import { installJsonBodyParser } from "./http/json-body.ts";
import { installHealth, requestIdOf } from "./http/health.ts";
import { installMetrics } from "./http/metrics.ts";
import { PrometheusMetrics } from "./adapters/metrics/prometheus-metrics.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installCors } from "./http/cors.ts";
import { installVisitorCookie } from "./http/visitor-cookie.ts";
import { registerApiRoutes } from "./http/api-route.ts";
import { installApiDocs } from "./http/api-docs.ts";
import { createCatalogueModule, type CatalogueModule } from "./modules/catalogue/index.ts";
import { createLikesModule, markLiked } from "./modules/likes/index.ts";
import { createBasketModule } from "./modules/basket/index.ts";
import { createContentModule } from "./modules/content/index.ts";
import { createGeographyModule } from "./modules/geography/index.ts";
import { createAccountsModule, type Accounts } from "./modules/accounts/index.ts";
import { createMediaModule } from "./modules/media/index.ts";
import { createReviewsModule } from "./modules/reviews/index.ts";
import { createOrdersModule, type Orders } from "./modules/orders/index.ts";
import { createLoyaltyModule } from "./modules/loyalty/index.ts";
import { createPaymentsModule, createSavedCardsModule, paymentLinks } from "./modules/payments/index.ts";
import { createNotificationsModule } from "./modules/notifications/index.ts";
import { createAdminModule, StaffRepository } from "./modules/admin/index.ts";
import { createExchangeModule } from "./modules/exchange/index.ts";
import { staffGuard } from "./http/staff-guard.ts";
import { Sealer } from "./platform/sealed.ts";
import { createSitemapModule } from "./modules/sitemap/index.ts";
import { storefrontRoutes } from "./storefront/storefront.routes.ts";

/** What tests, the bench and main.ts may reach besides HTTP. */
export interface AppInternals {
  db: Database;
  cache: ResponseCache;
  pages: PageCache;
  outbox: OutboxWorker;
  outboxRepository: OutboxRepository;
  bus: CacheBus;
  accounts: Accounts;
  orders: Orders;
  /** The catalogue's one writer (decision 0030). */
  upkeep: CatalogueModule["upkeep"];
  /** Reads these products' list facts again (what a change written around the upkeep needs). */
  productsMoved: (ids: readonly number[]) => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    internals: AppInternals;
    seedReport: SeedReport;
  }
}

/**
 * Migrations, the first-start seed and the demo accounts. With WEB_CONCURRENCY the cluster's primary runs it
 * alone before forking, so the workers' own calls find everything done and never race each other.
 */
export async function prepareDatabase(db: Database, config: Config): Promise<SeedReport> {
  await migrate(db);
  const seedReport = await seedIfEmpty(db, config.seedProducts);
  await syncIdSequences(db);
  // Every start, so data directories seeded before accounts existed get the demo shopper too.
  if (config.demoAccount) {
    await ensureDemoAccount(db);
    await ensureDemoOperator(db);
    await ensureDemoPromoCodes(db);
  }
  return seedReport;
}

/**
 * The composition root: database, migrations, first-start seed, demo shopper, the outbox and cache bus, every
 * module with only the dependencies it uses, and their routes. Tests use it in-process.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = await openDatabase(config);
  let bus: CacheBus | undefined;
  let replica: Database | null = null;
  try {
    replica = await openReadDatabase(config);
    // The catalogue's list, search and detail reads; everything else, and every write, stays on db.
    const readDb = replica ?? db;
    const seedReport = await prepareDatabase(db, config);
    const media = new MediaUrls(config.publicUrl);
    const cache = new ResponseCache({ maxBytes: config.responseCacheBytes });
    // Pages' HTML is made from the answers, so it is dropped whenever they are (decision 0028).
    const pages = new PageCache({ maxBytes: config.pageCacheBytes });
    shareAnswers(cache);
    cache.alsoDrop(pages);
    const transactor = new DatabaseTransactor(db);
    const redisBus = config.redisUrl
      ? new RedisCacheBus(config.redisUrl, `${config.redisKeyPrefix}cache-invalidation`)
      : undefined;
    bus = redisBus ?? new MemoryCacheBus();
    const activeBus = bus;
    await redisBus?.connected();

    const app = Fastify({
      logger: config.logLevel === "silent" ? false : { level: config.logLevel },
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
      // Hops count from the server outwards: with 1, the address the one proxy in front saw is believed.
      trustProxy: (_address: string, hop: number) => hop < config.trustedProxies,
      bodyLimit: 1024 * 1024,
      // A request must arrive whole within the timeout, and a socket that goes quiet that long is closed, so
      // a client dripping its headers or body cannot hold a connection; Node checks the open ones a few times
      // per timeout (its own default is every 30 s, which would let a short timeout run twice as long).
      requestTimeout: config.requestTimeoutMs,
      connectionTimeout: config.requestTimeoutMs,
      http: {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
        connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4))),
      },
      genReqId: (request) => requestIdOf(request.headers["x-request-id"]),
      frameworkErrors,
    });
    const codeSealer = new Sealer(config.tokenSecret, "sms-code");
    const limiter = config.redisUrl
      ? new RedisAttemptLimiter(config.redisUrl, `${config.redisKeyPrefix}attempts:`)
      : new MemoryAttemptLimiter();
    const addressLimitRedis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000 })
      : null;
    const outboxRepository = new OutboxRepository(db);
    const metrics = new PrometheusMetrics({
      backlog: () => outboxRepository.backlog(),
      clusterWorker: cluster.isWorker,
    });
    const invalidation = cacheInvalidation({
      bus: activeBus,
      primary: db,
      replica,
      warn: (message) => app.log.warn(message),
    });
    const notifications = createNotificationsModule(config, { codeSealer, metrics });
    // Modules subscribe by name (below, once made); the worker never hears of a topic from here.
    const outbox = new OutboxWorker(
      outboxRepository,
      { cache: invalidation.handlers, notifications: notifications.handlers },
      (tx) => transactor.notifyAfterCommit(tx),
      {
        onError: (err, topic) => app.log.warn({ err, topic }, "outbox event failed; it will be tried again"),
        metrics,
      },
    );
    transactor.afterCommit(() => void outbox.kick());

    const pictures = openPictureStore(config, (err, what) => app.log.warn({ err }, what));
    const catalogue = await createCatalogueModule({
      db: readDb,
      media,
      reviewer: (userId, productId) => reviews.service.facts(userId, productId),
      invalidate: invalidation.invalidate,
      transactor,
      outbox,
    });
    const reviews = createReviewsModule({
      db,
      transactor,
      outbox,
      media,
      pictures,
      ratings: catalogue.ratings,
      answersChanged: () => cache.clear(),
    });
    const likes = createLikesModule({ db, transactor, outbox, media });
    const basket = createBasketModule({ db, transactor, likes: likes.service, media });
    const content = createContentModule({ db, tree: catalogue.tree, media, pictures });
    const geography = createGeographyModule({ db });
    const loyalty = createLoyaltyModule({ db, transactor, config: config.loyalty });
    const accounts = createAccountsModule({
      db,
      transactor,
      tokenSecret: config.tokenSecret,
      media,
      outbox,
      codeSealer,
      limiter,
      pictures,
      masterPoints: loyalty.ledger,
    });
    const images = createMediaModule({
      db,
      dataDir: config.dataDir,
      pictures,
      cacheBytes: config.mediaCacheBytes,
    });
    const orders = createOrdersModule({
      db,
      transactor,
      outbox,
      media,
      checkout: config.checkout,
      receiverPhoneConfirmed: accounts.receiverPhoneConfirmed,
      paymentUrl: paymentLinks(config),
      savedCards: () => savedCards.service,
      loyalty: loyalty.ledger,
      stock: catalogue.stock,
      basket: basket.ordered,
      onError: (err) =>
        app.log.warn({ err }, "cancelling unpaid orders failed; tried again at the next poll"),
      metrics,
    });
    const payments = createPaymentsModule({
      db,
      transactor,
      orders: orders.payable,
      providers: config,
      publicUrl: config.publicUrl,
      sandbox: { enabled: config.paymentSandbox, secret: config.tokenSecret },
      metrics,
    });
    const savedCards = createSavedCardsModule({
      db,
      transactor,
      payments: payments.service,
      orders: orders.payable,
      limiter,
      payme: config.payme,
      subscribeUrl: config.paymeSubscribeUrl,
      sandbox: { enabled: config.paymentSandbox, secret: config.tokenSecret },
      onError: (err, what) => app.log.warn({ err }, what),
    });

    // 1C's exchange: its catalogue through the catalogue's writer, the shop's orders to 1C and back.
    const staffRoles = new StaffRepository(db);
    const exchange = createExchangeModule({
      db,
      transactor,
      config: config.onec,
      dataDir: config.dataDir,
      staff: {
        signIn: (phone, password) => accounts.service.signIn(phone, password),
        verifyAccessToken: accounts.verifyAccessToken,
        logOut: (refresh) => accounts.service.logOut(refresh),
        roleOf: (userId) => staffRoles.roleOf(userId),
      },
      upkeep: catalogue.upkeep,
      pictures,
      orders: orders.staff,
    });

    outbox.subscribe("catalogue", catalogue.handlers);
    outbox.subscribe("loyalty", loyalty.handlers);
    outbox.subscribe("exchange", exchange.handlers);
    dropOnInvalidation(bus, {
      likes: (owner) => likes.service.forget(owner),
      answers: () => cache.clear(),
      products: (ids) => void cache.dropProducts(ids),
      // The list totals first, then the answers: an answer built in between would keep the old total.
      lists: (ids) =>
        void catalogue.service
          .productsMoved(ids)
          .catch((err: unknown) => app.log.error({ err }, "reading moved products failed"))
          .finally(() => cache.clear()),
      catalogue: () => {
        cache.clear();
        catalogue.service
          .reload()
          .catch((err: unknown) => app.log.error({ err }, "catalogue reload failed"))
          .finally(() => cache.clear());
      },
    });

    app.decorate("internals", {
      db,
      cache,
      pages,
      outbox,
      outboxRepository,
      bus,
      accounts: accounts.service,
      orders: orders.orders,
      upkeep: catalogue.upkeep,
      productsMoved: (ids) => catalogue.service.productsMoved(ids),
    });
    app.decorate("seedReport", seedReport);
    outbox.start();
    orders.expiry.start();
    app.addHook("onClose", async () => {
      await orders.expiry.stop();
      await outbox.stop();
      await activeBus.close();
      await limiter.close();
      addressLimitRedis?.disconnect();
      await pictures.close();
      await replica?.close();
      await db.close();
    });
    await installSecurityHeaders(app, {
      https: config.publicUrl.startsWith("https://"),
      dev: config.dev === true,
      mediaOrigin: config.publicUrl ? new URL(config.publicUrl).origin : null,
    });
    await installCors(app, config.corsOrigins);
    await app.register(cookie);
    installVisitorCookie(app, { publicUrl: config.publicUrl });
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    // Pages and API answers are compressed on the way out (brotli at the plugin's fast level, else gzip); the
    // storefront's built assets are compressed once at build time instead (scripts/precompress.ts).
    await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
    installErrorHandler(app);
    installJsonBodyParser(app);
    installHealth(app, { db, redis: addressLimitRedis ? () => addressLimitRedis.ping() : undefined });
    installMetrics(app, metrics, config.metrics);
    const addressBudget = await installAddressLimit(app, {
      redis: addressLimitRedis,
      nameSpace: `${config.redisKeyPrefix}address-limit:`,
    });
    registerApiRoutes(
      app,
      {
        cache,
        verifyAccessToken: accounts.verifyAccessToken,
        likedBy: (owner) => likes.service.likedBy(owner),
        markLiked,
        publicUrl: config.publicUrl,
        trustedProxies: config.trustedProxies,
        guardedRouteConfig: addressBudget(config.guardedCallsPerMinute, 60_000),
        inboxRouteConfig: addressBudget(config.inboxMessagesPerHour, 3_600_000),
      },
      [
        catalogue.routes,
        reviews.routes,
        content.routes,
        geography.routes,
        accounts.routes,
        likes.routes,
        basket.routes,
        orders.routes,
        savedCards.routes,
        loyalty.routes,
      ],
    );
    installApiDocs(app);
    images.register(app);
    const admin = createAdminModule({
      db,
      transactor,
      orders: orders.staff,
      upkeep: catalogue.upkeep.products,
      tree: catalogue.upkeep.tree,
      outbox,
      media,
      pictures,
      answersChanged: () => cache.clear(),
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      readForm: readMultipart,
      onec: config.onec,
    });
    admin.register(app, (permission) => staffGuard(accounts.verifyAccessToken, admin.roleOf, permission));
    payments.register(app);
    exchange.register(app);
    savedCards.register(app);
    // Last: its catch-all GET takes what no route above claimed.
    await storefrontRoutes(app, config, {
      sitemap: createSitemapModule({ db }).source,
      pages,
      answers: cache,
    });
    return app;
  } catch (error) {
    await bus?.close();
    await replica?.close();
    await db.close();
    throw error;
  }
}
