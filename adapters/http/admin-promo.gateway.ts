import type { AdminPromoCalls } from "../../application/admin/sections/promo.port";
import type { NewPromoCode, PromoMove } from "../../application/admin/sections/promo.types";
import type { AdminClient } from "./admin-client";
import { promoFromWire, promoListFromWire, promoToWire } from "./admin-promo.mapper";

/** The back office's promo calls (server/modules/admin/admin-promo.routes.ts). */
export class HttpAdminPromo implements AdminPromoCalls {
  constructor(protected readonly api: AdminClient) {}

  async list() {
    return promoListFromWire(await this.api.get("promo-codes/"));
  }

  async create(terms: NewPromoCode) {
    return promoFromWire(await this.api.post("promo-codes/", promoToWire(terms)));
  }

  async move(code: string, move: PromoMove) {
    return promoFromWire(await this.api.post(`promo-codes/${encodeURIComponent(code)}/${move}/`));
  }
}
