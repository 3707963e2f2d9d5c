import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import type { TokenPair } from "./accounts.service.ts";
import type { OtpService } from "./otp.service.ts";
import { STEP_SECONDS, type StepTickets } from "./signed-steps.ts";

/** What registration and password reset need of the accounts. */
export interface AccountsForSignUp {
  userIdOfPhone(phone: string): Promise<number | null>;
  districtExists(id: number): Promise<boolean>;
  /** null: the phone was taken meanwhile. */
  createUser(user: {
    phone: string;
    password: string;
    fullName: string;
    district: number | null;
  }): Promise<number | null>;
  /** `guest`: the signing-in browser's guestBinding (decision 0019). */
  startSession(userId: number, guest: string | null): Promise<TokenPair>;
  setPassword(userId: number, password: string): Promise<void>;
  /** A password reset ends every session of the user. */
  endAllSessions(userId: number): Promise<void>;
}

/** How long after its code a reset may set the new password. */
export const RESET_WINDOW_SECONDS = 15 * 60;

interface Caller {
  address: string;
  lang: Language;
}

/**
 * Registration (entrypoint → verify → register) and password reset (request → verify → change after reset).
 * The phone is proven by an SMS code before anything says whether it has an account: a taken phone is refused
 * only at the last registration step, and a reset for an unknown phone answers as a known one does.
 */
export class SignUpService {
  constructor(
    private readonly otp: OtpService,
    private readonly tickets: StepTickets,
    private readonly accounts: AccountsForSignUp,
    private readonly now: () => number = Date.now,
  ) {}

  /** Without a district: "send the code again" within the phone's open session (resendRegistration). */
  async startRegistration(
    phone: string,
    district: number | undefined,
    caller: Caller,
  ): Promise<Result<{ session: string }>> {
    if (district === undefined) return this.resendRegistration(phone, caller);
    if (!(await this.accounts.districtExists(district))) return fail("FIELD.INVALID", { field: "district" });
    const { ticket, step } = this.tickets.issue({ kind: "registration", phone, district }, STEP_SECONDS);
    const sent = await this.otp.issue({
      purpose: "registration",
      phone,
      binding: step.nonce,
      district,
      ...caller,
    });
    return sent.ok ? ok({ session: ticket }) : sent;
  }

  /**
   * A client's "send the code again" that repeats the phone but not the district: while the phone's session
   * still waits for its code, a new code goes out bound to that same session, so the session the client
   * holds and the one answered now both take it. The code goes to the phone alone, and every issue obeys
   * the resend and hourly limits, so this hands a caller nothing a fresh start would not.
   */
  private async resendRegistration(phone: string, caller: Caller): Promise<Result<{ session: string }>> {
    const open = await this.otp.openStep("registration", phone, STEP_SECONDS * 1000);
    if (open?.district === null || open?.district === undefined)
      return fail("FIELD.REQUIRED", { field: "district" });
    const { district, binding } = open;
    const { ticket } = this.tickets.issue(
      { kind: "registration", phone, district, nonce: binding },
      STEP_SECONDS,
    );
    const sent = await this.otp.issue({ purpose: "registration", phone, binding, district, ...caller });
    return sent.ok ? ok({ session: ticket }) : sent;
  }

  async verifyRegistration(
    phone: string,
    session: string,
    code: string,
  ): Promise<Result<{ signature: string }>> {
    const step = this.tickets.read(session, "registration");
    if (!step || step.phone !== phone) return fail("STEP.EXPIRED");
    const checked = await this.otp.verify({ purpose: "registration", phone, binding: step.nonce, code });
    if (!checked.ok) return checked;
    const next = { kind: "registered-phone", phone, district: step.district, nonce: step.nonce } as const;
    return ok({ signature: this.tickets.issue(next, STEP_SECONDS).ticket });
  }

  async register(signature: string, password: string, fullName: string, guest: string | null = null) {
    const step = this.tickets.read(signature, "registered-phone");
    if (!step) return fail("STEP.EXPIRED");
    const id = await this.accounts.createUser({
      phone: step.phone,
      password,
      fullName: fullName.trim(),
      district: step.district ?? null,
    });
    if (id === null) return fail("ACCOUNT.PHONE_TAKEN");
    return ok({ token: await this.accounts.startSession(id, guest), full_name: fullName.trim() });
  }

  async startReset(phone: string, caller: Caller): Promise<Result<{ signature: string }>> {
    const known = (await this.accounts.userIdOfPhone(phone)) !== null;
    const { ticket, step } = this.tickets.issue({ kind: "reset", phone }, STEP_SECONDS);
    const sent = await this.otp.issue({
      purpose: "reset",
      phone,
      binding: step.nonce,
      ...caller,
      silent: !known,
    });
    return sent.ok ? ok({ signature: ticket }) : sent;
  }

  async verifyReset(
    signature: string,
    code: string,
    guest: string | null = null,
  ): Promise<Result<TokenPair>> {
    const step = this.tickets.read(signature, "reset");
    if (!step) return fail("STEP.EXPIRED");
    const checked = await this.otp.verify({ purpose: "reset", phone: step.phone, binding: step.nonce, code });
    if (!checked.ok) return checked;
    const userId = await this.accounts.userIdOfPhone(step.phone);
    return userId === null ? fail("CODE.DEAD") : ok(await this.accounts.startSession(userId, guest));
  }

  /**
   * The new password after a reset: only within RESET_WINDOW_SECONDS of an accepted reset code for this
   * user's phone, so a stolen access token alone cannot change a password. Every session ends, this one too.
   */
  async changeAfterReset(userId: number, phone: string, password: string): Promise<Result<null>> {
    if (!(await this.otp.spendAcceptedCode("reset", phone, RESET_WINDOW_SECONDS * 1000)))
      return fail("STEP.EXPIRED");
    await this.accounts.setPassword(userId, password);
    await this.accounts.endAllSessions(userId);
    return ok(null);
  }
}
