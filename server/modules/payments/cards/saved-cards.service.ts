import { createHash } from "node:crypto";
import type { CardCreateAnswer, CardCreateRequest, CardsAnswer } from "../../../../contract/index.ts";
import { fail, ok, type DomainError, type Result } from "../../../../domain/errors.ts";
import { somToTiyin } from "../../../../domain/money.ts";
import { OrderStatus } from "../../../../domain/order.ts";
import { CancelReason } from "../../../../domain/payment-transaction.ts";
import { checkCardToSave, fromPaymeExpire } from "../../../../domain/payment-card.ts";
import type { AttemptLimiter } from "../../../platform/attempt-limiter.port.ts";
import type { Transactor } from "../../../platform/transactions.ts";
import { RECEIPT_PAID, SubscribeError, type SubscribeClient } from "../payme/subscribe.client.ts";
import type { OrderPayments, Provider } from "../payments.port.ts";
import type { PaymentsService } from "../payments.service.ts";
import type { SavedCardsRepository } from "./saved-cards.repository.ts";

/** Wrong codes per card before it is locked for the window; and per shopper across cards (new cards too). */
export const VERIFY_TRIES_PER_CARD = 3;
export const VERIFY_TRIES_PER_USER = 15;
export const VERIFY_WINDOW_MS = 15 * 60_000;
/** Cards added per shopper per hour: each one makes the bank send an SMS. */
export const CREATES_PER_HOUR = 10;

export interface SavedCardsDeps {
  repository: SavedCardsRepository;
  client: SubscribeClient;
  payments: PaymentsService;
  orders: OrderPayments;
  transactor: Transactor;
  limiter: AttemptLimiter;
  /** "payme", or "sandbox" when the stand-in plays Payme (no money moves) */
  provider: Provider;
  /** Cards that pass the five-years-ahead expiry rule with 03/99 (Payme's test host or the stand-in only). */
  testCards: readonly string[];
  clock: () => Date;
  onError: (error: unknown, what: string) => void;
}

/** Payme's refusal in the shop's words; anything unforeseen is "try again". */
export function refusalOf(error: unknown): DomainError {
  if (!(error instanceof SubscribeError)) return { code: "GENERIC.PROCESS_FAILED" };
  switch (error.code) {
    case -31300:
      return { code: "CARD.INVALID_NUMBER" };
    case -31301:
      return { code: "CARD.UNSUPPORTED" };
    case -31400:
      return { code: "GENERIC.NOT_FOUND" };
    case -31101:
      return { code: "CODE.DEAD" };
    case -31102:
      return { code: "CODE.THROTTLED" };
    case -31103:
      return { code: "CODE.WRONG" };
    default:
      return { code: "GENERIC.PROCESS_FAILED" };
  }
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Saved cards through Payme's Subscribe API: adding one (cards.create, then the bank's SMS code through
 * cards.verify), listing and removing the shopper's own, and paying an order with one (receipts.create and
 * receipts.pay, then the order moves through PaymentsService like any provider's payment).
 */
export class SavedCardsService {
  constructor(private readonly deps: SavedCardsDeps) {}

  async list(userId: number): Promise<CardsAnswer> {
    const rows = await this.deps.repository.list(userId);
    return {
      results: rows.map((r) => ({
        id: r.id,
        number: r.number,
        vendor: r.vendor,
        processing: r.processing,
        name: null,
        expiry_date: r.expiry,
      })),
    };
  }

  async create(userId: number, body: CardCreateRequest): Promise<Result<CardCreateAnswer>> {
    const { client, repository, limiter } = this.deps;
    const checked = checkCardToSave(body.number, body.expire, this.deps.clock(), {
      testCards: this.deps.testCards,
    });
    if (!checked.ok) {
      const field = checked.error.code.startsWith("EXPIRY.") ? "expire" : "number";
      return fail(checked.error.code, { ...checked.error.params, field });
    }
    const card = checked.value;
    const created = await limiter.hit(`card-create:${await repository.phoneOf(userId)}`, 3_600_000);
    if (created.count > CREATES_PER_HOUR)
      return fail("REQUEST.TOO_MANY", { seconds: secondsOf(created.retryInMs) });
    try {
      const saved = await client.cardsCreate(card.number, card.paymeExpire);
      const row = await repository.insert({
        userId,
        token: saved.token,
        number: card.masked,
        expiry: fromPaymeExpire(saved.expire) ?? card.expiry,
        vendor: card.vendor,
        processing: card.processing,
        verified: saved.verify,
      });
      const sent = saved.verify
        ? { sent: false, phone: "", wait: 0 }
        : await client.cardsGetVerifyCode(saved.token);
      return ok({
        id: row.id,
        number: row.number,
        expire: row.expiry,
        verify: row.verified,
        verification_code: { phone: sent.phone, sent: sent.sent, wait: Math.ceil(sent.wait / 1000) },
      });
    } catch (error) {
      if (!(error instanceof SubscribeError)) throw error;
      return { ok: false, error: refusalOf(error) };
    }
  }

