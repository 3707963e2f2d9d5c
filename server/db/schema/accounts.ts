// Mirrors migrations/0001_catalogue.sql (users) and 0006_accounts.sql.
import { pgTable, integer, text, boolean, numeric, timestamp, serial } from "drizzle-orm/pg-core";

/** Shoppers. Review authors from the demo seed have no password_hash and cannot sign in. */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** 9 national digits, unique. */
  phone: text("phone").notNull().unique(),
  fullName: text("full_name").notNull(),
  /** "scrypt$N$r$p$salt$hash" (server/application/account/passwords.ts); null: cannot sign in. */
  passwordHash: text("password_hash"),
  address: text("address"),
  /** File name in the avatars media folder; null when there is none. */
  avatar: text("avatar"),
  cashbackBalance: numeric("cashback_balance", { precision: 14, scale: 2 }).notNull().default("0"),
  couponBalance: numeric("coupon_balance", { precision: 14, scale: 2 }).notNull().default("0"),
  language: text("language").$type<"ru" | "uz" | "sr">(),
  isMaster: boolean("is_master").notNull().default(false),
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
