import type { SandboxLink } from "./sandbox-link.ts";
import type { SandboxLanguage } from "./sandbox-texts.ts";

/** The shop refused a sandbox payment: the provider's code, and its message when the protocol carries one. */
export interface SandboxRefusal {
  readonly code: number | string;
  /** Payme's messages come in three languages, Click's and Paynet's in one; Uzum sends none. */
  readonly message?: string | Readonly<Record<SandboxLanguage, string>>;
}

/** How a sandbox payment ended: done, refused by the shop's callback, or the shop not reached. */
export type SandboxOutcome =
  { ok: true } | { ok: false; error: SandboxRefusal } | { ok: false; error: null; cause: unknown };

/**
 * One provider played against the shop: the provider's own calls, over real HTTP to the shop's own callback
 * URLs (`base` is where this server listens), with the credentials the provider would send. So a sandbox
 * payment goes through exactly the code path a real one takes: credentials, parsing, locks, the order's move.
 */
export interface SandboxPlayer {
  /** Its descriptor's name, which its sandbox page is under. */
  readonly provider: string;
  /** The provider's name as its checkout shows it. */
  readonly title: string;
  /** The payer paid: the order is paid. */
  pay(base: string, link: SandboxLink): Promise<SandboxOutcome>;
  /** The payer's money was refused: the order stays awaiting payment. */
  decline(base: string, link: SandboxLink): Promise<SandboxOutcome>;
}

const TIMEOUT_MS = 15_000;

/** One call to the shop as a provider makes it; throws when the shop is not reached or answers no JSON. */
export async function callShop(
  base: string,
  path: string,
  init: { body: string; contentType: string; authorization?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, base), {
    method: "POST",
    headers: {
      "content-type": init.contentType,
      ...(init.authorization ? { authorization: init.authorization } : {}),
    },
    body: init.body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null)
    throw new Error(`${path}: HTTP ${response.status}, no object`);
  return { status: response.status, body: body as Record<string, unknown> };
}

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}`;

/** Runs the provider's calls in order; the first refusal ends the payment, a thrown error too. */
export async function playSteps(steps: (() => Promise<SandboxRefusal | null>)[]): Promise<SandboxOutcome> {
  try {
    for (const step of steps) {
      const refused = await step();
      if (refused) return { ok: false, error: refused };
    }
    return { ok: true };
  } catch (cause) {
    return { ok: false, error: null, cause };
  }
}
