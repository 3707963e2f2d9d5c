import { randomBytes } from "node:crypto";
import type { Sealer } from "../../platform/sealed.ts";

/**
 * The tickets a multi-step flow hands the client between its steps: the registration session (phone and
 * district before the code), the signature after it, the password-reset signature. Sealed (authenticated and
 * encrypted), so the server keeps no state between steps and a client can neither read nor forge one.
 */
/** How long a flow may wait between two of its steps (a session, a signature, a uuid). */
export const STEP_SECONDS = 15 * 60;

export type StepKind = "registration" | "registered-phone" | "reset" | "phone-change" | "receiver-phone";

export interface Step {
  kind: StepKind;
  phone: string;
  /** A random id: what the SMS code is bound to. */
  nonce: string;
  district?: number;
  /** The signed-in user a phone change belongs to. */
  userId?: number;
  expiresAtMs: number;
}

export class StepTickets {
  constructor(
    private readonly sealer: Sealer,
    private readonly now: () => number,
  ) {}

  issue(
    step: Omit<Step, "nonce" | "expiresAtMs"> & { nonce?: string },
    lifeSeconds: number,
  ): { ticket: string; step: Step } {
    const full: Step = {
      ...step,
      nonce: step.nonce ?? randomBytes(16).toString("base64url"),
      expiresAtMs: this.now() + lifeSeconds * 1000,
    };
    return { ticket: this.sealer.seal(JSON.stringify(full)), step: full };
  }

  /** The step a ticket holds when it is ours, of this kind and not expired; null otherwise. */
  read(ticket: string, kind: StepKind): Step | null {
    const text = this.sealer.open(ticket);
    if (text === null) return null;
    try {
      const step = JSON.parse(text) as Step;
      return step.kind === kind && step.expiresAtMs > this.now() ? step : null;
    } catch {
      return null;
    }
  }
}
