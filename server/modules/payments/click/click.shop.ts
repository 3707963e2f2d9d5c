import { decimalSomToTiyin, type Tiyin } from "../../../../domain/money.ts";
import { CancelReason, PaymentState } from "../../../../domain/payment-transaction.ts";
import type { ClickConfig } from "./click-settings.ts";
import type { Provider } from "../payments.port.ts";
import type { StoredTransaction } from "../payments.repository.ts";
import type { PaymentRefusal, PaymentsService } from "../payments.service.ts";
import { CLICK_ERRORS, REFUSAL_ERRORS, type ClickError } from "./click-errors.ts";
import { clickSignMatches } from "./click-sign.ts";

/** Which of Click's two callback URLs was called; each accepts one `action`. */
export type ClickStage = "prepare" | "complete";
const ACTION: Record<ClickStage, string> = { prepare: "0", complete: "1" };

/** A callback's fields, each given exactly once and well-formed; texts kept as sent for the signature. */
interface Callback {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  error: string;
  error_note: string;
  sign_time: string;
  sign_string: string;
}

const DIGITS = /^\d{1,19}$/;
/** Each callback field's form; a field missing, repeated or off its form is refused -8 before the sign. */
export const CLICK_FIELD_FORMATS: Record<keyof Callback, RegExp> = {
  click_trans_id: DIGITS,
  service_id: DIGITS,
  click_paydoc_id: DIGITS,
  merchant_trans_id: /^[^\0]{1,255}$/,
  merchant_prepare_id: DIGITS,
  amount: /^\d{1,15}(?:\.\d{1,20})?$/,
  action: /^\d{1,9}$/,
  error: /^-?\d{1,9}$/,
  error_note: /^[^\0]{0,1000}$/,
  sign_time: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  sign_string: /^[^\0]{1,128}$/,
};
const FORMATS = CLICK_FIELD_FORMATS;
const COMMON = Object.keys(FORMATS).filter((k) => k !== "merchant_prepare_id") as (keyof Callback)[];

/** The answer Click reads: `error` and `error_note` always; the ids as far as they are known. */
export interface ClickAnswer extends ClickError {
  click_trans_id?: number | string;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
}

/** A refusal met while reading or serving the callback; answered as Click's error. */
class Refused extends Error {
  constructor(readonly answer: ClickError) {
    super(String(answer.error));
  }
}

const refuse = (answer: ClickError) => new Refused(answer);

/** Click's ids are bigints: a number while it is exact, its digits as text beyond. */
function idOf(digits: string): number | string {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : digits;
}

/** The shop's one account field: an order number, or no order at all. */
function orderIdOf(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw refuse(CLICK_ERRORS.orderNotFound);
  return id;
}

/** Click's sum in so'm ("1000", "1000.00") as whole tiyin; a fraction of a tiyin or zero: a wrong amount. */
function amountOf(text: string): Tiyin {
  const tiyin = decimalSomToTiyin(text);
  if (tiyin === null || tiyin <= 0) throw refuse(CLICK_ERRORS.wrongAmount);
  return tiyin;
}

function must<T>(outcome: { ok: true; value: T } | { ok: false; refusal: PaymentRefusal }): T {
  if (!outcome.ok) throw refuse(REFUSAL_ERRORS[outcome.refusal]);
  return outcome.value;
}

const ended = (t: StoredTransaction) =>
  t.state === PaymentState.CANCELLED || t.state === PaymentState.REFUNDED;

/**
 * Click's SHOP API (docs/payments.md): Click posts a signed form to Prepare, then to Complete, and reads a
 * JSON answer whose `error` is 0 or one of Click's codes. Always HTTP 200. Prepare opens our transaction for
 * the order (`merchant_prepare_id` is its id); Complete with `error` 0 takes the money and pays the order,
 * with a negative `error` (Click's own failure) cancels the transaction and leaves the order awaiting
 * payment.
 */
export class ClickShop {
  constructor(
    private readonly payments: PaymentsService,
    /** null: Click is not configured, so no callback passes the signature check. */
    private readonly config: Pick<ClickConfig, "serviceId" | "secretKey"> | null,
    /** Whose rows the callbacks write: "sandbox-click" while the offline sandbox plays Click (sandbox/). */
    private readonly provider: Provider = "click",
  ) {}

  /** The answer to one raw form-urlencoded body posted to `stage`'s URL. */
  async answer(stage: ClickStage, raw: string): Promise<ClickAnswer> {
    const form = new URLSearchParams(raw);
    const echo = this.echo(form);
    try {
      const c = this.read(stage, form);
      const done = stage === "prepare" ? await this.prepare(c) : await this.complete(c);
      return { ...echo, ...done };
    } catch (error) {
      if (error instanceof Refused) return { ...echo, ...error.answer };
      throw error;
    }
  }

