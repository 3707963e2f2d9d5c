import type { AdminPromoCalls } from "../../application/admin/sections/promo.port";
import type { NewPromoCode, PromoMove } from "../../application/admin/sections/promo.types";
import type { AdminClient } from "./admin-client";

const PROMO_MOVES = {
  pause: "adminPromoPause",
  resume: "adminPromoResume",
  expire: "adminPromoExpire",
} as const satisfies Record<PromoMove, string>;
import { promoFromWire, promoListFromWire, promoToWire } from "./admin-promo.mapper";

/** The back office's promo calls (server/modules/admin/admin-promo.routes.ts). */
export class HttpAdminPromo implements AdminPromoCalls {
  constructor(protected readonly api: AdminClient) {}

  async list() {
    return promoListFromWire(await this.api.call("adminPromoCodes"));
  }

  async create(terms: NewPromoCode) {
    return promoFromWire(await this.api.call("adminPromoCreate", { body: promoToWire(terms) }));
  }

  async move(code: string, move: PromoMove) {
    return promoFromWire(await this.api.call(PROMO_MOVES[move], { params: { code } }));
  }
}
