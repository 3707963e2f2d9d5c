import type { FastifyInstance } from "fastify";
import type { PaymentType } from "../../../domain/order.ts";
import type { PaymeConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import { paymeCheckoutUrl } from "./payme/payme-link.ts";
import { PaymeMerchant } from "./payme/payme.merchant.ts";
import { registerPayme } from "./payme/payme.routes.ts";
import type { OrderPayments } from "./payments.port.ts";
import { PaymentsRepository } from "./payments.repository.ts";
import { PaymentsService } from "./payments.service.ts";

export type { OrderPayments, PayableOrder, OrderPaymentEvent } from "./payments.port.ts";
export type { PaymentsService } from "./payments.service.ts";

const PAYME: PaymentType = 4;

/**
 * Where the shopper pays an online order: Payme's checkout when Payme is configured; null otherwise (the
 * offline sandbox comes later). Needs no orders, so the orders module can be given it before payments exist.
 */
export function paymentLinks(config: { payme: PaymeConfig | null }) {
  return (order: { orderId: number; paymentType: PaymentType; total: number; redirectUrl: string }) =>
    order.paymentType === PAYME && config.payme ? paymeCheckoutUrl(config.payme, order) : null;
}

/** Online payments: the providers' callbacks, which pay and refund orders through `orders`. */
export function createPaymentsModule(deps: {
  db: Database;
  transactor: Transactor;
  orders: OrderPayments;
  payme: PaymeConfig | null;
  /** epoch milliseconds */
  now?: () => number;
}) {
  const service = new PaymentsService({
    repository: new PaymentsRepository(deps.db),
    transactor: deps.transactor,
    orders: deps.orders,
    now: deps.now ?? Date.now,
  });
  const payme = new PaymeMerchant(service, deps.payme?.key ?? null);
  return {
    service,
    register: (app: FastifyInstance) => registerPayme(app, payme),
  };
}
