import type { CodePurpose } from "../../../domain/one-time-code.ts";

/** News of a shopper's order (order-news.ts says which moves send which). */
export type OrderNews = "order_approved" | "order_on_the_way" | "order_delivered" | "order_cancelled";

/**
 * Why a text is sent: a one-time code's purpose (so a code and its message can never disagree), or news of
 * an order.
 */
export type SmsPurpose = CodePurpose | OrderNews;

export interface SmsMessage {
  /** The 9 national digits, e.g. "901234567"; an adapter adds the country code its provider wants. */
  phone: string;
  purpose: SmsPurpose;
  text: string;
}

/**
 * Sends one text. A send the provider refuses (or cannot be reached for) rejects, so the outbox event that
 * asked for it stays pending and is tried again.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
