import { randomInt, randomUUID } from "node:crypto";
import type { ProviderLoginConfig } from "../login-settings.ts";
import { UZUM_PATH } from "./uzum.routes.ts";
import type { SandboxLink } from "../sandbox/sandbox-link.ts";
import {
  basic,
  callShop,
  playSteps,
  type SandboxOutcome,
  type SandboxPlayer,
  type SandboxRefusal,
} from "../sandbox/sandbox-player.ts";

/** Plays Uzum Bank's merchant webhooks: check, create, then confirm or reverse, JSON with Basic auth. */
export class UzumPlayer implements SandboxPlayer {
  readonly provider = "uzum";
  readonly title = "Uzum Bank";

  constructor(private readonly config: ProviderLoginConfig) {}

  /** check, create, confirm: the order is paid. */
  pay(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, (transId) =>
      this.post(base, "confirm", {
        transId,
        paymentSource: "UZCARD",
        processingReferenceNumber: String(randomInt(1, 2 ** 47)),
        phone: "998901234567",
      }),
    );
  }

  /** check, create, reverse: the money could not be taken, the order stays awaiting payment. */
  decline(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, (transId) => this.post(base, "reverse", { transId }));
  }

  private play(base: string, link: SandboxLink, last: (transId: string) => Promise<SandboxRefusal | null>) {
    const params = { order_id: String(link.orderId) };
    const transId = randomUUID();
    return playSteps([
      () => this.post(base, "check", { params }),
      () => this.post(base, "create", { transId, params, amount: link.amount }),
      () => last(transId),
    ]);
  }

  private async post(base: string, operation: string, fields: Record<string, unknown>) {
    const { status, body } = await callShop(base, `${UZUM_PATH}${operation}/`, {
      contentType: "application/json",
      authorization: basic(this.config.login, this.config.password),
      body: JSON.stringify({ serviceId: Number(this.config.serviceId), timestamp: Date.now(), ...fields }),
    });
    if (status === 200) return null;
    if (status === 400 && body.status === "FAILED") return { code: String(body.errorCode) };
    throw new Error(`Uzum ${operation}: HTTP ${status}`);
  }
}
