import type { AdminContentEditCalls } from "../../application/admin/sections/content-edit.port";
import {
  checkPlacedDraft,
  type PlacedDraft,
  type StaffText,
  type TextDraft,
  type TextKind,
} from "../../application/admin/sections/content-edit.types";
import type { ContentKind } from "../../application/admin/sections/content.types";
import { Refused } from "../../application/shared/refusal";
import { demoImage } from "./demo-data";
import type { FakeAdminContent } from "./fake-admin-content";
import type { FakeAdminOptions } from "./fake-admin.gateway";

const tr = (ru: string, uz: string, sr: string) => ({ ru, uz, sr });

// Two of the shop's pages and two blog posts, one post not yet translated to Uzbek Latin (it shows Russian).
const DEMO_TEXTS: Record<TextKind, readonly StaffText[]> = {
  pages: [
    {
      id: 1,
      slug: "delivery",
      titles: tr("Доставка", "Етказиб бериш", "Yetkazib berish"),
      bodies: tr(
        "<p>Доставляем по Ташкенту за один день.</p>",
        "<p>Тошкент бўйлаб бир кунда етказамиз.</p>",
        "<p>Toshkent bo‘ylab bir kunda yetkazamiz.</p>",
      ),
    },
    {
      id: 2,
      slug: "about",
      titles: tr("О магазине", "Дўкон ҳақида", "Do‘kon haqida"),
      bodies: tr(
        "<p>Стройматериалы с 2009 года.</p>",
        "<p>2009 йилдан бери.</p>",
        "<p>2009 yildan beri.</p>",
      ),
    },
  ],
  posts: [
    {
      id: 31,
      slug: null,
      titles: tr("Как выбрать цемент", "Цементни қандай танлаш", "Sementni qanday tanlash"),
      bodies: tr("<p>Марка цемента…</p>", "<p>Цемент маркаси…</p>", "<p>Sement markasi…</p>"),
    },
    {
      id: 32,
      slug: null,
      titles: tr("Утепляем фасад", "Фасадни иситамиз", "Утепляем фасад"),
      bodies: tr("<p>Минвата или пенопласт…</p>", "<p>Минерал пахта…</p>", "<p>Минвата или пенопласт…</p>"),
    },
  ],
};

/** New banners and stories go into the fake's lists; pages and posts are kept here. */
export class FakeAdminContentEdit implements AdminContentEditCalls {
  private texts_: Record<TextKind, StaffText[]>;

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
    private readonly lists: FakeAdminContent,
  ) {
    const copy = (kind: TextKind) => (options.empty ? [] : DEMO_TEXTS[kind].map((t) => ({ ...t })));
    this.texts_ = { pages: copy("pages"), posts: copy("posts") };
  }

  async create(kind: ContentKind, draft: PlacedDraft) {
    await this.guard();
    const [field, problem] = Object.entries(checkPlacedDraft(draft))[0] ?? [];
    if (field)
      throw new Refused(400, "", problem === "required" ? "FIELD.REQUIRED" : "FIELD.INVALID", { field });
    return this.lists.add(kind, draft.titles.ru.trim(), demoImage(40, kind === "banners" ? "box" : "can"));
  }

  async remove(kind: ContentKind, id: number) {
    await this.guard();
    if (!this.lists.has(kind, id)) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    this.lists.remove(kind, id);
  }

  async texts(kind: TextKind) {
    await this.guard();
    return this.texts_[kind].map((t) => ({ ...t }));
  }

  async saveText(kind: TextKind, id: number, draft: TextDraft) {
    await this.guard();
    const i = this.texts_[kind].findIndex((t) => t.id === id);
    if (i < 0) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    for (const part of ["title", "body"] as const)
      if ((part === "title" ? draft.titles : draft.bodies).ru.trim() === "")
        throw new Refused(400, "", "FIELD.REQUIRED", { field: `${part}_ru` });
    const or = (t: { ru: string; uz: string; sr: string }) => ({
      ru: t.ru,
      uz: t.uz.trim() || t.ru,
      sr: t.sr.trim() || t.ru,
    });
    const text = { ...this.texts_[kind][i]!, titles: or(draft.titles), bodies: or(draft.bodies) };
    this.texts_[kind][i] = text;
    return { ...text };
  }
}
