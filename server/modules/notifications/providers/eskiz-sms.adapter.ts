import type { SmsMessage, SmsSender } from "../sms.port.ts";
import { eskizLogin, eskizRefresh, eskizSend, EskizRefusal, type EskizWire } from "./eskiz-api.ts";

export interface EskizSettings {
  email: string;
  password: string;
  /** The sender id ("from"); "4546" unless the cabinet has an approved name. */
  sender: string;
  /** e.g. https://notify.eskiz.uz/api */
  baseUrl: string;
  /** Where Eskiz reports delivery; unset, it reports nowhere. */
  callbackUrl?: string;
  timeoutMs?: number;
}

/**
 * Sends through Eskiz. The token is kept in memory only: a restart logs in once more, which is cheap, and no
 * secret is written anywhere. It is asked for on the first send, not at start, so a server with a wrong
 * password still starts and the outbox keeps the texts until the password is fixed.
 */
export class EskizSmsSender implements SmsSender {
  private readonly wire: EskizWire;
  private token: Promise<string> | null = null;
  /** The expired token the current renewal replaces, so sends that met it together renew it once. */
  private renewedFrom: string | null = null;

  constructor(
    private readonly settings: EskizSettings,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.wire = {
      baseUrl: settings.baseUrl.replace(/\/$/, ""),
      fetch: fetchImpl,
      timeoutMs: settings.timeoutMs ?? 15_000,
    };
  }

  async send(message: SmsMessage): Promise<void> {
    if (!/^\d{9}$/.test(message.phone)) throw new Error("An SMS phone must be 9 national digits");
    const fields = {
      mobile_phone: `998${message.phone}`,
      message: message.text,
      from: this.settings.sender,
      callback_url: this.settings.callbackUrl,
    };
    const token = await this.currentToken();
    let answer = await eskizSend(this.wire, token, fields);
    // Eskiz answers 401 once a token has expired (after about 30 days): renew it once and try once more.
    if (!answer.ok && answer.status === 401)
      answer = await eskizSend(this.wire, await this.renew(token), fields);
    if (!answer.ok) throw new EskizRefusal("send", answer.status, answer.reason);
  }

  private currentToken(): Promise<string> {
    return this.token ?? this.keep(this.login());
  }

  private renew(expired: string): Promise<string> {
    if (this.renewedFrom === expired && this.token) return this.token;
    this.renewedFrom = expired;
    return this.keep(this.refreshOrLogin(expired));
  }

  private async refreshOrLogin(expired: string): Promise<string> {
    try {
      return await eskizRefresh(this.wire, expired);
    } catch {
      // Eskiz renews only a token it still knows; past that, a new login is the way back.
      return this.login();
    }
  }

  private login(): Promise<string> {
    return eskizLogin(this.wire, this.settings.email, this.settings.password);
  }

  /** Shares a token on its way with every send; a failed one is forgotten so the next send asks again. */
  private keep(token: Promise<string>): Promise<string> {
    const kept: Promise<string> = token.catch((error: unknown) => {
      if (this.token === kept) this.token = null;
      throw error;
    });
    this.token = kept;
    return kept;
  }
}
