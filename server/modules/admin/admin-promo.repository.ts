import type { Database } from "../../db/database.port.ts";

export interface PromoCodeRow {
  code: string;
  discountPercent: string | number | null;
  discountAmount: string | number | null;
  minOrderPrice: string | number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
}

export interface NewPromoCode {
  code: string;
  percent: number | null;
  amount: number | null;
  minOrderPrice: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
}

const COLUMNS = `code, discount_percent AS "discountPercent", discount_amount AS "discountAmount",
  min_order_price AS "minOrderPrice", valid_from AS "validFrom", valid_until AS "validUntil",
  max_uses AS "maxUses", used_count AS "usedCount", active`;

/**
 * The orders module's `promo_codes` table (migration 0013) as the back office keeps it: checkout reads the
 * same columns (`active`, the window, the uses), so a pause or an expiry here is a refusal there at once.
 */
export class AdminPromoRepository {
  constructor(private readonly db: Database) {}

  list(): Promise<PromoCodeRow[]> {
    return this.db.query<PromoCodeRow>(`SELECT ${COLUMNS} FROM promo_codes ORDER BY created_at DESC, code`);
  }

  /** null when the code is taken (the primary key decides, so two creations at once leave one). */
  async insert(p: NewPromoCode): Promise<PromoCodeRow | null> {
    const [row] = await this.db.query<PromoCodeRow>(
      `INSERT INTO promo_codes
         (code, discount_percent, discount_amount, min_order_price, valid_from, valid_until, max_uses)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
      [p.code, p.percent, p.amount, p.minOrderPrice, p.startsAt, p.endsAt, p.maxUses],
    );
    return row ?? null;
  }

  async setActive(code: string, active: boolean): Promise<PromoCodeRow | null> {
    const [row] = await this.db.query<PromoCodeRow>(
      `UPDATE promo_codes SET active = $2 WHERE code = $1 RETURNING ${COLUMNS}`,
      [code, active],
    );
    return row ?? null;
  }

  /** Ends the code at `at`; an end already past stays as it was. */
  async expire(code: string, at: Date): Promise<PromoCodeRow | null> {
    const [row] = await this.db.query<PromoCodeRow>(
      `UPDATE promo_codes SET valid_until = CASE WHEN valid_until <= $2 THEN valid_until ELSE $2 END
       WHERE code = $1 RETURNING ${COLUMNS}`,
      [code, at],
    );
    return row ?? null;
  }
}
