import { randomUUID } from "node:crypto";

/**
 * Payme's Subscribe API (docs/payments.md, "Saved cards"): JSON-RPC 2.0 over HTTP POST to one address. The
 * card methods a browser could call carry `X-Auth: <merchant id>`; removing a card and every receipt method
 * carry `X-Auth: <merchant id>:<key>`. Answers are `{result}` or `{error: {code, message, data?}}`.
 */

export interface SubscribeCard {
  /** masked by Payme, e.g. "860006******6311" */
  readonly number: string;
  /** "MMYY" */
  readonly expire: string;
  readonly token: string;
  readonly recurrent: boolean;
  readonly verify: boolean;
}

export interface VerifyCodeSent {
  readonly sent: boolean;
  /** the masked phone the bank texted */
  readonly phone: string;
  /** milliseconds until another code may be asked for */
  readonly wait: number;
}

export interface SubscribeReceipt {
  readonly _id: string;
  /** 0 created ... 4 paid; 50 cancelled, among others */
  readonly state: number;
}

export const RECEIPT_PAID = 4;

/** Payme's refusal (or our own -32300 for a transport failure or an answer that is not JSON-RPC). */
export class SubscribeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(`Payme Subscribe API ${code}: ${message}`);
    this.name = "SubscribeError";
  }
}

export const TRANSPORT_ERROR = -32300;

export interface SubscribeClientOptions {
  /** The API's address; a function so the embedded stand-in can be found once the server listens. */
  url: () => string;
  merchantId: string;
  key: string;
  timeoutMs?: number;
}

function messageOf(message: unknown): string {
  if (typeof message === "string") return message;
  if (message && typeof message === "object") {
    const m = message as Record<string, unknown>;
    const text = m.en ?? m.ru ?? m.uz;
    if (typeof text === "string") return text;
  }
  return "error";
}

export class SubscribeClient {
  constructor(private readonly options: SubscribeClientOptions) {}

  private async call<T>(method: string, params: Record<string, unknown>, withKey: boolean): Promise<T> {
    const { merchantId, key } = this.options;
    let response: Response;
    try {
      response = await fetch(this.options.url(), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-auth": withKey ? `${merchantId}:${key}` : merchantId,
          "cache-control": "no-cache",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: randomUUID(), method, params }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new SubscribeError(TRANSPORT_ERROR, error instanceof Error ? error.message : String(error));
    }
    let answer: { result?: unknown; error?: { code?: unknown; message?: unknown } };
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      throw new SubscribeError(TRANSPORT_ERROR, `HTTP ${response.status}, not JSON`);
    }
    if (answer.error) {
      const code = typeof answer.error.code === "number" ? answer.error.code : TRANSPORT_ERROR;
      throw new SubscribeError(code, messageOf(answer.error.message));
    }
    if (answer.result === undefined || answer.result === null)
      throw new SubscribeError(TRANSPORT_ERROR, `HTTP ${response.status}, no result`);
    return answer.result as T;
  }

  async cardsCreate(number: string, expire: string): Promise<SubscribeCard> {
    const r = await this.call<{ card: SubscribeCard }>(
      "cards.create",
      { card: { number, expire }, save: true },
      false,
    );
    return r.card;
  }

  cardsGetVerifyCode(token: string): Promise<VerifyCodeSent> {
    return this.call<VerifyCodeSent>("cards.get_verify_code", { token }, false);
  }

  async cardsVerify(token: string, code: string): Promise<SubscribeCard> {
    return (await this.call<{ card: SubscribeCard }>("cards.verify", { token, code }, false)).card;
  }

  async cardsRemove(token: string): Promise<boolean> {
    return (await this.call<{ success: boolean }>("cards.remove", { token }, true)).success;
  }

  /** `amount` in tiyin; `account` names the order as the Merchant API's account does. */
  async receiptsCreate(amount: number, orderId: number): Promise<SubscribeReceipt> {
    const r = await this.call<{ receipt: SubscribeReceipt }>(
      "receipts.create",
      { amount, account: { order_id: String(orderId) } },
      true,
    );
    return r.receipt;
  }

  async receiptsPay(id: string, token: string): Promise<SubscribeReceipt> {
    return (await this.call<{ receipt: SubscribeReceipt }>("receipts.pay", { id, token }, true)).receipt;
  }

  async receiptsCancel(id: string): Promise<SubscribeReceipt> {
    return (await this.call<{ receipt: SubscribeReceipt }>("receipts.cancel", { id }, true)).receipt;
  }
}
