import { createHash, timingSafeEqual } from "node:crypto";

/** The signed fields of a Prepare (action 0) or Complete (action 1) callback, exactly as Click sent them. */
export interface ClickSigned {
  readonly click_trans_id: string;
  readonly service_id: string;
  readonly merchant_trans_id: string;
  /** Signed by Complete only; Prepare signs without it. */
  readonly merchant_prepare_id?: string;
  readonly amount: string;
  readonly action: string;
  readonly sign_time: string;
}

/**
 * Click's `sign_string`: the lower-case hex MD5 of the fields' texts joined in Click's order, the secret key
 * after `service_id` and `merchant_prepare_id` only in Complete. The texts are hashed as received ("1000.00"
 * is not "1000"), so nothing is parsed before the check.
 */
export function clickSignString(f: ClickSigned, secretKey: string): string {
  const text =
    f.click_trans_id +
    f.service_id +
    secretKey +
    f.merchant_trans_id +
    (f.action === "1" ? (f.merchant_prepare_id ?? "") : "") +
    f.amount +
    f.action +
    f.sign_time;
  return createHash("md5").update(text, "utf8").digest("hex");
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest();

/** Whether `given` is the callback's signature; compared in constant time, whatever its length or case. */
export function clickSignMatches(f: ClickSigned, secretKey: string, given: string): boolean {
  return timingSafeEqual(sha256(clickSignString(f, secretKey)), sha256(given.toLowerCase()));
}
