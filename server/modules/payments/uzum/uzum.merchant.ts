import { isTiyinAmount, TIYIN_PER_SOM, type Tiyin } from "../../../../domain/money.ts";
import { CancelReason, isExpired, PaymentState } from "../../../../domain/payment-transaction.ts";
import type { ProviderLoginConfig } from "../login-settings.ts";
import { basicAuthMatches } from "../basic-auth.ts";
import type { Provider } from "../payments.port.ts";
import type { StoredTransaction } from "../payments.repository.ts";
import type { Outcome, PaymentsService } from "../payments.service.ts";
import { REFUSAL_ERRORS, UZUM_ERRORS, type UzumErrorCode } from "./uzum-errors.ts";

/** The five webhooks Uzum Bank sends, each to its own path. */
export const UZUM_OPERATIONS = ["check", "create", "confirm", "reverse", "status"] as const;
export type UzumOperation = (typeof UZUM_OPERATIONS)[number];

/** What the route sends: 200 with the operation's answer, or 400 with `status: "FAILED"` and a code. */
export interface UzumReply {
  readonly httpStatus: 200 | 400;
  readonly body: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** The account fields an order number may come in; the name is set when the service is registered at Uzum. */
const ORDER_KEYS = ["order_id", "orderId", "account"] as const;

/** A refusal met while reading or serving a webhook; answered FAILED with its code. */
class Refused extends Error {
  constructor(readonly code: UzumErrorCode) {
    super(code);
  }
}

const refuse = (code: UzumErrorCode) => new Refused(code);

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Uzum's `serviceId` is a number; digits as text are read alike. Null when it is neither. */
function serviceIdText(v: unknown): string | null {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === "string" && /^\d{1,18}$/.test(v)) return v;
  return null;
}

/** A number while it is exact, its digits as text beyond. */
const numberOrText = (digits: string): number | string =>
  Number.isSafeInteger(Number(digits)) ? Number(digits) : digits;

function transIdOf(body: Json): string {
  const v = body.transId;
  if (typeof v !== "string" || v === "" || v.length > 255) throw refuse(UZUM_ERRORS.params);
  return v;
}

/** The order number from `params`: missing is a malformed request, anything but a number no such order. */
function orderIdOf(body: Json): number {
  if (!isObject(body.params)) throw refuse(UZUM_ERRORS.params);
  const params = body.params;
  const key = ORDER_KEYS.find((k) => params[k] !== undefined && params[k] !== null && params[k] !== "");
  if (!key) throw refuse(UZUM_ERRORS.params);
  const v = params[key];
  const id = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw refuse(UZUM_ERRORS.orderNotFound);
  return id;
}

function amountOf(body: Json): Tiyin {
  if (body.amount === undefined || body.amount === null) throw refuse(UZUM_ERRORS.params);
  if (!isTiyinAmount(body.amount)) throw refuse(UZUM_ERRORS.wrongAmount);
  return body.amount;
}

/** Uzum's request time (epoch ms), when it sent one. */
function timestampOf(body: Json): number | null {
  const v = body.timestamp;
  if (v === undefined || v === null) return null;
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) throw refuse(UZUM_ERRORS.params);
  return v;
}

function must<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw refuse(REFUSAL_ERRORS[outcome.refusal]);
  return outcome.value;
}

/** What the payer sees about the order: its number (and, at check, the sum in so'm). */
const dataOf = (orderId: number, amount?: Tiyin) => ({
  account: { value: String(orderId) },
  ...(amount === undefined ? {} : { amount: { value: String(amount / TIYIN_PER_SOM) } }),
});

/**
 * Uzum Bank's Merchant API (docs/payments.md): Uzum posts JSON to check, create, confirm, reverse and status,
 * authorised by HTTP Basic with UZUM_LOGIN and UZUM_PASSWORD. create opens our transaction for the order;
 * Uzum then takes the money and confirm pays the order; reverse cancels (before confirm the order keeps
 * awaiting payment, after it the order is refunded); status answers the state. Repeats answer as the first
 * call did.
 */
export class UzumMerchant {
  constructor(
    private readonly payments: PaymentsService,
    /** null: Uzum is not configured, so no webhook is authorised. */
    private readonly config: ProviderLoginConfig | null,
    private readonly now: () => number = Date.now,
    /** Whose rows the webhooks write: "sandbox-uzum" while the offline sandbox plays Uzum (sandbox/). */
    private readonly provider: Provider = "uzum",
  ) {}

  /** The reply to one webhook: the operation from the path, the raw body and the Authorization header. */
  async answer(operation: string, raw: string, authorization: string | undefined): Promise<UzumReply> {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
    const request = isObject(body) ? body : null;
    try {
      if (!basicAuthMatches(authorization, this.config)) throw refuse(UZUM_ERRORS.auth);
      if (!request) throw refuse(UZUM_ERRORS.json);
      if (!(UZUM_OPERATIONS as readonly string[]).includes(operation)) throw refuse(UZUM_ERRORS.operation);
      const serviceId = serviceIdText(request.serviceId);
      if (serviceId === null) throw refuse(UZUM_ERRORS.params);
      if (serviceId !== this.config!.serviceId) throw refuse(UZUM_ERRORS.serviceId);
      const time = timestampOf(request);
      return { httpStatus: 200, body: await this.serve(operation as UzumOperation, request, time) };
    } catch (error) {
      if (error instanceof Refused) return this.failure(error.code, request);
      throw error;
    }
  }

