import { array, create, enums, integer, nullable, string, type, type Infer } from "superstruct";
import type { AdminPromoCode, NewPromoCode } from "../../application/admin/sections/promo.types";
import { PROMO_STATES } from "../../domain/promo-state";

// The answers of server/modules/admin/admin-promo.routes.ts, checked where they enter the storefront. The
// state is the server's reading of domain/promo-state.ts at its own clock.

const WirePromo = type({
  code: string(),
  kind: enums(["amount", "percent"] as const),
  value: integer(),
  min_order_price: integer(),
  starts_at: nullable(string()),
  ends_at: nullable(string()),
  max_uses: nullable(integer()),
  used: integer(),
  state: enums(PROMO_STATES),
});
const WirePromoList = type({ results: array(WirePromo) });

function fromWire(w: Infer<typeof WirePromo>): AdminPromoCode {
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

export const promoFromWire = (json: unknown) => fromWire(create(json, WirePromo));
export const promoListFromWire = (json: unknown) => create(json, WirePromoList).results.map(fromWire);

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
