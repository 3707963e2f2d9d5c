import type { AdminPromoCalls } from "../../application/admin/sections/promo.port";
import type { AdminPromoCode, NewPromoCode, PromoMove } from "../../application/admin/sections/promo.types";
import { Refused } from "../../application/shared/refusal";
import { normalisePromoCode } from "../../domain/promo";
import { promoState, type PromoTerms } from "../../domain/promo-state";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** The fake's own "now", so every code's state (and every picture of it) is the same on every run. */
export const PROMO_DEMO_NOW = new Date("2026-11-25T09:00:00+05:00");

type Stored = { -readonly [K in Exclude<keyof AdminPromoCode, "state">]: AdminPromoCode[K] } & {
  active: boolean;
};

// Newest first, as the server lists them: one of each state the domain knows.
const DEMO: readonly Stored[] = [
  {
    code: "YANGIYIL15",
    kind: "percent",
    value: 15,
    minOrderPrice: 300_000,
    startsAt: "2026-12-25T00:00:00+05:00",
    endsAt: "2027-01-10T23:59:59+05:00",
    maxUses: 1000,
    used: 0,
    active: true,
  },
  {
    code: "QURILISH10",
    kind: "percent",
    value: 10,
    minOrderPrice: 500_000,
    startsAt: "2026-11-01T00:00:00+05:00",
    endsAt: "2026-12-31T23:59:59+05:00",
    maxUses: 500,
    used: 137,
    active: true,
  },
  {
    code: "BOYOQ20",
    kind: "percent",
    value: 20,
    minOrderPrice: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    used: 42,
    active: false,
  },
  {
    code: "SEMENT50K",
    kind: "amount",
    value: 50_000,
    minOrderPrice: 1_000_000,
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    used: 100,
    active: true,
  },
  {
    code: "KUZ2026",
    kind: "amount",
    value: 30_000,
    minOrderPrice: 250_000,
    startsAt: "2026-09-01T00:00:00+05:00",
    endsAt: "2026-10-31T23:59:59+05:00",
    maxUses: 200,
    used: 58,
    active: true,
  },
];

const termsOf = (s: Stored): PromoTerms => ({
  active: s.active,
  startsAt: s.startsAt === null ? null : new Date(s.startsAt),
  endsAt: s.endsAt === null ? null : new Date(s.endsAt),
  maxUses: s.maxUses,
  used: s.used,
});

/** The back office's promo codes in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminPromo implements AdminPromoCalls {
  /** What the page asked for, in order. */
  readonly created: NewPromoCode[] = [];
  readonly moves: { code: string; move: PromoMove }[] = [];
  private codes: Stored[];

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    this.codes = options.empty ? [] : DEMO.map((c) => ({ ...c }));
  }

  private view(s: Stored): AdminPromoCode {
    const { active: _active, ...rest } = s;
    return { ...rest, state: promoState(termsOf(s), PROMO_DEMO_NOW) };
  }

  async list() {
    await this.guard();
    return this.codes.map((c) => this.view(c));
  }

  async create(terms: NewPromoCode) {
    await this.guard();
    const code = normalisePromoCode(terms.code);
    if (this.codes.some((c) => c.code === code)) throw new Refused(409, "", "PROMO.CODE_TAKEN");
    this.created.push(terms);
    const stored: Stored = { ...terms, code, used: 0, active: true };
    this.codes.unshift(stored);
    return this.view(stored);
  }

  async move(code: string, move: PromoMove) {
    await this.guard();
    const stored = this.codes.find((c) => c.code === normalisePromoCode(code));
    if (!stored) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    this.moves.push({ code, move });
    if (move === "expire") {
      const now = PROMO_DEMO_NOW.toISOString();
      if (stored.endsAt === null || new Date(stored.endsAt) > PROMO_DEMO_NOW) stored.endsAt = now;
    } else stored.active = move === "resume";
    return this.view(stored);
  }
}
