import { randomBytes } from "node:crypto";
import { PAYME_PATH } from "../payme/payme.routes.ts";
import type { PaymeError } from "../payme/payme-errors.ts";
import type { SandboxLink } from "./sandbox-link.ts";

/** How a sandbox payment ended: done, refused by the shop's callback (in Payme's words), or not reached. */
export type SandboxOutcome =
  { ok: true } | { ok: false; error: PaymeError } | { ok: false; error: null; cause: unknown };

type RpcAnswer = { result: Record<string, unknown> } | { error: PaymeError };

/** Cancel reasons as Payme sends them (docs/payments.md). */
const DEBIT_FAILED = 2;
const EXECUTION_FAILED = 3;
const TIMEOUT_MS = 15_000;

/**
 * Plays Payme against the shop: the same JSON-RPC calls, over real HTTP to the shop's own Merchant API
 * (`base` is where this server listens), with Basic `Paycom:<sandbox key>`. So the sandbox goes through
 * exactly the code path real Payme callbacks take: credentials, parsing, locks, the order's move.
 */
export class SandboxPayer {
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

  private async play(
    base: string,
    link: SandboxLink,
    last: (rpc: Rpc, id: string) => Promise<RpcAnswer>,
  ): Promise<SandboxOutcome> {
    const rpc: Rpc = (method, params) => this.call(base, method, params);
    const account = { order_id: String(link.orderId) };
    // Payme's transaction ids are 24 hex digits (a Mongo ObjectId).
    const id = randomBytes(12).toString("hex");
    try {
      for (const step of [
        () => rpc("CheckPerformTransaction", { amount: link.amount, account }),
        () => rpc("CreateTransaction", { id, time: Date.now(), amount: link.amount, account }),
        () => last(rpc, id),
      ]) {
        const answer = await step();
        if ("error" in answer) return { ok: false, error: answer.error };
      }
      return { ok: true };
    } catch (cause) {
      return { ok: false, error: null, cause };
    }
  }

  private async call(base: string, method: string, params: Record<string, unknown>): Promise<RpcAnswer> {
    const response = await fetch(new URL(PAYME_PATH, base), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`Paycom:${this.key}`).toString("base64")}`,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++this.next, method, params }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
    const answer = (await response.json()) as Partial<{ result: Record<string, unknown>; error: PaymeError }>;
    if (answer.error) return { error: answer.error };
    if (answer.result) return { result: answer.result };
    throw new Error(`${method}: neither result nor error`);
  }
}

type Rpc = (method: string, params: Record<string, unknown>) => Promise<RpcAnswer>;
