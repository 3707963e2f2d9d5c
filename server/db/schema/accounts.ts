// Mirrors migrations/0001_catalogue.sql (users), 0006_accounts.sql, 0009_refresh_tokens.sql and
// 0011_user_district.sql.
import { pgTable, integer, text, boolean, numeric, timestamp, serial } from "drizzle-orm/pg-core";

/** Shoppers. Review authors from the demo seed have no password_hash and cannot sign in. */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** 9 national digits, unique. */
  phone: text("phone").notNull().unique(),
  fullName: text("full_name").notNull(),
  /** argon2id PHC string, or an older scrypt one (modules/accounts/passwords.ts); null: cannot sign in. */
  passwordHash: text("password_hash"),
  address: text("address"),
  /** File name in the avatars media folder; null when there is none. */
  avatar: text("avatar"),
  cashbackBalance: numeric("cashback_balance", { precision: 14, scale: 2 }).notNull().default("0"),
  couponBalance: numeric("coupon_balance", { precision: 14, scale: 2 }).notNull().default("0"),
  language: text("language").$type<"ru" | "uz" | "sr">(),
  isMaster: boolean("is_master").notNull().default(false),
  /** shopper, operator or admin (domain/staff.ts; migration 0021). */
  role: text("role").$type<"shopper" | "operator" | "admin">().notNull().default("shopper"),
  /** The district given at registration (districts.id); null for users from before registration existed. */
  districtId: integer("district_id"),
  /** When every session was last ended (password change or reset); null: never. */
  sessionsRevokedAt: timestamp("sessions_revoked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Saved bank cards; `number` is masked. Only verified cards are listed. */
export const paymentCards = pgTable("payment_cards", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  number: text("number").notNull(),
  vendor: text("vendor"),
  processing: text("processing"),
  name: text("name"),
  /** "MM/YY". */
  expiryDate: text("expiry_date").notNull(),
  verified: boolean("verified").notNull().default(false),
  /** Payme's card token (Subscribe API), migration 0017. */
  token: text("token"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per issued refresh token; a family is one sign-in session that rotation extends. */
export const refreshTokens = pgTable("refresh_tokens", {
  jti: text("jti").primaryKey(),
  family: text("family").notNull(),
  userId: integer("user_id").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Set when the token was exchanged; presenting it again revokes its family. */
  usedAt: timestamp("used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
