import { somToTiyin, type Tiyin } from "../../../domain/money.ts";
import { OrderStatus } from "../../../domain/order.ts";
import {
  applyPaymentEvent,
  createTransaction,
  isExpired,
  PAYMENT_TIMEOUT_MS,
  PaymentState,
  CancelReason,
  type PaymentEvent,
} from "../../../domain/payment-transaction.ts";
import type { Metrics, PaymentOutcome } from "../../platform/metrics.port.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import type { OrderPayments, Provider } from "./payments.port.ts";
import type { PaymentsRepository, StoredTransaction } from "./payments.repository.ts";

/**
 * Why a provider's call is refused, in no provider's words: each protocol maps them onto its own codes.
 * `order_cancelled`: the order is cancelled (`order_not_payable`: it is paid or past payment otherwise);
 * `order_busy`: another transaction waits for the same order; `cannot_cancel`: the goods have left the shop,
 * or the transaction is performed and the caller asked to keep it so.
 */
export type PaymentRefusal =
  | "order_not_found"
  | "wrong_amount"
  | "order_cancelled"
  | "order_not_payable"
  | "order_busy"
  | "transaction_not_found"
  | "cannot_perform"
  | "cannot_cancel";

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: PaymentRefusal };

const { AWAITING_PAYMENT, APPROVED, CANCELLED } = OrderStatus;

const refuse = <T>(refusal: PaymentRefusal): Outcome<T> => ({ ok: false, refusal });
const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export interface PaymentsDeps {
  repository: PaymentsRepository;
  transactor: Transactor;
  orders: OrderPayments;
  /** epoch milliseconds */
  now: () => number;
  metrics?: Pick<Metrics, "paymentSettled" | "paymentRefused">;
}

const SETTLED: Partial<Record<PaymentState, PaymentOutcome>> = {
  [PaymentState.PERFORMED]: "performed",
  [PaymentState.CANCELLED]: "cancelled",
  [PaymentState.REFUNDED]: "refunded",
};

/**
 * The provider-neutral use cases behind every provider's callbacks. Each runs in one transaction that locks
 * the order's row first and then the transaction's, so duplicate or crossing callbacks queue up behind each
 * other and the order moves in the same commit as the provider's row: a payment is taken once or not at all.
 */
export class PaymentsService {
  /** The states each running transaction's rows moved to, reported only once it commits. */
  private readonly settling = new WeakMap<Tx, PaymentOutcome[]>();

  constructor(private readonly deps: PaymentsDeps) {}

  /** Runs one use case in its transaction and counts what it settled and why it refused, after the commit. */
  private async counted<T>(
    provider: Provider,
    operation: "check" | "create" | "perform" | "cancel",
    work: (tx: Tx) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    let settled: PaymentOutcome[] = [];
    const outcome = await this.deps.transactor.run((tx) => {
      // A deadlock's retry starts over: what the rolled-back attempt moved never happened.
      settled = [];
      this.settling.set(tx, settled);
      return work(tx);
    });
    const metrics = this.deps.metrics;
    if (metrics) {
      for (const to of settled) metrics.paymentSettled(provider, to);
      if (!outcome.ok) metrics.paymentRefused(provider, operation, outcome.refusal);
    }
    return outcome;
  }

  /** Whether `orderId` may be paid `amount` now (Payme's CheckPerformTransaction). */
  check(provider: Provider, orderId: number, amount: Tiyin): Promise<Outcome<true>> {
    return this.counted(provider, "check", async (tx) => {
      const refusal = await this.payable(tx, orderId, amount, provider, null);
      return refusal ? refuse(refusal) : done(true as const);
    });
  }

  /**
   * `check` for a provider whose check carries no amount (Uzum's /check): the same checks against the order's
   * own total, answered in tiyin so the provider can show the payer what they will pay.
   */
  checkOrder(provider: Provider, orderId: number): Promise<Outcome<Tiyin>> {
    return this.counted(provider, "check", async (tx) => {
      const order = await this.deps.orders.lock(tx, orderId);
      if (!order) return refuse("order_not_found");
      const amount = somToTiyin(order.total);
      const refusal = await this.payable(tx, orderId, amount, provider, null);
      return refusal ? refuse(refusal) : done(amount);
    });
  }

  private async payable(
    tx: Tx,
    orderId: number,
    amount: Tiyin,
    provider: Provider,
    providerId: string | null,
  ): Promise<PaymentRefusal | null> {
    const order = await this.deps.orders.lock(tx, orderId);
    if (!order) return "order_not_found";
    if (somToTiyin(order.total) !== amount) return "wrong_amount";
    if (order.status === CANCELLED) return "order_cancelled";
    if (order.status !== AWAITING_PAYMENT) return "order_not_payable";
    if (await this.deps.repository.pendingOther(tx, orderId, provider, providerId ?? "")) return "order_busy";
    return null;
  }

