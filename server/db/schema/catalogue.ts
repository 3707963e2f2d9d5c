// Mirrors migrations/0001_catalogue.sql (users: accounts.ts); tests/server/defaults.test.ts checks the two
// agree.
import {
  pgTable,
  integer,
  text,
  boolean,
  bigint,
  numeric,
  smallint,
  jsonb,
  timestamp,
  serial,
  primaryKey,
} from "drizzle-orm/pg-core";

const titles = {
  titleRu: text("title_ru").notNull(),
  titleUz: text("title_uz").notNull(),
  titleSr: text("title_sr").notNull(),
};

export const dictionary = pgTable(
  "dictionary",
  {
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    ...titles,
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  slug: text("slug").notNull(),
  ...titles,
  icon: text("icon").notNull(),
  position: integer("position").notNull(),
  isPopular: boolean("is_popular").notNull(),
});

export const manufacturers = pgTable("manufacturers", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  country: text("country").notNull(),
  icon: text("icon").notNull(),
  descriptionRu: text("description_ru").notNull(),
  descriptionUz: text("description_uz").notNull(),
  descriptionSr: text("description_sr").notNull(),
  position: integer("position").notNull(),
});

export type AttributeValue = string | [ru: string, uz: string, sr: string];

export const products = pgTable("products", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull(),
  categoryId: integer("category_id").notNull(),
  sectionId: integer("section_id").notNull(),
  manufacturerId: integer("manufacturer_id").notNull(),
  groupId: integer("group_id"),
  ...titles,
  descriptionRu: text("description_ru").notNull(),
  descriptionUz: text("description_uz").notNull(),
  descriptionSr: text("description_sr").notNull(),
  price: bigint("price", { mode: "number" }).notNull(),
  salePrice: bigint("sale_price", { mode: "number" }).notNull(),
  stock: integer("stock").notNull(),
  soldCount: integer("sold_count").notNull(),
  rate: numeric("rate", { precision: 2, scale: 1 }).notNull(),
  commentCount: integer("comment_count").notNull(),
  isRecommendation: boolean("is_recommendation").notNull(),
  year: smallint("year").notNull(),
  unitValue: numeric("unit_value", { precision: 10, scale: 3 }).notNull(),
  unit: text("unit").notNull(),
  weight: integer("weight").notNull(),
  country: text("country").notNull(),
  audience: text("audience").notNull(),
  attributes: jsonb("attributes").$type<[string, AttributeValue][]>().notNull(),
  images: jsonb("images").$type<string[]>().notNull(),
  searchKey: text("search_key").notNull(),
  titleKeys: text("title_keys").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  // 0025_catalogue_upkeep.sql (decision 0030)
  sku: text("sku"),
  externalId: text("external_id"),
  visible: boolean("visible").notNull().default(true),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  vatPercent: smallint("vat_percent"),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  missingTranslations: text("missing_translations").array().notNull().default([]),
});

/** Reviews; order_id, photos and the optional text since 0019_reviews.sql. */
export const comments = pgTable("comments", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull(),
  userId: integer("user_id"),
  rate: smallint("rate").notNull(),
  comment: text("comment"),
  answer: text("answer"),
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  /** The delivered order that let its author review; null for the demo seed's reviews. */
  orderId: integer("order_id"),
  /** Names in the picture store's "reviews" folder, at most 4. */
  photos: text("photos").array().notNull().default([]),
});

export const likes = pgTable(
  "likes",
  {
    owner: text("owner").notNull(),
    productId: integer("product_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.productId] })],
);

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  userId: integer("user_id"),
  status: smallint("status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
