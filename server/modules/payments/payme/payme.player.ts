import { randomBytes } from "node:crypto";
import { PAYME_PATH } from "./payme.routes.ts";
import type { PaymeError } from "./payme-errors.ts";
import type { SandboxLink } from "../sandbox/sandbox-link.ts";
import {
  basic,
  callShop,
  playSteps,
  type SandboxOutcome,
  type SandboxPlayer,
} from "../sandbox/sandbox-player.ts";

type RpcAnswer = { result: Record<string, unknown> } | { error: PaymeError };

/** Cancel reasons as Payme sends them (docs/payments.md). */
const DEBIT_FAILED = 2;
const EXECUTION_FAILED = 3;

/** Plays Payme's Merchant API: JSON-RPC calls with Basic `Paycom:<sandbox key>`. */
export class PaymePlayer implements SandboxPlayer {
  readonly provider = "payme";
  readonly title = "Payme";
  private next = 0;

  constructor(private readonly key: string) {}

  /** CheckPerformTransaction, CreateTransaction, PerformTransaction: the order is paid. */
  pay(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, async (rpc, id) => {
      const performed = await rpc("PerformTransaction", { id });
      // As Payme does when its perform fails: the open transaction is cancelled, so the order can be
      // paid again.
      if ("error" in performed)
        await rpc("CancelTransaction", { id, reason: EXECUTION_FAILED }).catch(() => undefined);
      return performed;
    });
  }

  /** CheckPerformTransaction, CreateTransaction, CancelTransaction (reason 2): the card was refused. */
  decline(base: string, link: SandboxLink): Promise<SandboxOutcome> {
    return this.play(base, link, (rpc, id) => rpc("CancelTransaction", { id, reason: DEBIT_FAILED }));
  }

  private play(base: string, link: SandboxLink, last: (rpc: Rpc, id: string) => Promise<RpcAnswer>) {
    const rpc: Rpc = (method, params) => this.call(base, method, params);
    const account = { order_id: String(link.orderId) };
    // Payme's transaction ids are 24 hex digits (a Mongo ObjectId).
    const id = randomBytes(12).toString("hex");
    const refusal = (answer: RpcAnswer) => ("error" in answer ? answer.error : null);
    return playSteps([
      async () => refusal(await rpc("CheckPerformTransaction", { amount: link.amount, account })),
      async () =>
        refusal(await rpc("CreateTransaction", { id, time: Date.now(), amount: link.amount, account })),
      async () => refusal(await last(rpc, id)),
    ]);
  }

  private async call(base: string, method: string, params: Record<string, unknown>): Promise<RpcAnswer> {
    const { status, body } = await callShop(base, PAYME_PATH, {
      contentType: "application/json",
      authorization: basic("Paycom", this.key),
      body: JSON.stringify({ jsonrpc: "2.0", id: ++this.next, method, params }),
    });
    if (status !== 200) throw new Error(`${method}: HTTP ${status}`);
    const answer = body as Partial<{ result: Record<string, unknown>; error: PaymeError }>;
    if (answer.error) return { error: answer.error };
    if (answer.result) return { result: answer.result };
    throw new Error(`${method}: neither result nor error`);
  }
}

type Rpc = (method: string, params: Record<string, unknown>) => Promise<RpcAnswer>;