  /**
   * Opens a transaction for the order; the same provider id again answers the first one as it stands. One
   * created more than 12 hours ago is cancelled by timeout (that is kept) and refused.
   */
  create(
    provider: Provider,
    providerId: string,
    orderId: number,
    amount: Tiyin,
    providerTime: number | null,
    options: { replaceWaiting?: boolean } = {},
  ): Promise<Outcome<StoredTransaction>> {
    return this.counted(provider, "create", async (tx) => {
      const { repository, now } = this.deps;
      const known = await repository.find(provider, providerId, tx);
      await this.deps.orders.lock(tx, known?.orderId ?? orderId);
      // Read again under the order's lock: a twin call may have written it while this one waited.
      const existing = await repository.find(provider, providerId, tx, true);
      if (existing) {
        if (existing.state !== PaymentState.CREATED) return refuse("cannot_perform");
        if (await this.timedOut(tx, existing)) return refuse("cannot_perform");
        return done(existing);
      }
      if (options.replaceWaiting) await this.dropWaiting(tx, orderId, provider);
      const refusal = await this.payable(tx, orderId, amount, provider, providerId);
      if (refusal) return refuse(refusal);
      const at = now();
      if (providerTime !== null && at - providerTime > PAYMENT_TIMEOUT_MS) return refuse("cannot_perform");
      const transaction = createTransaction(amount, at);
      return done(await repository.insert(tx, { provider, providerId, orderId, providerTime, transaction }));
    });
  }

  /**
   * A provider whose attempts are only reservations until the money moves (Click's Prepare) may start anew:
   * its own attempt still waiting for the order was abandoned, so it is cancelled (reason 10) and a late
   * completion of it is refused, which makes the provider give any money back.
   */
  private async dropWaiting(tx: Tx, orderId: number, provider: Provider) {
    for (const old of await this.deps.repository.waiting(tx, orderId, provider)) {
      await this.step(tx, old, { type: "cancel", at: this.deps.now(), reason: CancelReason.UNKNOWN });
    }
  }

  private async timedOut(tx: Tx, t: StoredTransaction): Promise<boolean> {
    const at = this.deps.now();
    if (!isExpired(t, at)) return false;
    await this.step(tx, t, { type: "timeout", at });
    return true;
  }

  private async step(tx: Tx, t: StoredTransaction, event: PaymentEvent): Promise<StoredTransaction | null> {
    const moved = applyPaymentEvent(t, event);
    if (!moved.ok) return null;
    if (moved.changed) await this.deps.repository.save(tx, t.id, moved.transaction);
    const to = moved.transaction.state === t.state ? undefined : SETTLED[moved.transaction.state];
    if (to) this.settling.get(tx)?.push(to);
    return { ...t, ...moved.transaction };
  }

  /** The transaction and its order, both locked, order first. */
  private async locked(tx: Tx, provider: Provider, providerId: string) {
    const known = await this.deps.repository.find(provider, providerId, tx);
    if (!known) return null;
    const order = await this.deps.orders.lock(tx, known.orderId);
    const t = await this.deps.repository.find(provider, providerId, tx, true);
    return t && { t, order };
  }

  /** Takes the money: the order is paid (2 -> 3) in the same commit; a repeat answers the first perform. */
  perform(provider: Provider, providerId: string): Promise<Outcome<StoredTransaction>> {
    return this.counted(provider, "perform", async (tx) => {
      const found = await this.locked(tx, provider, providerId);
      if (!found) return refuse("transaction_not_found");
      const { t, order } = found;
      if (t.state === PaymentState.PERFORMED) return done(t);
      if (t.state !== PaymentState.CREATED) return refuse("cannot_perform");
      if (await this.timedOut(tx, t)) return refuse("cannot_perform");
      if (!order || order.status !== AWAITING_PAYMENT) return refuse("cannot_perform");
      const paid = await this.deps.orders.move(tx, order.id, "pay");
      if (!paid.ok) return refuse("cannot_perform");
      const performed = await this.step(tx, t, { type: "perform", at: this.deps.now() });
      if (!performed) throw new Error(`transaction ${t.id} refused a perform its state allows`);
      return done(performed);
    });
  }

  /**
   * Cancels. Before perform (a declined card, the shopper left the provider's page) only the transaction
   * ends: the order keeps waiting for its money so the shopper can pay again, until the unpaid timeout
   * cancels it. After perform the money goes back and the order is cancelled with its stock and cashback
   * returned, unless the goods have already left the shop. `keepPerformed`: a performed transaction is
   * refused (`cannot_cancel`) instead, under the same locks, for a provider reporting that its own debit
   * failed, which must never refund a payment that a crossing callback has just taken.
   */
  cancel(
    provider: Provider,
    providerId: string,
    reason: CancelReason,
    options: { keepPerformed?: boolean } = {},
  ): Promise<Outcome<StoredTransaction>> {
    return this.counted(provider, "cancel", async (tx) => {
      const found = await this.locked(tx, provider, providerId);
      if (!found) return refuse("transaction_not_found");
      const { t, order } = found;
      if (options.keepPerformed && t.state === PaymentState.PERFORMED) return refuse("cannot_cancel");
      const shipped = order !== null && order.status !== APPROVED && order.status !== CANCELLED;
      if (t.state === PaymentState.PERFORMED && shipped) return refuse("cannot_cancel");
      const cancelled = await this.step(tx, t, { type: "cancel", at: this.deps.now(), reason });
      if (!cancelled) throw new Error(`transaction ${t.id} refused a cancel`);
      if (cancelled.state === t.state || !order) return done(cancelled);
      if (t.state === PaymentState.PERFORMED && order.status === APPROVED) await this.refund(tx, order.id);
      return done(cancelled);
    });
  }

  private async refund(tx: Tx, orderId: number) {
    const moved = await this.deps.orders.move(tx, orderId, "refund");
    if (!moved.ok) throw new Error(`order ${orderId} refused the payment's refund`);
  }

  find(provider: Provider, providerId: string): Promise<StoredTransaction | null> {
    return this.deps.repository.find(provider, providerId);
  }

  statement(provider: Provider, from: number, to: number): Promise<StoredTransaction[]> {
    return this.deps.repository.statement(provider, from, to);
  }
}
