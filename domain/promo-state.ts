/**
 * What the back office shows of a promo code (docs/decisions/0013-back-office.md). "active" is exactly what
 * checkout accepts (server/modules/orders: active, started, not ended, uses left); the other states say why
 * not, the most final first: an ended code stays expired whatever else is true of it.
 */
export const PROMO_STATES = ["active", "scheduled", "paused", "expired", "used_up"] as const;
export type PromoState = (typeof PROMO_STATES)[number];

export interface PromoTerms {
  /** False while paused. */
  readonly active: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly maxUses: number | null;
  readonly used: number;
}

export function promoState(p: PromoTerms, now: Date): PromoState {
  const at = now.getTime();
  if (p.endsAt !== null && p.endsAt.getTime() <= at) return "expired";
  if (p.maxUses !== null && p.used >= p.maxUses) return "used_up";
  if (!p.active) return "paused";
  if (p.startsAt !== null && p.startsAt.getTime() > at) return "scheduled";
  return "active";
}

export const PROMO_MOVES = ["pause", "resume", "expire"] as const;
export type PromoMove = (typeof PROMO_MOVES)[number];

/**
 * The moves a code in `state` offers: a running or scheduled code pauses, a paused one resumes, anything not
 * yet over can be ended for good. A used-up code has nothing left to pause.
 */
export function promoMovesOf(state: PromoState): readonly PromoMove[] {
  switch (state) {
    case "active":
    case "scheduled":
      return ["pause", "expire"];
    case "paused":
      return ["resume", "expire"];
    case "used_up":
      return ["expire"];
    case "expired":
      return [];
  }
}
