import type { AdminContentCalls } from "../../application/admin/sections/content.port";
import type { ContentKind, PlacedChange, PlacedItem } from "../../application/admin/sections/content.types";
import { Refused } from "../../application/shared/refusal";
import { demoImage } from "./demo-data";
import type { FakeAdminOptions } from "./fake-admin.gateway";

type Stored = { -readonly [K in keyof PlacedItem]: PlacedItem[K] };

// The storefront's banners and stories as the back office sees them (titles in Russian, the shop's first
// language), placed from 1; a hidden one of each, so the switch has both states to show.
const DEMO: Record<ContentKind, readonly Stored[]> = {
  banners: [
    { id: 1, title: "Скидка 10% на цемент М400", image: demoImage(28, "bag"), position: 1, visible: true },
    {
      id: 2,
      title: "Бесплатная доставка по Ташкенту от 2 000 000 сум",
      image: demoImage(205, "box"),
      position: 2,
      visible: true,
    },
    {
      id: 3,
      title: "Новая коллекция керамической плитки",
      image: demoImage(160, "tile"),
      position: 3,
      visible: false,
    },
    {
      id: 4,
      title: "Кровля и водосток: всё для крыши",
      image: demoImage(0, "box"),
      position: 4,
      visible: true,
    },
  ],
  stories: [
    { id: 11, title: "Как выбрать гипсокартон", image: demoImage(45, "tile"), position: 1, visible: true },
    { id: 12, title: "Штукатурка за один день", image: demoImage(90, "bag"), position: 2, visible: true },
    { id: 13, title: "Утепление фасада зимой", image: demoImage(220, "can"), position: 3, visible: false },
    { id: 14, title: "Краски для детской", image: demoImage(300, "can"), position: 4, visible: true },
  ],
};

const byPlace = (a: Stored, b: Stored) => a.position - b.position || a.id - b.id;

/** The back office's banners and stories in memory, behind the fake's guard (caller, latency, failure). */
export class FakeAdminContent implements AdminContentCalls {
  /** Every change the page saved, in order. */
  readonly changes: { kind: ContentKind; id: number; change: PlacedChange }[] = [];
  private readonly rows: Record<ContentKind, Stored[]>;

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    const copy = (kind: ContentKind) => (options.empty ? [] : DEMO[kind].map((r) => ({ ...r })));
    this.rows = { banners: copy("banners"), stories: copy("stories") };
  }

  async list(kind: ContentKind): Promise<readonly PlacedItem[]> {
    await this.guard();
    return [...this.rows[kind]].sort(byPlace).map((r) => ({ ...r }));
  }

  async place(kind: ContentKind, id: number, change: PlacedChange): Promise<PlacedItem> {
    await this.guard();
    const row = this.rows[kind].find((r) => r.id === id);
    if (!row) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    const { position, visible } = change;
    if (position !== undefined && (!Number.isSafeInteger(position) || position < 0 || position > 1_000_000))
      throw new Refused(400, "", "FIELD.INVALID", { field: "position" });
    this.changes.push({ kind, id, change });
    if (position !== undefined) row.position = position;
    if (visible !== undefined) row.visible = visible;
    return { ...row };
  }

  /** A new row, last in its list and shown (what the back office's "new banner" form makes). */
  add(kind: ContentKind, title: string, image: string): PlacedItem {
    const rows = this.rows[kind];
    const row = {
      id: Math.max(0, ...rows.map((r) => r.id)) + 100,
      title,
      image,
      position: Math.max(0, ...rows.map((r) => r.position)) + 1,
      visible: true,
    };
    rows.push(row);
    return { ...row };
  }

  has(kind: ContentKind, id: number) {
    return this.rows[kind].some((r) => r.id === id);
  }

  /** Takes a row away, as another staff member's change would (for stories of a refused change). */
  remove(kind: ContentKind, id: number) {
    this.rows[kind] = this.rows[kind].filter((r) => r.id !== id);
  }
}
