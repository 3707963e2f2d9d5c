import type { CodePurpose } from "../../../domain/one-time-code.ts";

/** Why a text is sent; the one-time code purposes, so a code and its message can never disagree. */
export type SmsPurpose = CodePurpose;

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
