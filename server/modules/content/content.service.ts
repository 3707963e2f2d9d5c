import type { Story } from "../../../contract/index.ts";
import type { Language } from "../../../domain/language.ts";
import { pick } from "../../platform/language.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { CatalogueTree } from "../catalogue/index.ts";
import type { ContentKind, ContentRepository } from "./content.repository.ts";

interface StoredContacts {
  phone: string;
  email: string | null;
  address: { ru: string; uz: string; sr: string };
  latitude: number;
  longitude: number;
  work_from: string | null;
  work_to: string | null;
  telegram: string | null;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
}

type ContentRow = Awaited<ReturnType<ContentRepository["ofKind"]>>[number];

/** The shop's texts and pictures in the request's language. */
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly tree: CatalogueTree,
    private readonly media: MediaUrls,
  ) {}

  private title = (lang: Language, r: ContentRow) => pick(lang, r.titleRu, r.titleUz, r.titleSr);
  private body = (lang: Language, r: ContentRow) => pick(lang, r.bodyRu, r.bodyUz, r.bodySr);
  private subtitle = (lang: Language, r: ContentRow) => pick(lang, r.subtitleRu, r.subtitleUz, r.subtitleSr);
  private cover = (r: ContentRow) => (r.cover ? this.media.imageSet("video", r.cover) : null);

  private ofKind(kind: ContentKind) {
    return this.repository.ofKind(kind);
  }

  async faq(lang: Language) {
    return (await this.ofKind("faq")).map((r) => ({
      id: r.id,
      question: this.title(lang, r),
      answer: this.body(lang, r),
    }));
  }

  async videoLessons(lang: Language) {
    return (await this.ofKind("video")).map((r) => ({
      id: r.id,
      title: this.title(lang, r),
      cover: this.cover(r),
      video: r.link ?? "",
    }));
  }

  async liveStream(lang: Language) {
    return (await this.ofKind("live")).map((r) => ({
      id: r.id,
      title: this.title(lang, r),
      cover: this.cover(r),
      link: r.link ?? "",
    }));
  }

  async instructions(lang: Language) {
    return (await this.ofKind("instruction")).map((r) => ({
      id: r.id,
      title: this.title(lang, r),
      description: this.subtitle(lang, r) || null,
    }));
  }

  async instruction(lang: Language, id: number) {
    const row = (await this.ofKind("instruction")).find((r) => r.id === id);
    // Whether the caller voted is put in by the route (support.service.ts).
    return row ? { title: this.title(lang, row), content: this.body(lang, row), is_answered: false } : null;
  }

  async page(lang: Language, slug: string) {
    const row = await this.repository.page(slug);
    return row
      ? {
          title: this.title(lang, row),
          second_title: this.subtitle(lang, row) || null,
          body: this.body(lang, row),
        }
      : null;
  }

  async posts(lang: Language) {
    return (await this.ofKind("post")).map((r) => ({
      id: r.id,
      title: this.title(lang, r),
      cover: this.cover(r),
      excerpt: this.subtitle(lang, r) || null,
    }));
  }

  async post(lang: Language, id: number) {
    const row = (await this.ofKind("post")).find((r) => r.id === id);
    return row
      ? { id: row.id, title: this.title(lang, row), cover: this.cover(row), body: this.body(lang, row) }
      : null;
  }

  async banners(lang: Language, size: number) {
    const rows = await this.repository.banners(size);
    return rows.map((b) => ({
      id: b.id,
      title: pick(lang, b.titleRu, b.titleUz, b.titleSr),
      sub_title: pick(lang, b.subTitleRu, b.subTitleUz, b.subTitleSr),
      image_src: {
        default: this.media.url("banners", b.image),
        optimized: this.media.url("banners", b.image, "width=1280&quality=70"),
        banner: this.media.url("banners", b.image, "width=1920&height=600&fit=cover"),
      },
      url: b.url,
    }));
  }

  async headerMenu(lang: Language) {
    const rows = await this.repository.headerMenu();
    return rows.flatMap((r) => {
      const node = this.tree.get(r.categoryId);
      if (!node) return [];
      const title = this.tree.title(node, lang);
      return [
        {
          id: r.id,
          title,
          category: { id: node.id, title },
          categories: node.children.map((c) => ({ id: c.id, title: this.tree.title(c, lang) })),
        },
      ];
    });
  }

  async footer(lang: Language) {
    const rows = await this.repository.footerLinks();
    const columns = new Map<number, { title: string; items: { title: string; path: string }[] }>();
    for (const r of rows) {
      const column = columns.get(r.columnNo) ?? {
        title: pick(lang, r.columnRu, r.columnUz, r.columnSr),
        items: [],
      };
      column.items.push({ title: pick(lang, r.titleRu, r.titleUz, r.titleSr), path: r.path });
      columns.set(r.columnNo, column);
    }
    return [...columns.values()];
  }

  /** Stories as everyone is shown them (nothing seen); `markSeen` adds one owner's marks. */
  async stories(lang: Language) {
    const { list, items } = await this.repository.stories();
    return list.map((story) => ({
      id: story.id,
      title: pick(lang, story.titleRu, story.titleUz, story.titleSr),
      image_src: this.media.imageSet("stories", story.image),
      has_seen: false,
      items: items
        .filter((i) => i.storyId === story.id)
        .map((i) => ({
          id: i.id,
          title: pick(lang, i.titleRu, i.titleUz, i.titleSr),
          description: pick(lang, i.descriptionRu, i.descriptionUz, i.descriptionSr),
          image_src: this.media.imageSet("stories", i.image),
          url: i.url,
          video: i.video,
          video_duration: i.videoDuration,
          has_seen: false,
        })),
    }));
  }

  /**
   * The shared stories with what this user or fingerprint has seen; a story is seen when all its items are.
   * Null when they have seen none of them: the shared answer serves them as it is.
   */
  async markSeen(stories: readonly Story[], owner: string): Promise<Story[] | null> {
    const ids = stories.flatMap((s) => s.items.map((i) => i.id));
    const seen = ids.length === 0 ? new Set<number>() : await this.repository.seenItems(owner, ids);
    if (seen.size === 0) return null;
    return stories.map((story) => {
      const items = story.items.map((i) => ({ ...i, has_seen: seen.has(i.id) }));
      return { ...story, has_seen: items.length > 0 && items.every((i) => i.has_seen), items };
    });
  }

  /** Remembers the item as seen by this owner; null: no such item. */
  async storyItemRead(id: number, owner: string | null) {
    if (!(await this.repository.storyItemExists(id))) return null;
    if (owner) await this.repository.markSeen(owner, id);
    return { id, has_seen: owner !== null };
  }

  async contacts(lang: Language) {
    const c = await this.repository.setting<StoredContacts>("contacts");
    return c ? { ...c, address: pick(lang, c.address.ru, c.address.uz, c.address.sr) } : null;
  }

  /** The feedback form: kept for the call centre, answered by phone. */
  application(
    a: { full_name: string; phone_number?: string | null; question: string },
    owner: string | null,
  ) {
    return this.repository.addApplication({
      fullName: a.full_name.trim(),
      phoneNumber: a.phone_number ?? "",
      question: a.question.trim(),
      owner,
    });
  }

  statistics() {
    return this.repository.counts();
  }
}
