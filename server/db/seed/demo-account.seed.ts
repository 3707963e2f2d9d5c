import type { Database } from "../database.port.ts";
import { hashPassword } from "../../modules/accounts/index.ts";
import { ensureDemoPastOrder } from "./demo-order.seed.ts";

/** The shopper a person can sign in as on a fresh `npm start` (docs/operations.md, DEMO_ACCOUNT). */
export const DEMO_ACCOUNT = {
  phone: "901234567",
  password: "demo12345",
  fullName: "Demo Xaridor",
  cashbackBalance: "15000.00",
  couponBalance: "120.00",
  isMaster: false,
} as const;

/**
 * Runs on every start, not only with the first seed, so a data directory seeded before accounts existed gets
 * the demo shopper too. Idempotent: once the phone has a password nothing is written, so a restart neither
 * duplicates the row nor resets balances the shopper has spent. A review author who happens to hold the phone
 * (passwordless) becomes the demo shopper. Returns whether it wrote.
 */
export async function ensureDemoAccount(db: Database): Promise<boolean> {
  const d = DEMO_ACCOUNT;
  const found = await db.query("SELECT 1 FROM users WHERE phone = $1 AND password_hash IS NOT NULL", [
    d.phone,
  ]);
  if (found.length > 0) return false;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (phone, full_name, password_hash, cashback_balance, coupon_balance, is_master)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6)
     ON CONFLICT (phone) DO UPDATE SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
       cashback_balance = EXCLUDED.cashback_balance, coupon_balance = EXCLUDED.coupon_balance, is_master = EXCLUDED.is_master
     WHERE users.password_hash IS NULL
     RETURNING id`,
    [d.phone, d.fullName, await hashPassword(d.password), d.cashbackBalance, d.couponBalance, d.isMaster],
  );
  const [user] = rows;
  // Its balances start as bonuses in the ledger, so the history explains them (decision 0016).
  if (user) {
    await db.query(
      `INSERT INTO loyalty_ledger (user_id, currency, kind, amount)
       SELECT $1, c, 'earned', n FROM unnest($2::text[], $3::bigint[]) AS b(c, n) WHERE n > 0`,
      [user.id, ["cashback", "points"], [Number(d.cashbackBalance), Number(d.couponBalance)]],
    );
    // A past order, delivered, of a product not reviewed yet: the demo shopper may review it.
    await ensureDemoPastOrder(db, user.id);
  }
  return rows.length > 0;
}

/**
 * The operator a person (and the back office's end-to-end tests) can sign in as on a demo shop: written under
 * the same switch as the demo shopper (DEMO_ACCOUNT, off on PostgreSQL and in production), because a known
 * password for the back office is only harmless where nothing real is sold.
 */
export const DEMO_OPERATOR = {
  phone: "901112233",
  password: "operator12345",
  fullName: "Demo Operator",
} as const;

/**
 * Idempotent like the demo shopper: once the phone has a password nothing is written, so a restart neither
 * resets the password nor gives a role to a person who registered that phone themselves.
 */
export async function ensureDemoOperator(db: Database): Promise<boolean> {
  const d = DEMO_OPERATOR;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (phone, full_name, password_hash, role) VALUES ($1, $2, $3, 'operator')
     ON CONFLICT (phone) DO UPDATE SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
       role = EXCLUDED.role
     WHERE users.password_hash IS NULL
     RETURNING id`,
    [d.phone, d.fullName, await hashPassword(d.password)],
  );
  return rows.length > 0;
}