  /** The ids every answer repeats, when Click sent them well-formed. */
  echo(form: URLSearchParams): Pick<ClickAnswer, "click_trans_id" | "merchant_trans_id"> {
    const [transId, orderText] = [form.getAll("click_trans_id"), form.getAll("merchant_trans_id")];
    return {
      ...(transId.length === 1 && DIGITS.test(transId[0]!) ? { click_trans_id: idOf(transId[0]!) } : {}),
      ...(orderText.length === 1 && FORMATS.merchant_trans_id.test(orderText[0]!)
        ? { merchant_trans_id: orderText[0]! }
        : {}),
    };
  }

  /** Shape (-8), then signature (-1), then service (-8) and action (-3), in that order. */
  private read(stage: ClickStage, form: URLSearchParams): Callback {
    const keys = stage === "complete" ? [...COMMON, "merchant_prepare_id" as const] : COMMON;
    const c: Partial<Callback> = {};
    for (const key of keys) {
      const values = form.getAll(key);
      if (values.length !== 1 || !FORMATS[key].test(values[0]!)) throw refuse(CLICK_ERRORS.badRequest);
      c[key] = values[0]!;
    }
    const callback = c as Callback;
    if (!this.config || !clickSignMatches(callback, this.config.secretKey, callback.sign_string))
      throw refuse(CLICK_ERRORS.signFailed);
    if (callback.service_id !== this.config.serviceId) throw refuse(CLICK_ERRORS.badRequest);
    if (callback.action !== ACTION[stage]) throw refuse(CLICK_ERRORS.actionNotFound);
    return callback;
  }

  private async prepare(c: Callback): Promise<ClickAnswer> {
    const [orderId, amount] = [orderIdOf(c.merchant_trans_id), amountOf(c.amount)];
    if (Number(c.error) < 0) throw refuse(CLICK_ERRORS.cancelled);
    // Each Prepare is a new attempt of the shopper at Click's page: it replaces one they abandoned.
    const created = await this.payments.create(this.provider, c.click_trans_id, orderId, amount, null, {
      replaceWaiting: true,
    });
    if (!created.ok && created.refusal === "cannot_perform") throw await this.ended(c.click_trans_id);
    const t = must(created);
    // The same click_trans_id again answers its first Prepare, but only for the same order and sum.
    if (t.orderId !== orderId) throw refuse(CLICK_ERRORS.orderNotFound);
    if (t.amount !== amount) throw refuse(CLICK_ERRORS.wrongAmount);
    return { ...CLICK_ERRORS.success, merchant_prepare_id: t.id };
  }

  private async complete(c: Callback): Promise<ClickAnswer> {
    const [orderId, amount] = [orderIdOf(c.merchant_trans_id), amountOf(c.amount)];
    const t = await this.payments.find(this.provider, c.click_trans_id);
    if (!t || String(t.id) !== c.merchant_prepare_id) throw refuse(CLICK_ERRORS.transactionNotFound);
    if (t.orderId !== orderId) throw refuse(CLICK_ERRORS.orderNotFound);
    if (t.amount !== amount) throw refuse(CLICK_ERRORS.wrongAmount);
    if (Number(c.error) < 0) {
      // Click could not take the money (a declined card, the payer gave up): only the transaction ends.
      must(
        await this.payments.cancel(this.provider, t.providerId, CancelReason.DEBIT_FAILED, {
          keepPerformed: true,
        }),
      );
      throw refuse(CLICK_ERRORS.cancelled);
    }
    if (t.state === PaymentState.PERFORMED) throw refuse(CLICK_ERRORS.alreadyPaid);
    if (ended(t)) throw refuse(CLICK_ERRORS.cancelled);
    const performed = await this.payments.perform(this.provider, t.providerId);
    if (!performed.ok && performed.refusal === "cannot_perform") throw await this.unperformed(t.providerId);
    must(performed);
    return { ...CLICK_ERRORS.success, merchant_confirm_id: t.id };
  }

  /** Why an existing transaction cannot be prepared again: paid (-4) or cancelled (-9). */
  private async ended(providerId: string): Promise<Refused> {
    const t = await this.payments.find(this.provider, providerId);
    return refuse(t?.state === PaymentState.PERFORMED ? CLICK_ERRORS.alreadyPaid : CLICK_ERRORS.cancelled);
  }

  /**
   * Perform refused: the transaction was cancelled or timed out, or its order left awaiting payment (the
   * unpaid timeout cancelled it). Click sends nothing after Complete, so a transaction still open is
   * cancelled here; the refusal makes Click give the money back.
   */
  private async unperformed(providerId: string): Promise<Refused> {
    const t = await this.payments.find(this.provider, providerId);
    if (t?.state === PaymentState.PERFORMED) return refuse(CLICK_ERRORS.alreadyPaid);
    if (t?.state === PaymentState.CREATED) {
      const cancelled = await this.payments.cancel(this.provider, providerId, CancelReason.EXECUTION_FAILED, {
        keepPerformed: true,
      });
      if (!cancelled.ok && cancelled.refusal === "cannot_cancel") return refuse(CLICK_ERRORS.alreadyPaid);
    }
    return refuse(CLICK_ERRORS.cancelled);
  }
}
