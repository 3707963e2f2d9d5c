import type { Database } from "../database.port.ts";

/**
 * Promo codes a person can try on a demo shop (docs/decisions/0007-checkout-rules.md): one with a minimum
 * the demo basket easily misses, one small. Written where the demo shopper is (DEMO_ACCOUNT), so never in
 * production by default; a code already there is left as it is.
 */
export const DEMO_PROMO_CODES = [
  { code: "QURILISH10", percent: 10, amount: null, minOrderPrice: 500_000 },
  { code: "BIRINCHI", percent: null, amount: 20_000, minOrderPrice: 100_000 },
] as const;

export async function ensureDemoPromoCodes(db: Database): Promise<void> {
  for (const p of DEMO_PROMO_CODES) {
    await db.query(
      `INSERT INTO promo_codes (code, discount_percent, discount_amount, min_order_price)
       VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING`,
      [p.code, p.percent, p.amount, p.minOrderPrice],
    );
  }
}
