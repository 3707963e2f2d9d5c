// Mirrors migrations/0002_content.sql (typo_reports, instruction_votes: 0019_reviews.sql).
import {
  pgTable,
  integer,
  text,
  jsonb,
  timestamp,
  serial,
  numeric,
  boolean,
  primaryKey,
} from "drizzle-orm/pg-core";

const titles = () => ({
  titleRu: text("title_ru").notNull(),
  titleUz: text("title_uz").notNull(),
  titleSr: text("title_sr").notNull(),
});
const coordinates = () => ({
  latitude: numeric("latitude", { precision: 9, scale: 6 }).notNull(),
  longitude: numeric("longitude", { precision: 9, scale: 6 }).notNull(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export const banners = pgTable("banners", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  ...titles(),
  subTitleRu: text("sub_title_ru").notNull(),
  subTitleUz: text("sub_title_uz").notNull(),
  subTitleSr: text("sub_title_sr").notNull(),
  image: text("image").notNull(),
  url: text("url").notNull(),
  /** Shown on the storefront (0022_back_office.sql). */
  visible: boolean("visible").notNull().default(true),
});

export const stories = pgTable("stories", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  ...titles(),
  image: text("image").notNull(),
  /** Shown on the storefront (0022_back_office.sql). */
  visible: boolean("visible").notNull().default(true),
});

export const storyItems = pgTable("story_items", {
  id: integer("id").primaryKey(),
  storyId: integer("story_id").notNull(),
  position: integer("position").notNull(),
  ...titles(),
  descriptionRu: text("description_ru").notNull(),
  descriptionUz: text("description_uz").notNull(),
  descriptionSr: text("description_sr").notNull(),
  image: text("image").notNull(),
  url: text("url").notNull(),
  video: text("video"),
  videoDuration: integer("video_duration"),
});

export const storyViews = pgTable(
  "story_views",
  {
    owner: text("owner").notNull(),
    itemId: integer("item_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.itemId] })],
);

export type ContentKind = "faq" | "post" | "video" | "live" | "instruction" | "page";

export const content = pgTable("content", {
  id: integer("id").primaryKey(),
  kind: text("kind").$type<ContentKind>().notNull(),
  slug: text("slug"),
  position: integer("position").notNull(),
  ...titles(),
  subtitleRu: text("subtitle_ru").notNull().default(""),
  subtitleUz: text("subtitle_uz").notNull().default(""),
  subtitleSr: text("subtitle_sr").notNull().default(""),
  bodyRu: text("body_ru").notNull(),
  bodyUz: text("body_uz").notNull(),
  bodySr: text("body_sr").notNull(),
  cover: text("cover"),
  link: text("link"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const headerMenu = pgTable("header_menu", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  categoryId: integer("category_id").notNull(),
});

export const footerLinks = pgTable("footer_links", {
  id: integer("id").primaryKey(),
  columnNo: integer("column_no").notNull(),
  position: integer("position").notNull(),
  columnRu: text("column_ru").notNull(),
  columnUz: text("column_uz").notNull(),
  columnSr: text("column_sr").notNull(),
  ...titles(),
  path: text("path").notNull(),
});

export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  soato: text("soato").notNull(),
  ...titles(),
  ...coordinates(),
  position: integer("position").notNull(),
});

export const districts = pgTable("districts", {
  id: integer("id").primaryKey(),
  regionId: integer("region_id").notNull(),
  soato: text("soato").notNull(),
  ...titles(),
  ...coordinates(),
  hasTakeaway: boolean("has_takeaway").notNull(),
});

export const btsBranches = pgTable("bts_branches", {
  id: integer("id").primaryKey(),
  regionId: integer("region_id").notNull(),
  districtId: integer("district_id"),
  name: text("name").notNull(),
  addressRu: text("address_ru").notNull(),
  addressUz: text("address_uz").notNull(),
  addressSr: text("address_sr").notNull(),
  ...coordinates(),
  workingHours: text("working_hours").notNull(),
  weekdays: jsonb("weekdays").$type<number[]>().notNull(),
});

export const takeawayLocations = pgTable("takeaway_locations", {
  id: integer("id").primaryKey(),
  districtId: integer("district_id").notNull(),
  ...titles(),
  ...coordinates(),
});

export const applications = pgTable("applications", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  question: text("question").notNull(),
  owner: text("owner"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Report a bug": the text and up to 4 photo names in the picture store's "reports" folder. */
export const typoReports = pgTable("typo_reports", {
  id: serial("id").primaryKey(),
  content: text("content").notNull(),
  photos: text("photos").array().notNull().default([]),
  owner: text("owner"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Was this useful": one vote per owner ("u:<id>" or "f:<fingerprint>") and instruction. */
export const instructionVotes = pgTable(
  "instruction_votes",
  {
    instructionId: integer("instruction_id").notNull(),
    owner: text("owner").notNull(),
    useful: boolean("useful").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instructionId, t.owner] })],
);
