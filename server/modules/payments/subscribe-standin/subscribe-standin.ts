import { hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * A local stand-in for Payme's Subscribe API (docs/payments.md, "Saved cards"), for development and tests
 * when PAYME_SUBSCRIBE_URL is not set and the payment sandbox is on. It speaks the same JSON-RPC over HTTP,
 * so the real client (payme/subscribe.client.ts) talks to it unchanged. Its cards, codes and receipts live in
 * this process's memory only: a restart forgets every token it gave out. No money moves.
 *
 * Cards it knows (expiry 03/99, SMS code 666666): Payme's published test cards 8600 0691 9540 6311 and
 * 8600 4954 7331 6478, which pay; and 8600 0000 0000 0007, which saves but is declined for lack of funds.
 */
export const STANDIN_PATH = "/api/v1/payments/subscribe-standin/api";
export const STANDIN_MERCHANT_ID = "standin";
export const STANDIN_CODE = "666666";
const DECLINED_CARD = "8600000000000007";
const KNOWN_CARDS: Readonly<Record<string, { expire: string; phone: string }>> = {
  "8600069195406311": { expire: "0399", phone: "99890*****66" },
  "8600495473316478": { expire: "0399", phone: "99890*****78" },
  [DECLINED_CARD]: { expire: "0399", phone: "99890*****07" },
};
/** Every card the stand-in knows, for the far-expiry exception (domain/payment-card.ts). */
export const STANDIN_CARDS: readonly string[] = Object.keys(KNOWN_CARDS);
const MAX_CODE_TRIES = 5;
const CODE_WAIT_MS = 60_000;

/** The stand-in's key, derived from TOKEN_SECRET like the sandbox's, so no other secret is stored. */
export function standinKey(secret: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "qurilish-bozori", "subscribe-standin", 32)).toString(
    "base64url",
  );
}

// Error codes as Payme's Subscribe API uses them (docs/payments.md lists the sources).
const E = {
  accessDenied: [-32504, "Access denied"],
  methodNotFound: [-32601, "Method not found"],
  invalidParams: [-32602, "Invalid params"],
  invalidCard: [-31300, "Invalid card number or expiry"],
  cardNotFound: [-31400, "Card not found"],
  codeDead: [-31101, "The code has expired"],
  codeTries: [-31102, "Too many code attempts"],
  codeWrong: [-31103, "Wrong code"],
  insufficient: [-31630, "Insufficient funds"],
  receiptNotFound: [-31602, "Receipt not found"],
  receiptState: [-31008, "The receipt cannot be paid"],
} as const satisfies Record<string, readonly [number, string]>;

class RpcError extends Error {
  constructor(readonly error: readonly [number, string]) {
    super(error[1]);
  }
}

interface Card {
  number: string;
  expire: string;
  verified: boolean;
  codeSent: boolean;
  tries: number;
}
interface Receipt {
  _id: string;
  amount: number;
  account: unknown;
  state: number;
  payTime: number;
}

const objectId = () => randomBytes(12).toString("hex");
const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(12)}`;
const str = (v: unknown) => (typeof v === "string" ? v : null);

export class SubscribeStandin {
  private readonly cards = new Map<string, Card>();
  private readonly receipts = new Map<string, Receipt>();

  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  private cardOf(token: unknown, verified = false): Card {
    const card = this.cards.get(str(token) ?? "");
    if (!card || (verified && !card.verified)) throw new RpcError(E.cardNotFound);
    return card;
  }

  private answerCard(token: string, card: Card) {
    return {
      number: masked(card.number),
      expire: card.expire,
      token,
      recurrent: true,
      verify: card.verified,
    };
  }

  /** One JSON-RPC call; `auth` is the X-Auth header as sent. */
  handle(method: string, params: Record<string, unknown>, auth: string): unknown {
    const back = method === "cards.remove" || method.startsWith("receipts.");
    const expected = back ? `${STANDIN_MERCHANT_ID}:${this.key}` : STANDIN_MERCHANT_ID;
    const a = Buffer.from(auth);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new RpcError(E.accessDenied);
    switch (method) {
      case "cards.create": {
        const card = (params.card ?? {}) as Record<string, unknown>;
        const number = str(card.number)?.replace(/\s/g, "") ?? "";
        const known = KNOWN_CARDS[number];
        if (!known || known.expire !== str(card.expire)) throw new RpcError(E.invalidCard);
        const token = objectId() + "_" + randomBytes(16).toString("base64url");
        const saved: Card = { number, expire: known.expire, verified: false, codeSent: false, tries: 0 };
        this.cards.set(token, saved);
        return { card: this.answerCard(token, saved) };
      }
      case "cards.get_verify_code": {
        const card = this.cardOf(params.token);
        card.codeSent = true;
        card.tries = 0;
        return { sent: true, phone: KNOWN_CARDS[card.number]!.phone, wait: CODE_WAIT_MS };
      }
      case "cards.verify": {
        const token = str(params.token) ?? "";
        const card = this.cardOf(token);
        if (!card.codeSent) throw new RpcError(E.codeDead);
        if (card.tries >= MAX_CODE_TRIES) throw new RpcError(E.codeTries);
        if (str(params.code) !== STANDIN_CODE) {
          card.tries++;
          throw new RpcError(E.codeWrong);
        }
        card.verified = true;
        card.codeSent = false;
        return { card: this.answerCard(token, card) };
      }
      case "cards.remove": {
        this.cardOf(params.token);
        this.cards.delete(str(params.token)!);
        return { success: true };
      }
      case "receipts.create": {
        const amount = params.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0)
          throw new RpcError(E.invalidParams);
        const receipt: Receipt = {
          _id: objectId(),
          amount,
          account: params.account ?? {},
          state: 0,
          payTime: 0,
        };
        this.receipts.set(receipt._id, receipt);
        return { receipt: { ...receipt } };
      }
      case "receipts.pay": {
        const receipt = this.receipts.get(str(params.id) ?? "");
        if (!receipt) throw new RpcError(E.receiptNotFound);
        const card = this.cardOf(params.token, true);
        if (receipt.state === 4) return { receipt: { ...receipt } };
        if (receipt.state !== 0) throw new RpcError(E.receiptState);
        if (card.number === DECLINED_CARD) throw new RpcError(E.insufficient);
        receipt.state = 4;
        receipt.payTime = this.now();
        return { receipt: { ...receipt } };
      }
      case "receipts.cancel": {
        const receipt = this.receipts.get(str(params.id) ?? "");
        if (!receipt) throw new RpcError(E.receiptNotFound);
        // A paid receipt goes back too (Payme queues the refund); both end cancelled here.
        receipt.state = 50;
        return { receipt: { ...receipt } };
      }
      default:
        throw new RpcError(E.methodNotFound);
    }
  }
}

/** Mounts the stand-in at STANDIN_PATH: HTTP 200 with `{result}` or `{error}`, as Payme answers. */
export function registerSubscribeStandin(app: FastifyInstance, standin: SubscribeStandin) {
  app.post(STANDIN_PATH, async (request) => {
    const body = (request.body ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    const id = body.id ?? null;
    const params =
      body.params && typeof body.params === "object" ? (body.params as Record<string, unknown>) : {};
    const auth = request.headers["x-auth"];
    try {
      const result = standin.handle(
        typeof body.method === "string" ? body.method : "",
        params,
        typeof auth === "string" ? auth : "",
      );
      return { jsonrpc: "2.0", id, result };
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      return { jsonrpc: "2.0", id, error: { code: error.error[0], message: { en: error.error[1] } } };
    }
  });
}
