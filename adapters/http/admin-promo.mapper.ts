import type { AdminAnswer } from "../../contract/admin.endpoints";
import type { AdminPromoCode, NewPromoCode } from "../../application/admin/sections/promo.types";

// The promo calls' answers (contract/admin-promo.endpoints.ts), as the pages read them. The state is the
// server's reading of domain/promo-state.ts at its own clock.

type WirePromo = AdminAnswer<"adminPromoCreate">;

function fromWire(w: WirePromo): AdminPromoCode {
  return {
    code: w.code,
    kind: w.kind,
    value: w.value,
    minOrderPrice: w.min_order_price,
    startsAt: w.starts_at,
    endsAt: w.ends_at,
    maxUses: w.max_uses,
    used: w.used,
    state: w.state,
  };
}

export const promoFromWire = fromWire;
export const promoListFromWire = (answer: AdminAnswer<"adminPromoCodes">) => answer.results.map(fromWire);

export function promoToWire(p: NewPromoCode) {
  return {
    code: p.code,
    kind: p.kind,
    value: p.value,
    min_order_price: p.minOrderPrice,
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    max_uses: p.maxUses,
  };
}
