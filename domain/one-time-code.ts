import { RESEND_COUNTDOWN_SECONDS } from "./countdown.ts";
import { fail, ok, type Result } from "./errors.ts";

/**
 * One-time codes sent by SMS: what a code is worth and how often one may be had. A code is 6 digits, lives 5
 * minutes, survives 5 wrong tries (then it is dead and a new one must be asked for), and a new code for a
 * phone comes no sooner than the storefront's resend countdown. Hourly caps per phone and per client address
 * stop a script from flooding a number or the shop's SMS budget.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_SECONDS = RESEND_COUNTDOWN_SECONDS;
export const CODES_PER_PHONE_PER_HOUR = 5;
export const CODES_PER_ADDRESS_PER_HOUR = 20;

export const CODE_PURPOSES = ["registration", "reset", "phone_change", "receiver_phone", "master"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The codes asked for lately: the newest for the phone, and how many this hour per phone and address. */
export interface IssueHistory {
  readonly lastForPhoneAtMs: number | null;
  readonly forPhoneLastHour: number;
  readonly forAddressLastHour: number;
}

/** Whether a new code may be sent now; CODE.TOO_SOON says in how many seconds. */
export function mayIssueCode(history: IssueHistory, nowMs: number): Result<null> {
  if (history.lastForPhoneAtMs !== null) {
    const wait = Math.ceil((history.lastForPhoneAtMs + CODE_RESEND_SECONDS * 1000 - nowMs) / 1000);
    if (wait > 0) return fail("CODE.TOO_SOON", { seconds: wait });
  }
  if (history.forPhoneLastHour >= CODES_PER_PHONE_PER_HOUR) return fail("CODE.THROTTLED");
  if (history.forAddressLastHour >= CODES_PER_ADDRESS_PER_HOUR) return fail("CODE.THROTTLED");
  return ok(null);
}

export interface IssuedCode {
  readonly expiresAtMs: number;
  readonly wrongTries: number;
  readonly used: boolean;
}

/** What a try does to a code: accept it, count a wrong try, or find it dead. */
export type CodeVerdict =
  | { readonly kind: "accepted" }
  | { readonly kind: "wrong"; readonly triesLeft: number }
  | { readonly kind: "dead" };

/**
 * Judges one try. A code that is missing, used, expired or already tried wrongly 5 times is dead, whatever is
 * typed, so the right code after five wrong ones is refused too.
 */
export function judgeCode(code: IssuedCode | null, matches: boolean, nowMs: number): CodeVerdict {
  if (!code || code.used || nowMs >= code.expiresAtMs || code.wrongTries >= CODE_MAX_WRONG_TRIES) {
    return { kind: "dead" };
  }
  if (matches) return { kind: "accepted" };
  return { kind: "wrong", triesLeft: CODE_MAX_WRONG_TRIES - code.wrongTries - 1 };
}

/** The verdict as an error value; null when accepted. */
export function verdictError(verdict: CodeVerdict): Result<null> {
  if (verdict.kind === "accepted") return ok(null);
  if (verdict.kind === "dead") return fail("CODE.DEAD");
  return fail("CODE.WRONG", { left: verdict.triesLeft });
}
