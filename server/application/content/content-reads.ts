import { and, asc, count, eq, inArray } from "drizzle-orm";
import { banners, categories, content, footerLinks, headerMenu, orders, products, settings, stories, storyItems, storyViews, users, type ContentKind } from "../../db/schema/index.ts";
import { pick, type Lang } from "../../http/language.ts";
import type { Services } from "../services.ts";

export async function contentOf(s: Services, kind: ContentKind) {
  return s.db.orm.select().from(content).where(eq(content.kind, kind)).orderBy(asc(content.position), asc(content.id));
}

export async function page(s: Services, lang: Lang, slug: string) {
  const [row] = await s.db.orm.select().from(content).where(and(eq(content.kind, "page"), eq(content.slug, slug)));
  if (!row) return null;
  return { title: pick(lang, row.titleRu, row.titleUz, row.titleSr), second_title: pick(lang, row.subtitleRu, row.subtitleUz, row.subtitleSr) || null, body: pick(lang, row.bodyRu, row.bodyUz, row.bodySr) };
}

export async function setting<T>(s: Services, key: string): Promise<T | null> {
  const [row] = await s.db.orm.select().from(settings).where(eq(settings.key, key));
  return (row?.value as T) ?? null;
}

export async function bannerList(s: Services, lang: Lang, size: number) {
  const rows = await s.db.orm.select().from(banners).orderBy(asc(banners.position)).limit(size);
  return rows.map((b) => ({
    id: b.id,
    title: pick(lang, b.titleRu, b.titleUz, b.titleSr),
    sub_title: pick(lang, b.subTitleRu, b.subTitleUz, b.subTitleSr),
    image_src: { default: s.media.url("banners", b.image), optimized: s.media.url("banners", b.image, "width=1280&quality=70"), banner: s.media.url("banners", b.image, "width=1920&height=600&fit=cover") },
    url: b.url,
  }));
}

export async function headerMenuItems(s: Services, lang: Lang) {
  const rows = await s.db.orm.select().from(headerMenu).orderBy(asc(headerMenu.position));
  return rows.flatMap((r) => {
    const node = s.tree.get(r.categoryId);
    if (!node) return [];
    const title = s.tree.title(node, lang);
    return [{ id: r.id, title, category: { id: node.id, title }, categories: node.children.map((c) => ({ id: c.id, title: s.tree.title(c, lang) })) }];
  });
}

export async function footerColumns(s: Services, lang: Lang) {
  const rows = await s.db.orm.select().from(footerLinks).orderBy(asc(footerLinks.columnNo), asc(footerLinks.position));
  const columns = new Map<number, { title: string; items: { title: string; path: string }[] }>();
  for (const r of rows) {
    const column = columns.get(r.columnNo) ?? { title: pick(lang, r.columnRu, r.columnUz, r.columnSr), items: [] };
    column.items.push({ title: pick(lang, r.titleRu, r.titleUz, r.titleSr), path: r.path });
    columns.set(r.columnNo, column);
  }
  return [...columns.values()];
}

/** Stories with has_seen for this owner; a story is seen when all its items are. */
export async function storyList(s: Services, lang: Lang, owner: string | null) {
  const [list, items] = await Promise.all([
    s.db.orm.select().from(stories).orderBy(asc(stories.position)),
    s.db.orm.select().from(storyItems).orderBy(asc(storyItems.storyId), asc(storyItems.position)),
  ]);
  const seen = new Set(owner === null ? [] : (await s.db.orm.select({ id: storyViews.itemId }).from(storyViews)
    .where(and(eq(storyViews.owner, owner), inArray(storyViews.itemId, items.map((i) => i.id))))).map((r) => r.id));
  return list.map((story) => {
    const own = items.filter((i) => i.storyId === story.id).map((i) => ({
      id: i.id,
      title: pick(lang, i.titleRu, i.titleUz, i.titleSr),
      description: pick(lang, i.descriptionRu, i.descriptionUz, i.descriptionSr),
      image_src: s.media.imageSet("stories", i.image),
      url: i.url,
      video: i.video,
      video_duration: i.videoDuration,
      has_seen: seen.has(i.id),
    }));
    return { id: story.id, title: pick(lang, story.titleRu, story.titleUz, story.titleSr), image_src: s.media.imageSet("stories", story.image), has_seen: own.length > 0 && own.every((i) => i.has_seen), items: own };
  });
}

export async function statistics(s: Services) {
  const one = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [u, c, o, p] = await Promise.all([
    one(s.db.orm.select({ n: count() }).from(users)),
    one(s.db.orm.select({ n: count() }).from(categories)),
    one(s.db.orm.select({ n: count() }).from(orders)),
    one(s.db.orm.select({ n: count() }).from(products)),
  ]);
  return { users_count: u, categories_count: c, orders_count: o, products_count: p };
}
