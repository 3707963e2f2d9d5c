import { createHash, timingSafeEqual } from "node:crypto";
import { isTiyinAmount } from "../../../../domain/money.ts";
import { isCancelReason } from "../../../../domain/payment-transaction.ts";
import type { Provider } from "../payments.port.ts";
import type { PaymentsService } from "../payments.service.ts";
import type { StoredTransaction } from "../payments.repository.ts";
import { PAYME_ERRORS, REFUSAL_ERRORS, type PaymeError } from "./payme-errors.ts";

type Params = Record<string, unknown>;
type RpcId = string | number | null;

/** A refusal met while reading the call; answered as the JSON-RPC error. */
class Refused extends Error {
  constructor(readonly error: PaymeError) {
    super(String(error.code));
  }
}

const invalid = () => new Refused(PAYME_ERRORS.invalidRequest);

function isObject(v: unknown): v is Params {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function text(p: Params, key: string): string {
  const v = p[key];
  if (typeof v !== "string" || v === "" || v.length > 255) throw invalid();
  return v;
}

function epoch(p: Params, key: string): number {
  const v = p[key];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) throw invalid();
  return v;
}

function amountOf(p: Params): number {
  if (typeof p.amount !== "number") throw invalid();
  if (!isTiyinAmount(p.amount)) throw new Refused(PAYME_ERRORS.wrongAmount);
  return p.amount;
}

/** The shop's one account field; anything but an order number is an order not found. */
function orderIdOf(p: Params): number {
  const v = isObject(p.account) ? p.account.order_id : undefined;
  const id = typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new Refused(PAYME_ERRORS.orderNotFound);
  return id;
}

function sha256(s: string) {
  return createHash("sha256").update(s).digest();
}

const timeOrZero = (t: number | null) => t ?? 0;

function statementEntry(t: StoredTransaction) {
  return {
    id: t.providerId,
    time: t.providerTime ?? t.createTime,
    amount: t.amount,
    account: { order_id: String(t.orderId) },
    create_time: t.createTime,
    perform_time: timeOrZero(t.performTime),
    cancel_time: timeOrZero(t.cancelTime),
    transaction: String(t.id),
    state: t.state,
    reason: t.reason,
  };
}

/**
 * Payme's Merchant API (docs/payments.md): JSON-RPC 2.0 calls from Payme, authorised by Basic
 * `Paycom:<PAYME_KEY>`, answered in Payme's terms. Every answer is HTTP 200; errors are JSON-RPC errors.
 */
export class PaymeMerchant {
  constructor(
    private readonly payments: PaymentsService,
    /** null: Payme is not configured, so no call is authorised. */
    private readonly key: string | null,
    /** Whose rows the calls write: "sandbox" while the offline sandbox plays Payme (sandbox/). */
    private readonly provider: Provider = "payme",
  ) {}

  authorised(header: string | undefined): boolean {
    if (this.key === null || !header?.startsWith("Basic ")) return false;
    const decoded = Buffer.from(header.slice("Basic ".length).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0 || decoded.slice(0, colon) !== "Paycom") return false;
    // Hashes have one length, so comparing them in constant time says nothing about the key's length.
    return timingSafeEqual(sha256(decoded.slice(colon + 1)), sha256(this.key));
  }

  /** The JSON-RPC answer to one raw request body. */
  async answer(raw: string, authorization: string | undefined): Promise<object> {
    let request: unknown;
    try {
      request = JSON.parse(raw);
    } catch {
      return this.error(null, PAYME_ERRORS.parse);
    }
    const id: RpcId =
      isObject(request) && (typeof request.id === "number" || typeof request.id === "string")
        ? request.id
        : null;
    if (!this.authorised(authorization)) return this.error(id, PAYME_ERRORS.privileges);
    if (!isObject(request) || typeof request.method !== "string" || !isObject(request.params))
      return this.error(id, PAYME_ERRORS.invalidRequest);
    try {
      const result = await this.call(request.method, request.params);
      return result === null ? this.error(id, PAYME_ERRORS.methodNotFound) : { jsonrpc: "2.0", id, result };
    } catch (error) {
      if (error instanceof Refused) return this.error(id, error.error);
      throw error;
    }
  }

  error(id: RpcId, error: PaymeError) {
    return { jsonrpc: "2.0", id, error };
  }

  private async call(method: string, p: Params): Promise<object | null> {
    const [payments, provider] = [this.payments, this.provider];
    switch (method) {
      case "CheckPerformTransaction": {
        const amount = amountOf(p);
        must(await payments.check(provider, orderIdOf(p), amount));
        return { allow: true };
      }
      case "CreateTransaction": {
        const [providerId, time, amount] = [text(p, "id"), epoch(p, "time"), amountOf(p)];
        const t = must(await payments.create(provider, providerId, orderIdOf(p), amount, time));
        return { create_time: t.createTime, transaction: String(t.id), state: t.state };
      }
      case "PerformTransaction": {
        const t = must(await payments.perform(provider, text(p, "id")));
        return { transaction: String(t.id), perform_time: t.performTime, state: t.state };
      }
      case "CancelTransaction": {
        const providerId = text(p, "id");
        if (!isCancelReason(p.reason)) throw invalid();
        const t = must(await payments.cancel(provider, providerId, p.reason));
        return { transaction: String(t.id), cancel_time: t.cancelTime, state: t.state };
      }
      case "CheckTransaction": {
        const t = await payments.find(provider, text(p, "id"));
        if (!t) throw new Refused(PAYME_ERRORS.transactionNotFound);
        return {
          create_time: t.createTime,
          perform_time: timeOrZero(t.performTime),
          cancel_time: timeOrZero(t.cancelTime),
          transaction: String(t.id),
          state: t.state,
          reason: t.reason,
        };
      }
      case "GetStatement": {
        const [from, to] = [epoch(p, "from"), epoch(p, "to")];
        return { transactions: (await payments.statement(provider, from, to)).map(statementEntry) };
      }
      default:
        return null;
    }
  }
}

function must<T>(outcome: { ok: true; value: T } | { ok: false; refusal: keyof typeof REFUSAL_ERRORS }): T {
  if (!outcome.ok) throw new Refused(REFUSAL_ERRORS[outcome.refusal]);
  return outcome.value;
}
