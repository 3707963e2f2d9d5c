import type { CardsGateway } from "../../application/cards/cards.port";
import {
  CardError,
  type CardAdded,
  type CardToAdd,
  type SavedCard,
} from "../../application/cards/cards.types";
import { detectCardSystem, maskCardNumber } from "../../domain/card";
import { checkCardToSave, PAYME_TEST_CARDS } from "../../domain/payment-card";

/** Payme's test card (its sandbox texts code 666666 to 99890*****66). */
export const TEST_CARD = { number: "8600069195406311", expire: "03/99", code: "666666" } as const;
/** The masked phone the fake bank "texts". */
export const FAKE_CARD_PHONE = "99890*****66";
/** Seconds the fake bank asks to wait before another code. */
export const FAKE_CARD_WAIT = 60;
/** A card number the fake bank turns down at once (a card the processing centre does not know). */
export const DECLINED_CARD = "8600000000000000";
const TRIES = 3;

export interface FakeCardsOptions {
  /** Saved (verified) cards at the start. */
  cards?: SavedCard[];
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Only the removal rejects (a server error), to show the dialog keeping its card. */
  failingRemove?: boolean;
  /** Milliseconds each call takes, to show the pending states. */
  latency?: number;
  /** The "now" of the expiry rules (the real server reads its clock). */
  now?: () => Date;
}

interface Pending {
  readonly card: SavedCard;
  triesLeft: number;
}

/**
 * The cards calls in memory, speaking the server's rules: the number and expiry are checked as the server
 * checks them (Payme's test cards pass with 03/99), the bank texts TEST_CARD.code, a wrong code counts down
 * CODE.WRONG, and only verified cards are listed.
 */
export class FakeCardsGateway implements CardsGateway {
  calls: string[] = [];
  private saved: SavedCard[];
  private pending = new Map<number, Pending>();
  private nextId = 100;

  constructor(private readonly options: FakeCardsOptions = {}) {
    this.saved = [...(options.cards ?? [])];
  }

  /** The verified cards now (a test reads it after a removal). */
  get cards(): readonly SavedCard[] {
    return this.saved;
  }

  private async guard(call: string): Promise<void> {
    this.calls.push(call);
    if (this.options.latency) await new Promise((resolve) => setTimeout(resolve, this.options.latency));
    if (this.options.failing) throw new CardError(500, "");
  }

  async list(): Promise<SavedCard[]> {
    await this.guard("list");
    return [...this.saved];
  }

  async add(input: CardToAdd): Promise<CardAdded> {
    await this.guard("add");
    const now = this.options.now?.() ?? new Date();
    const checked = checkCardToSave(input.number, input.expire, now, { testCards: PAYME_TEST_CARDS });
    if (!checked.ok) {
      const field = checked.error.code.startsWith("EXPIRY.") ? "expire" : "number";
      throw new CardError(400, "", checked.error.code, { ...checked.error.params, field });
    }
    if (checked.value.number === DECLINED_CARD)
      throw new CardError(400, "", "GENERIC.PROCESS_FAILED", { field: "number" });
    const id = this.nextId++;
    const card: SavedCard = {
      id,
      number: maskCardNumber(checked.value.number),
      system: detectCardSystem(checked.value.number),
      expiry: checked.value.expiry,
    };
    this.pending.set(id, { card, triesLeft: TRIES });
    return { id, number: card.number, verified: false, phone: FAKE_CARD_PHONE, waitSeconds: FAKE_CARD_WAIT };
  }

  async verify(id: number, code: string): Promise<boolean> {
    await this.guard("verify");
    if (this.saved.some((c) => c.id === id)) return true;
    const step = this.pending.get(id);
    if (!step) throw new CardError(404, "", "GENERIC.NOT_FOUND");
    if (code !== TEST_CARD.code) {
      step.triesLeft -= 1;
      if (step.triesLeft <= 0) {
        this.pending.delete(id);
        throw new CardError(400, "", "CODE.DEAD", { field: "code" });
      }
      throw new CardError(400, "", "CODE.WRONG", { left: step.triesLeft, field: "code" });
    }
    this.pending.delete(id);
    this.saved.push(step.card);
    return true;
  }

  async remove(id: number): Promise<void> {
    await this.guard("remove");
    if (this.options.failingRemove) throw new CardError(500, "");
    if (!this.saved.some((c) => c.id === id)) throw new CardError(404, "", "GENERIC.NOT_FOUND");
    this.saved = this.saved.filter((c) => c.id !== id);
  }
}
