import { randomInt } from "node:crypto";
import type { ProviderLoginConfig } from "../login-settings.ts";
import { PAYNET_PATH } from "./paynet.routes.ts";
import { paynetTime } from "./paynet-time.ts";
import type { SandboxLink } from "../sandbox/sandbox-link.ts";
import {
  basic,
  callShop,
  playSteps,
  type SandboxOutcome,
  type SandboxPlayer,
} from "../sandbox/sandbox-player.ts";

/**
 * Plays Paynet's provider API: GetInformation, then PerformTransaction once Paynet holds the payer's money.
 * Paynet takes the money before it calls the shop, so a refused payment is never announced: decline asks
 * about the order and calls nothing more.
 */
export class PaynetPlayer implements SandboxPlayer {
  readonly provider = "paynet";
  readonly title = "Paynet";
  private next = 0;

  constructor(private readonly config: ProviderLoginConfig) {}

  pay(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    const fields = { order_id: String(link.orderId) };
    return playSteps([
      () => this.call(base, "GetInformation", { fields }),
      () =>
        this.call(base, "PerformTransaction", {
          transactionId: randomInt(1, 2 ** 47),
          transactionTime: paynetTime(Date.now()),
          amount: link.amount,
          fields,
        }),
    ]);
  }

  decline(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return playSteps([
      () => this.call(base, "GetInformation", { fields: { order_id: String(link.orderId) } }),
    ]);
  }

  private async call(base: string, method: string, params: Record<string, unknown>) {
    const { status, body } = await callShop(base, PAYNET_PATH, {
      contentType: "application/json",
      authorization: basic(this.config.login, this.config.password),
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: ++this.next,
        method,
        params: { serviceId: Number(this.config.serviceId), ...params },
      }),
    });
    if (status !== 200) throw new Error(`Paynet ${method}: HTTP ${status}`);
    const error = body.error as { code: number; message: string } | undefined;
    if (error) return { code: error.code, message: error.message };
    if (body.result) return null;
    throw new Error(`Paynet ${method}: neither result nor error`);
  }
}
