import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import {
  CODE_LENGTH,
  CODE_TTL_SECONDS,
  judgeCode,
  mayIssueCode,
  verdictError,
  type CodePurpose,
} from "../../../domain/one-time-code.ts";
import { isValidUzPhone } from "../../../domain/phone.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { Sealer } from "../../platform/sealed.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { OtpRepository } from "./otp.repository.ts";

export interface OtpDeps {
  repository: OtpRepository;
  transactor: Transactor;
  outbox: Outbox;
  /** Keys the stored hashes, so a copy of the table cannot be checked against all million codes offline. */
  secret: string;
  sealer: Sealer;
  clock?: () => number;
}

export interface CodeRequest {
  purpose: CodePurpose;
  /** 9 national digits. */
  phone: string;
  /** The session or signature the code is issued for; a try must present the same. */
  binding: string;
  /** The client's address, for the hourly cap per address. */
  address: string;
  lang: Language;
  /** The district a registration was started with, kept for its "send the code again" (decision 0036). */
  district?: number;
  /**
   * Store a code nobody receives and text nothing: a password reset for an unknown phone goes through the
   * same checks and writes as for a known one, so its answer and its time tell nothing.
   */
  silent?: boolean;
}

/**
 * Issues and checks one-time SMS codes by the rules of domain/one-time-code.ts. Issuing stores a keyed hash
 * and writes the SMS as a sealed outbox event in the same transaction, so a crash neither loses a text nor
 * sends one whose code was never stored.
 */
export class OtpService {
  private readonly now: () => number;

  constructor(private readonly deps: OtpDeps) {
    this.now = deps.clock ?? Date.now;
  }

  private hash(purpose: CodePurpose, phone: string, binding: string, code: string): string {
    return createHmac("sha256", this.deps.secret)
      .update(`${purpose}|${phone}|${binding}|${code}`)
      .digest("hex");
  }

  async issue(request: CodeRequest): Promise<Result<null>> {
    if (!isValidUzPhone(request.phone)) return fail("PHONE.INVALID");
    const { repository, transactor, outbox, sealer } = this.deps;
    return transactor.run(async (tx) => {
      await repository.lockPhone(tx, request.phone);
      const now = this.now();
      const allowed = mayIssueCode(await repository.history(tx, request.phone, request.address, now), now);
      if (!allowed.ok) return allowed;
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
      // A silent code is hashed under a binding no try can present, so it can never be accepted.
      const binding = request.silent ? `silent:${randomInt(0, 2 ** 40)}` : request.binding;
      const codeHash = this.hash(request.purpose, request.phone, binding, code);
      await repository.insert(tx, { ...request, codeHash }, now, now + CODE_TTL_SECONDS * 1000);
      if (request.silent) return ok(null);
      await outbox.add(tx, "sms.code", {
        phone: request.phone,
        purpose: request.purpose,
        lang: request.lang,
        sealedCode: sealer.seal(code),
      });
      return ok(null);
    });
  }

  /**
   * Uses up the one action the newest accepted code of this purpose allows (a password change after a
   * reset), if it was accepted within `windowMs`; false when there is none left.
   */
  spendAcceptedCode(purpose: CodePurpose, phone: string, windowMs: number): Promise<boolean> {
    const now = this.now();
    return this.deps.repository.spendGrant(purpose, phone, now - windowMs, now);
  }

  /** The step a code of this purpose issued within `windowMs` is still waiting on; null when none is. */
  openStep(purpose: CodePurpose, phone: string, windowMs: number) {
    return this.deps.repository.openStep(purpose, phone, this.now() - windowMs);
  }

  /** Whether a code of this purpose was accepted for the phone and the step it was bound to. */
  wasAccepted(purpose: CodePurpose, phone: string, binding: string): Promise<boolean> {
    return this.deps.repository.wasAccepted(purpose, phone, binding);
  }

  /** Checks a try against the newest code of this purpose, phone and binding; an accepted code is used up. */
  async verify(
    request: Pick<CodeRequest, "purpose" | "phone" | "binding"> & { code: string },
  ): Promise<Result<null>> {
    const { repository, transactor } = this.deps;
    return transactor.run(async (tx) => {
      const stored = await repository.newest(tx, request.purpose, request.phone, request.binding);
      const typed = this.hash(request.purpose, request.phone, request.binding, request.code);
      const matches =
        stored !== null && timingSafeEqual(Buffer.from(stored.codeHash, "hex"), Buffer.from(typed, "hex"));
      const verdict = judgeCode(stored, matches, this.now());
      if (stored && verdict.kind === "accepted") await repository.markUsed(tx, stored.id, this.now());
      if (stored && verdict.kind === "wrong") await repository.countWrongTry(tx, stored.id);
      return verdictError(verdict);
    });
  }
}
