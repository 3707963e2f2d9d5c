import { boolean, nullable, pattern, string, type, type Infer } from "superstruct";
import { results } from "./pagination.ts";
import { Count, Id, SmsCode } from "./scalars.ts";

// Saved bank cards. Adding one is two steps: create (the bank texts a code) then verify with that code.
// Whether an expiry lies in the future depends on today's date; that rule lives in domain/, not here.

/** 16 digits, no spaces (Uzcard 8600, Humo 9860, Visa, Mastercard). */
export const CardNumber = pattern(string(), /^\d{16}$/);
/** "MM/YY". */
export const CardExpire = pattern(string(), /^(0[1-9]|1[0-2])\/\d{2}$/);

/** `number` arrives masked ("8600 **** **** 1234"); `vendor` and `processing` name the card system. */
export const SavedCard = type({
  id: Id,
  number: string(),
  vendor: nullable(string()),
  processing: nullable(string()),
  name: nullable(string()),
  expiry_date: string(),
});
export type SavedCard = Infer<typeof SavedCard>;
export const CardsAnswer = results(SavedCard);
export type CardsAnswer = Infer<typeof CardsAnswer>;

export const CardCreateRequest = type({ number: CardNumber, expire: CardExpire });
export type CardCreateRequest = Infer<typeof CardCreateRequest>;

/** `verification_code.phone` is the (masked) phone the bank texted; `wait` is seconds until a resend. */
export const CardCreateAnswer = type({
  id: Id,
  number: string(),
  expire: string(),
  verify: boolean(),
  verification_code: type({ phone: string(), sent: boolean(), wait: Count }),
});
export type CardCreateAnswer = Infer<typeof CardCreateAnswer>;

export const CardVerifyRequest = type({ code: SmsCode });
export type CardVerifyRequest = Infer<typeof CardVerifyRequest>;
export const CardVerifyAnswer = type({ verify: boolean() });
export type CardVerifyAnswer = Infer<typeof CardVerifyAnswer>;
