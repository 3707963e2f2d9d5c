import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.port.ts";
import {
  applications,
  banners,
  categories,
  content,
  footerLinks,
  headerMenu,
  orders,
  products,
  settings,
  stories,
  storyItems,
  storyViews,
  users,
  type ContentKind,
} from "../../db/schema/index.ts";

export type { ContentKind };

/** The shop's pages, banners, menus, stories, settings and the feedback form. */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  ofKind(kind: ContentKind) {
    return this.db.orm
      .select()
      .from(content)
      .where(eq(content.kind, kind))
      .orderBy(asc(content.position), asc(content.id));
  }

  async page(slug: string) {
    const [row] = await this.db.orm
      .select()
      .from(content)
      .where(and(eq(content.kind, "page"), eq(content.slug, slug)));
    return row ?? null;
  }

  async setting<T>(key: string): Promise<T | null> {
    const [row] = await this.db.orm.select().from(settings).where(eq(settings.key, key));
    return (row?.value as T) ?? null;
  }

  /** Only what the back office left visible (migration 0022), in its order. */
  banners(size: number) {
    return this.db.orm
      .select()
      .from(banners)
      .where(eq(banners.visible, true))
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(size);
  }

  headerMenu() {
    return this.db.orm.select().from(headerMenu).orderBy(asc(headerMenu.position));
  }

  footerLinks() {
    return this.db.orm
      .select()
      .from(footerLinks)
      .orderBy(asc(footerLinks.columnNo), asc(footerLinks.position));
  }

  async stories() {
    const [list, items] = await Promise.all([
      this.db.orm
        .select()
        .from(stories)
        .where(eq(stories.visible, true))
        .orderBy(asc(stories.position), asc(stories.id)),
      this.db.orm.select().from(storyItems).orderBy(asc(storyItems.storyId), asc(storyItems.position)),
    ]);
    return { list, items };
  }

  async seenItems(owner: string, itemIds: number[]): Promise<Set<number>> {
    const rows = await this.db.orm
      .select({ id: storyViews.itemId })
      .from(storyViews)
      .where(and(eq(storyViews.owner, owner), inArray(storyViews.itemId, itemIds)));
    return new Set(rows.map((r) => r.id));
  }

  async storyItemExists(id: number): Promise<boolean> {
    const rows = await this.db.orm
      .select({ id: storyItems.id })
      .from(storyItems)
      .where(eq(storyItems.id, id));
    return rows.length > 0;
  }

  async markSeen(owner: string, itemId: number): Promise<void> {
    await this.db.query("INSERT INTO story_views (owner, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
      owner,
      itemId,
    ]);
  }

  async addApplication(a: {
    fullName: string;
    phoneNumber: string;
    question: string;
    owner: string | null;
  }): Promise<number> {
    const [row] = await this.db.orm.insert(applications).values(a).returning({ id: applications.id });
    return row!.id;
  }

  async counts() {
    const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
    const [u, c, o, p] = await Promise.all([
      one(this.db.orm.select({ n: count() }).from(users)),
      one(this.db.orm.select({ n: count() }).from(categories)),
      one(this.db.orm.select({ n: count() }).from(orders)),
      one(this.db.orm.select({ n: count() }).from(products).where(eq(products.visible, true))),
    ]);
    return { users_count: u, categories_count: c, orders_count: o, products_count: p };
  }
}
