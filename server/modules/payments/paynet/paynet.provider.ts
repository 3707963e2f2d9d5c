import { isTiyinAmount, TIYIN_PER_SOM, type Tiyin } from "../../../../domain/money.ts";
import { CancelReason, PaymentState } from "../../../../domain/payment-transaction.ts";
import type { ProviderLoginConfig } from "../login-settings.ts";
import { basicAuthMatches } from "../basic-auth.ts";
import type { Provider } from "../payments.port.ts";
import type { StoredTransaction } from "../payments.repository.ts";
import type { Outcome, PaymentsService } from "../payments.service.ts";
import { PAYNET_ERRORS, REFUSAL_ERRORS, type PaynetError } from "./paynet-errors.ts";
import { parsePaynetTime, paynetTime } from "./paynet-time.ts";

type Params = Record<string, unknown>;
type RpcId = string | number | null;

/** What the route sends: JSON-RPC, HTTP 200, except 401 for missing or wrong credentials. */
export interface PaynetReply {
  readonly httpStatus: 200 | 401;
  readonly body: object;
}

/** The fields an order number may come in; the name is set when the service is registered at Paynet. */
const ORDER_KEYS = ["order_id", "orderId", "account"] as const;

/** CheckTransaction's `transactionState`. */
const STATE = { SUCCESS: 1, CANCELLED: 2, NOT_FOUND: 3 } as const;

class Refused extends Error {
  constructor(readonly error: PaynetError) {
    super(String(error.code));
  }
}

const refuse = (error: PaynetError) => new Refused(error);

function isObject(v: unknown): v is Params {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Paynet's ids are numbers; digits as text are read alike, and kept as text. */
function digitsOf(v: unknown): string | null {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === "string" && /^\d{1,30}$/.test(v)) return v;
  return null;
}

const numberOrText = (digits: string): number | string =>
  Number.isSafeInteger(Number(digits)) ? Number(digits) : digits;

function transactionIdOf(p: Params): string {
  const id = digitsOf(p.transactionId);
  if (id === null) throw refuse(PAYNET_ERRORS.params);
  return id;
}

function orderIdOf(p: Params): number {
  if (!isObject(p.fields)) throw refuse(PAYNET_ERRORS.params);
  const fields = p.fields;
  const key = ORDER_KEYS.find((k) => fields[k] !== undefined && fields[k] !== null && fields[k] !== "");
  if (!key) throw refuse(PAYNET_ERRORS.params);
  const v = fields[key];
  const id = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw refuse(PAYNET_ERRORS.orderNotFound);
  return id;
}

function amountOf(p: Params): Tiyin {
  if (p.amount === undefined || p.amount === null) throw refuse(PAYNET_ERRORS.params);
  if (!isTiyinAmount(p.amount)) throw refuse(PAYNET_ERRORS.wrongAmount);
  return p.amount;
}

function must<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw refuse(REFUSAL_ERRORS[outcome.refusal]);
  return outcome.value;
}

const ended = (t: StoredTransaction) =>
  t.state === PaymentState.CANCELLED || t.state === PaymentState.REFUNDED;

/**
 * Paynet's provider API (docs/payments.md): JSON-RPC 2.0 calls authorised by HTTP Basic with PAYNET_LOGIN and
 * PAYNET_PASSWORD. Paynet takes the money first, then calls PerformTransaction once, so that call opens our
 * transaction and pays the order in one go; CancelTransaction refunds it.
 */
export class PaynetProvider {
  constructor(
    private readonly payments: PaymentsService,
    /** null: Paynet is not configured, so no call is authorised. */
    private readonly config: ProviderLoginConfig | null,
    private readonly now: () => number = Date.now,
    /** Whose rows the calls write: "sandbox-paynet" while the offline sandbox plays Paynet (sandbox/). */
    private readonly provider: Provider = "paynet",
  ) {}

  /** The reply to one raw request body. Credentials are checked before the body is even read. */
  async answer(raw: string, authorization: string | undefined): Promise<PaynetReply> {
    let request: unknown;
    let parsed = true;
    try {
      request = JSON.parse(raw);
    } catch {
      parsed = false;
    }
    const id: RpcId =
      isObject(request) && (typeof request.id === "number" || typeof request.id === "string")
        ? request.id
        : null;
    if (!basicAuthMatches(authorization, this.config))
      return { httpStatus: 401, body: this.error(id, PAYNET_ERRORS.auth) };
    if (!parsed) return this.reply(this.error(null, PAYNET_ERRORS.parse));
    if (!isObject(request) || typeof request.method !== "string" || !isObject(request.params))
      return this.reply(this.error(id, PAYNET_ERRORS.invalidRequest));
    try {
      const result = await this.call(request.method, request.params);
      return this.reply(
        result === null ? this.error(id, PAYNET_ERRORS.methodNotFound) : { jsonrpc: "2.0", id, result },
      );
    } catch (error) {
      if (error instanceof Refused) return this.reply(this.error(id, error.error));
      throw error;
    }
  }

  error(id: RpcId, error: PaynetError) {
    return { jsonrpc: "2.0", id, error };
  }

