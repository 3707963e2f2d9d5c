import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/database.port.ts";
import type { AttemptLimiter } from "../../../platform/attempt-limiter.port.ts";
import type { Transactor } from "../../../platform/transactions.ts";
import { PAYME_TEST_CARDS } from "../../../../domain/payment-card.ts";
import { SubscribeClient } from "../payme/subscribe.client.ts";
import type { OrderPayments } from "../payments.port.ts";
import type { PaymentsService } from "../payments.service.ts";
import {
  registerSubscribeStandin,
  STANDIN_MERCHANT_ID,
  STANDIN_PATH,
  STANDIN_CARDS,
  standinKey,
  SubscribeStandin,
} from "../subscribe-standin/subscribe-standin.ts";
import { SavedCardsRepository } from "./saved-cards.repository.ts";
import { savedCardsRoutes } from "./saved-cards.routes.ts";
import { SavedCardsService } from "./saved-cards.service.ts";

export type { SavedCardsService } from "./saved-cards.service.ts";

const PAYME_TEST_HOST = "checkout.test.paycom.uz";

/** Where this server itself answers, for the embedded stand-in: loopback at the port it listens on. */
function ownAddress(app: FastifyInstance): string {
  const address = app.addresses().find((a) => typeof a === "object");
  if (!address) throw new Error("the server does not listen yet");
  const host =
    address.address === "0.0.0.0" || address.address === "::"
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${STANDIN_PATH}`;
}

/**
 * Saved cards (docs/payments.md, "Saved cards"): Payme's Subscribe API at PAYME_SUBSCRIBE_URL with the shop's
 * Payme merchant id and key; without that address, and with the payment sandbox on, the embedded stand-in
 * mounted on this server. Null when neither: the cards calls then answer that the payment is unavailable.
 */
export function createSavedCardsModule(deps: {
  db: Database;
  transactor: Transactor;
  payments: PaymentsService;
  orders: OrderPayments;
  limiter: AttemptLimiter;
  payme: { merchantId: string; key: string } | null;
  subscribeUrl?: string | undefined;
  sandbox: { enabled: boolean; secret: string };
  clock?: () => Date;
  onError?: (error: unknown, what: string) => void;
}) {
  const real = deps.subscribeUrl && deps.payme ? { url: deps.subscribeUrl, ...deps.payme } : null;
  const standin =
    !real && deps.sandbox.enabled ? new SubscribeStandin(standinKey(deps.sandbox.secret)) : null;
  let app: FastifyInstance | null = null;
  const client = real
    ? new SubscribeClient({ url: () => real.url, merchantId: real.merchantId, key: real.key })
    : standin
      ? new SubscribeClient({
          url: () => ownAddress(app!),
          merchantId: STANDIN_MERCHANT_ID,
          key: standinKey(deps.sandbox.secret),
        })
      : null;
  const service = client
    ? new SavedCardsService({
        repository: new SavedCardsRepository(deps.db),
        client,
        payments: deps.payments,
        orders: deps.orders,
        transactor: deps.transactor,
        limiter: deps.limiter,
        provider: real ? "payme" : "sandbox",
        testCards: !real
          ? STANDIN_CARDS
          : new URL(real.url).hostname === PAYME_TEST_HOST
            ? PAYME_TEST_CARDS
            : [],
        clock: deps.clock ?? (() => new Date()),
        onError: deps.onError ?? (() => {}),
      })
    : null;
  return {
    service,
    routes: savedCardsRoutes(service),
    register(server: FastifyInstance) {
      app = server;
      if (standin) registerSubscribeStandin(server, standin);
    },
  };
}
