import { randomInt } from "node:crypto";
import type { ClickConfig } from "./click-settings.ts";
import { CLICK_PATHS } from "./click.routes.ts";
import { clickSignString } from "./click-sign.ts";
import { paynetTime } from "../paynet/paynet-time.ts";
import type { SandboxLink } from "../sandbox/sandbox-link.ts";
import {
  callShop,
  playSteps,
  type SandboxOutcome,
  type SandboxPlayer,
  type SandboxRefusal,
} from "../sandbox/sandbox-player.ts";

/** Click's own code for a payer's card without the money (one of its negative `error` values). */
const INSUFFICIENT_FUNDS = { error: "-5017", error_note: "Insufficient funds" };
/** The shop's answer to a Complete carrying Click's failure: the transaction is cancelled. */
const CANCELLED = -9;

/** Plays Click's SHOP API: a signed Prepare form, then a signed Complete form. */
export class ClickPlayer implements SandboxPlayer {
  readonly provider = "click";
  readonly title = "Click";

  constructor(private readonly config: Pick<ClickConfig, "serviceId" | "secretKey">) {}

  /** Prepare, then Complete with `error` 0: the order is paid. */
  pay(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, { error: "0", error_note: "Success" });
  }

  /** Prepare, then Complete with Click's own failure: the shop cancels the attempt (-9), the order waits. */
  decline(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, INSUFFICIENT_FUNDS);
  }

  private play(base: string, link: SandboxLink, outcome: { error: string; error_note: string }) {
    // Click's ids are numbers of its own; the pay document is the number the payer sees.
    const ids = {
      click_trans_id: String(randomInt(1, 2 ** 47)),
      click_paydoc_id: String(randomInt(1, 2 ** 47)),
    };
    let prepareId = "";
    return playSteps([
      async () => {
        const answer = await this.post(base, "prepare", link, { ...ids, error: "0", error_note: "Success" });
        prepareId = String(answer.merchant_prepare_id ?? "");
        return refusalOf(answer);
      },
      async () => {
        const answer = await this.post(base, "complete", link, { ...ids, ...outcome }, prepareId);
        // A Complete that carries Click's failure is rightly answered "cancelled".
        return outcome.error !== "0" && answer.error === CANCELLED ? null : refusalOf(answer);
      },
    ]);
  }

  private async post(
    base: string,
    stage: "prepare" | "complete",
    link: SandboxLink,
    fields: { click_trans_id: string; click_paydoc_id: string; error: string; error_note: string },
    prepareId?: string,
  ): Promise<Record<string, unknown>> {
    const signed = {
      click_trans_id: fields.click_trans_id,
      service_id: this.config.serviceId,
      merchant_trans_id: String(link.orderId),
      ...(prepareId !== undefined ? { merchant_prepare_id: prepareId } : {}),
      // Click sends so'm with their tiyin after a point.
      amount: `${Math.trunc(link.amount / 100)}.${String(link.amount % 100).padStart(2, "0")}`,
      action: stage === "prepare" ? "0" : "1",
      sign_time: paynetTime(Date.now()),
    };
    const form = new URLSearchParams({
      ...signed,
      click_paydoc_id: fields.click_paydoc_id,
      error: fields.error,
      error_note: fields.error_note,
      sign_string: clickSignString(signed, this.config.secretKey),
    });
    const { status, body } = await callShop(base, CLICK_PATHS[stage], {
      contentType: "application/x-www-form-urlencoded",
      body: form.toString(),
    });
    if (status !== 200 || typeof body.error !== "number") throw new Error(`Click ${stage}: HTTP ${status}`);
    return body;
  }
}

function refusalOf(answer: Record<string, unknown>): SandboxRefusal | null {
  if (answer.error === 0) return null;
  return { code: answer.error as number, message: String(answer.error_note ?? "") };
}
