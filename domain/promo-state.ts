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