  /** A FAILED reply, repeating the request's service and transaction where they were well-formed. */
  failure(code: UzumErrorCode, request: Json | null): UzumReply {
    const transId = request?.transId;
    return {
      httpStatus: 400,
      body: {
        ...this.head(request),
        ...(typeof transId === "string" && transId !== "" && transId.length <= 255 ? { transId } : {}),
        status: "FAILED",
        errorCode: code,
      },
    };
  }

  private head(request: Json | null) {
    const serviceId = serviceIdText(request?.serviceId) ?? this.config?.serviceId ?? null;
    return { serviceId: serviceId === null ? null : numberOrText(serviceId), timestamp: this.now() };
  }

  private async serve(operation: UzumOperation, request: Json, time: number | null): Promise<Json> {
    const head = this.head(request);
    switch (operation) {
      case "check": {
        const orderId = orderIdOf(request);
        const amount = must(await this.payments.checkOrder(this.provider, orderId));
        return { ...head, status: "OK", data: dataOf(orderId, amount) };
      }
      case "create": {
        const [transId, orderId, amount] = [transIdOf(request), orderIdOf(request), amountOf(request)];
        const t = await this.create(transId, orderId, amount, time);
        return {
          ...head,
          transId,
          status: "CREATED",
          transTime: t.createTime,
          data: dataOf(t.orderId),
          amount: t.amount,
        };
      }
      case "confirm": {
        const t = await this.confirm(transIdOf(request));
        return {
          ...head,
          transId: t.providerId,
          status: "CONFIRMED",
          confirmTime: t.performTime,
          data: dataOf(t.orderId),
          amount: t.amount,
        };
      }
      case "reverse": {
        const t = await this.reverse(transIdOf(request));
        return {
          ...head,
          transId: t.providerId,
          status: "REVERSED",
          reverseTime: t.cancelTime,
          data: dataOf(t.orderId),
          amount: t.amount,
        };
      }
      case "status": {
        const t = await this.payments.find(this.provider, transIdOf(request));
        if (!t) throw refuse(UZUM_ERRORS.transactionNotFound);
        return {
          ...head,
          transId: t.providerId,
          status: this.statusOf(t),
          transTime: t.createTime,
          confirmTime: t.performTime,
          reverseTime: t.cancelTime,
          data: dataOf(t.orderId),
          amount: t.amount,
        };
      }
    }
  }

  /** The same transId again answers its first create, but only for the same order and sum. */
  private async create(transId: string, orderId: number, amount: Tiyin, time: number | null) {
    const created = await this.payments.create(this.provider, transId, orderId, amount, time);
    if (!created.ok && created.refusal === "cannot_perform") {
      const t = await this.payments.find(this.provider, transId);
      throw refuse(t?.state === PaymentState.PERFORMED ? UZUM_ERRORS.alreadyPaid : UZUM_ERRORS.cancelled);
    }
    const t = must(created);
    if (t.orderId !== orderId || t.amount !== amount) throw refuse(UZUM_ERRORS.transactionExists);
    return t;
  }

  /**
   * Uzum has taken the money when it confirms, so a transaction that can no longer be performed (its order
   * was cancelled by the unpaid timeout meanwhile) is closed here and refused: Uzum gives the money back.
   */
  private async confirm(transId: string): Promise<StoredTransaction> {
    const performed = await this.payments.perform(this.provider, transId);
    if (performed.ok || performed.refusal !== "cannot_perform") return must(performed);
    const t = await this.payments.find(this.provider, transId);
    if (t?.state === PaymentState.CREATED) {
      const cancelled = await this.payments.cancel(this.provider, transId, CancelReason.EXECUTION_FAILED, {
        keepPerformed: true,
      });
      if (!cancelled.ok && cancelled.refusal === "cannot_cancel")
        return must(await this.payments.perform(this.provider, transId));
    }
    throw refuse(UZUM_ERRORS.cancelled);
  }

  /** Before confirm only the transaction ends (the order stays payable); after it the order is refunded. */
  private async reverse(transId: string): Promise<StoredTransaction> {
    const t = await this.payments.find(this.provider, transId);
    if (!t) throw refuse(UZUM_ERRORS.transactionNotFound);
    const reason = t.state === PaymentState.PERFORMED ? CancelReason.REFUND : CancelReason.DEBIT_FAILED;
    return must(await this.payments.cancel(this.provider, transId, reason));
  }

  /**
   * CREATED, CONFIRMED, REVERSED (cancelled by reverse, or refunded), or FAILED: ended by us or by the
   * 12-hour timeout without Uzum's reverse, or still created past that timeout.
   */
  private statusOf(t: StoredTransaction): "CREATED" | "CONFIRMED" | "REVERSED" | "FAILED" {
    switch (t.state) {
      case PaymentState.CREATED:
        return isExpired(t, this.now()) ? "FAILED" : "CREATED";
      case PaymentState.PERFORMED:
        return "CONFIRMED";
      case PaymentState.REFUNDED:
        return "REVERSED";
      case PaymentState.CANCELLED:
        return t.reason === CancelReason.TIMEOUT || t.reason === CancelReason.EXECUTION_FAILED
          ? "FAILED"
          : "REVERSED";
    }
  }
}