  private reply(body: object): PaynetReply {
    return { httpStatus: 200, body };
  }

  private async call(method: string, p: Params): Promise<object | null> {
    // ChangePassword is not served: the password is an environment variable, changed by operations.
    const methods: Record<string, (p: Params) => Promise<object>> = {
      GetInformation: (p) => this.information(p),
      PerformTransaction: (p) => this.perform(p),
      CheckTransaction: (p) => this.check(p),
      CancelTransaction: (p) => this.cancel(p),
      GetStatement: (p) => this.statement(p),
    };
    const serve = Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (!serve) return null;
    const serviceId = digitsOf(p.serviceId);
    if (serviceId === null) throw refuse(PAYNET_ERRORS.params);
    if (serviceId !== this.config!.serviceId) throw refuse(PAYNET_ERRORS.serviceNotFound);
    return serve(p);
  }

  /** Whether the order can be paid, and what it costs (in so'm, as the payer reads it). */
  private async information(p: Params) {
    const orderId = orderIdOf(p);
    const amount = must(await this.payments.checkOrder(this.provider, orderId));
    return {
      status: "0",
      timestamp: paynetTime(this.now()),
      fields: { order_id: String(orderId), amount: amount / TIYIN_PER_SOM },
    };
  }

  /**
   * Paynet has the money already: our transaction is created and performed at once, the order paid (2 -> 3)
   * in the second step's commit. A transactionId seen before answers 201 and moves nothing.
   */
  private async perform(p: Params) {
    const [transactionId, amount, orderId] = [transactionIdOf(p), amountOf(p), orderIdOf(p)];
    if (await this.payments.find(this.provider, transactionId)) throw refuse(PAYNET_ERRORS.transactionExists);
    const created = await this.payments.create(this.provider, transactionId, orderId, amount, null);
    if (!created.ok && created.refusal === "cannot_perform") throw refuse(PAYNET_ERRORS.transactionExists);
    const t = must(created);
    if (t.orderId !== orderId || t.amount !== amount) throw refuse(PAYNET_ERRORS.transactionExists);
    const performed = await this.payments.perform(this.provider, transactionId);
    if (!performed.ok) {
      // The order left awaiting payment between the steps: close the transaction, Paynet returns the money.
      const cancelled = await this.payments.cancel(
        this.provider,
        transactionId,
        CancelReason.EXECUTION_FAILED,
        {
          keepPerformed: true,
        },
      );
      if (cancelled.ok || cancelled.refusal !== "cannot_cancel") must(performed);
    }
    const done = (await this.payments.find(this.provider, transactionId))!;
    if (done.state !== PaymentState.PERFORMED) throw refuse(PAYNET_ERRORS.orderNotPayable);
    return {
      providerTrnId: done.id,
      timestamp: paynetTime(done.performTime!),
      fields: { order_id: String(done.orderId) },
    };
  }

  private async check(p: Params) {
    const t = await this.payments.find(this.provider, transactionIdOf(p));
    if (!t) return { transactionState: STATE.NOT_FOUND, timestamp: paynetTime(this.now()), providerTrnId: 0 };
    const state =
      t.state === PaymentState.PERFORMED ? STATE.SUCCESS : ended(t) ? STATE.CANCELLED : STATE.NOT_FOUND;
    return {
      transactionState: state,
      timestamp: paynetTime(t.cancelTime ?? t.performTime ?? t.createTime),
      providerTrnId: t.id,
    };
  }

  /** A performed payment is refunded (the order 3 -> 0, stock and cashback back); a second cancel is 202. */
  private async cancel(p: Params) {
    const transactionId = transactionIdOf(p);
    const t = await this.payments.find(this.provider, transactionId);
    if (!t) throw refuse(PAYNET_ERRORS.transactionNotFound);
    if (ended(t)) throw refuse(PAYNET_ERRORS.transactionCancelled);
    const reason = t.state === PaymentState.PERFORMED ? CancelReason.REFUND : CancelReason.UNKNOWN;
    const cancelled = must(await this.payments.cancel(this.provider, transactionId, reason));
    return {
      providerTrnId: cancelled.id,
      timestamp: paynetTime(cancelled.cancelTime!),
      transactionState: STATE.CANCELLED,
    };
  }

  /** The payments performed and not cancelled whose transaction was opened within dateFrom..dateTo. */
  private async statement(p: Params) {
    const [from, to] = [parsePaynetTime(p.dateFrom), parsePaynetTime(p.dateTo)];
    if (p.dateFrom === undefined || p.dateTo === undefined) throw refuse(PAYNET_ERRORS.params);
    if (from === null || to === null) throw refuse(PAYNET_ERRORS.dateFormat);
    const rows = await this.payments.statement(this.provider, from, to + 999);
    return {
      statements: rows
        .filter((t) => t.state === PaymentState.PERFORMED)
        .map((t) => ({
          amount: t.amount,
          providerTrnId: t.id,
          transactionId: numberOrText(t.providerId),
          timestamp: paynetTime(t.performTime!),
        })),
    };
  }
}