  /** The bank's SMS code for a card; wrong codes are counted per card and per shopper (Redis or memory). */
  async verify(userId: number, id: number, code: string): Promise<Result<{ verify: boolean }>> {
    const { repository, limiter, client } = this.deps;
    const card = await repository.find(userId, id);
    if (!card) return fail("GENERIC.NOT_FOUND");
    if (card.verified) return ok({ verify: true });
    // Keyed by a digest of Payme's token (unique to this card) and by the shopper's phone.
    const cardKey = `card-verify:${createHash("sha256").update(card.token).digest("base64url").slice(0, 22)}`;
    const userKey = `card-verify-user:${await repository.phoneOf(userId)}`;
    // Both places are taken before Payme hears the code, each in one atomic step (decision 0025): checking
    // the counts first and counting after a wrong answer let a burst of codes all pass the check.
    const perCard = await limiter.reserve(cardKey, VERIFY_TRIES_PER_CARD, VERIFY_WINDOW_MS);
    if (!perCard.ok) return fail("REQUEST.TOO_MANY", { seconds: secondsOf(perCard.retryInMs) });
    const perUser = await limiter.reserve(userKey, VERIFY_TRIES_PER_USER, VERIFY_WINDOW_MS);
    if (!perUser.ok) {
      await limiter.release(perCard.reservation);
      return fail("REQUEST.TOO_MANY", { seconds: secondsOf(perUser.retryInMs) });
    }
    // Only a wrong code keeps its places.
    const giveBack = () =>
      Promise.all([limiter.release(perCard.reservation), limiter.release(perUser.reservation)]);
    try {
      const verified = await client.cardsVerify(card.token, code);
      await giveBack();
      if (!verified.verify) return fail("GENERIC.PROCESS_FAILED");
      await repository.markVerified(id);
      return ok({ verify: true });
    } catch (error) {
      const wrong = error instanceof SubscribeError && refusalOf(error).code === "CODE.WRONG";
      if (!wrong) {
        await giveBack();
        if (!(error instanceof SubscribeError)) throw error;
        return { ok: false, error: refusalOf(error) };
      }
      const tries = await limiter.peek(cardKey);
      return fail("CODE.WRONG", { left: Math.max(0, VERIFY_TRIES_PER_CARD - tries.count), field: "code" });
    }
  }

  /** Forgets the card here and asks Payme to drop its token; Payme's refusal does not keep it here. */
  async remove(userId: number, id: number): Promise<Result<true>> {
    const card = await this.deps.repository.find(userId, id);
    if (!card) return fail("GENERIC.NOT_FOUND");
    await this.deps.repository.remove(userId, id);
    try {
      await this.deps.client.cardsRemove(card.token);
    } catch (error) {
      if (!(error instanceof SubscribeError && error.code === -31400))
        this.deps.onError(error, `removing card ${id} at Payme failed`);
    }
    return ok(true);
  }

  /** Whether the shopper may pay with this card: their own, confirmed. */
  async usable(userId: number, id: number): Promise<Result<true>> {
    const card = await this.deps.repository.find(userId, id);
    return card?.verified ? ok(true) : fail("GENERIC.NOT_FOUND", { field: "card" });
  }

  /**
   * Pays a placed order (awaiting payment) with the shopper's saved card: a receipt for the order's total,
   * paid with the card's token; once Payme says paid, the order moves to approved in the same transaction
   * that records the payment (provider row, performed). If Payme already told the shop through the Merchant
   * API callbacks, the order is approved already and that is success too.
   */
  async payOrder(userId: number, cardId: number, orderId: number): Promise<Result<true>> {
    const { client, payments, provider, transactor, orders } = this.deps;
    const card = await this.deps.repository.find(userId, cardId);
    if (!card?.verified) return fail("GENERIC.NOT_FOUND", { field: "card" });
    const order = await transactor.run((tx) => orders.lock(tx, orderId));
    if (!order || order.status !== OrderStatus.AWAITING_PAYMENT) return fail("ORDER.STATUS_LOCKED");
    const amount = somToTiyin(order.total);
    let receiptId: string;
    try {
      const receipt = await client.receiptsCreate(amount, orderId);
      receiptId = receipt._id;
      const paid = await client.receiptsPay(receipt._id, card.token);
      if (paid.state !== RECEIPT_PAID) return fail("GENERIC.PROCESS_FAILED");
    } catch (error) {
      if (!(error instanceof SubscribeError)) throw error;
      return { ok: false, error: refusalOf(error) };
    }
    const opened = await payments.create(provider, receiptId, orderId, amount, null);
    const performed = opened.ok ? await payments.perform(provider, receiptId) : opened;
    if (performed.ok) return ok(true);
    const now = await transactor.run((tx) => orders.lock(tx, orderId));
    if (now?.status === OrderStatus.APPROVED) return ok(true);
    // The money was taken but the order would not take it (cancelled meanwhile): give it back.
    if (opened.ok) await payments.cancel(provider, receiptId, CancelReason.EXECUTION_FAILED);
    try {
      await client.receiptsCancel(receiptId);
    } catch (error) {
      this.deps.onError(error, `refunding receipt ${receiptId} of order ${orderId} failed`);
    }
    return fail("GENERIC.PROCESS_FAILED");
  }
}
