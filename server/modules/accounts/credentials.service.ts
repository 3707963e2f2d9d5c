import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import type { Accounts } from "./accounts.service.ts";
import type { AccountsRepository } from "./accounts.repository.ts";
import type { OtpService } from "./otp.service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { STEP_SECONDS, type StepTickets } from "./signed-steps.ts";

/**
 * A signed-in user's password and phone. Both ask for the current password first; a new phone is proven by a
 * code sent to it, and whether another account holds it is said only after that code.
 */
export class CredentialsService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly accounts: Accounts,
    private readonly otp: OtpService,
    private readonly tickets: StepTickets,
  ) {}

  private async passwordMatches(userId: number, password: string): Promise<boolean> {
    const hash = await this.repository.passwordHashOf(userId);
    return hash !== null && (await verifyPassword(password, hash));
  }

  /** Ends every other session of the user; the one making the change stays signed in. */
  async changePassword(
    userId: number,
    sessionId: string | null,
    oldPassword: string,
    newPassword: string,
  ): Promise<Result<null>> {
    if (!(await this.passwordMatches(userId, oldPassword))) return fail("PASSWORD.WRONG_OLD");
    await this.repository.setPasswordHash(userId, await hashPassword(newPassword));
    await this.accounts.revokeAllForUser(userId, sessionId ?? undefined);
    return ok(null);
  }

  async startPhoneChange(
    userId: number,
    password: string,
    phone: string,
    caller: { address: string; lang: Language },
  ): Promise<Result<{ signature: string }>> {
    if (!(await this.passwordMatches(userId, password))) return fail("PASSWORD.WRONG_OLD");
    const { ticket, step } = this.tickets.issue({ kind: "phone-change", phone, userId }, STEP_SECONDS);
    const sent = await this.otp.issue({ purpose: "phone_change", phone, binding: step.nonce, ...caller });
    return sent.ok ? ok({ signature: ticket }) : sent;
  }

  async verifyPhoneChange(
    userId: number,
    phone: string,
    signature: string,
    code: string,
  ): Promise<Result<null>> {
    const step = this.tickets.read(signature, "phone-change");
    if (!step || step.userId !== userId || step.phone !== phone) return fail("STEP.EXPIRED");
    const checked = await this.otp.verify({ purpose: "phone_change", phone, binding: step.nonce, code });
    if (!checked.ok) return checked;
    return (await this.repository.setPhone(userId, phone)) ? ok(null) : fail("ACCOUNT.PHONE_TAKEN");
  }

  /**
   * The checkout's receiver phone, proven by a code: the ticket (the contract's `uuid`) is the signed-in
   * user's, and an accepted code stays on record for the order to check.
   */
  async sendReceiverCode(
    userId: number,
    phone: string,
    caller: { address: string; lang: Language },
  ): Promise<Result<{ uuid: string }>> {
    const { ticket, step } = this.tickets.issue({ kind: "receiver-phone", phone, userId }, STEP_SECONDS);
    const sent = await this.otp.issue({ purpose: "receiver_phone", phone, binding: step.nonce, ...caller });
    return sent.ok ? ok({ uuid: ticket }) : sent;
  }

  /** `verified: false` for a wrong code that may still be retried; a dead code or ticket is an error. */
  async checkReceiverCode(
    userId: number,
    uuid: string,
    code: string,
  ): Promise<Result<{ verified: boolean }>> {
    const step = this.tickets.read(uuid, "receiver-phone");
    if (!step || step.userId !== userId) return fail("STEP.EXPIRED");
    const checked = await this.otp.verify({
      purpose: "receiver_phone",
      phone: step.phone,
      binding: step.nonce,
      code,
    });
    if (checked.ok) return ok({ verified: true });
    return checked.error.code === "CODE.WRONG" ? ok({ verified: false }) : checked;
  }

  /**
   * For checkout: the `uuid` the user got from SendCodeSMS for `phone`, still within its step's lifetime,
   * and its code accepted by CheckCodeSMS.
   */
  async receiverPhoneConfirmed(userId: number, uuid: string, phone: string): Promise<boolean> {
    const step = this.tickets.read(uuid, "receiver-phone");
    if (!step || step.userId !== userId || step.phone !== phone) return false;
    return this.otp.wasAccepted("receiver_phone", phone, step.nonce);
  }
}
