import type { AdminPromoCode, NewPromoCode, PromoMove } from "./promo.types";

/**
 * The back office's calls on admin/promo-codes/ (create, pause, resume, expire). A code already taken is
 * refused with 409 PROMO.CODE_TAKEN, a bad field with FIELD.INVALID/REQUIRED naming it, an unknown code with
 * 404; each answers with the code as it now stands.
 */
export interface AdminPromoCalls {
  list(): Promise<readonly AdminPromoCode[]>;
  create(terms: NewPromoCode): Promise<AdminPromoCode>;
  move(code: string, move: PromoMove): Promise<AdminPromoCode>;
}
