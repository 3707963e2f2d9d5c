import type { AdminProductEditorCalls } from "../../application/admin/sections/product-editor.port";
import {
  UNITS,
  type EditedProduct,
  type ProductChoices,
  type ProductSave,
} from "../../application/admin/sections/product-editor.types";
import { Refused } from "../../application/shared/refusal";
import { isRealSale } from "../../domain/product-upkeep";
import { may, type UserRole } from "../../domain/staff";
import { DEMO_BRANDS, DEMO_PRODUCTS, DEMO_TREE, demoImage, type DemoCategory } from "./demo-data";
import type { FakeAdminOptions } from "./fake-admin.gateway";

const flat = (nodes: readonly DemoCategory[], parentId: number | null): ProductChoices["categories"] =>
  nodes.flatMap((n) => [{ id: n.id, parentId, title: n.title[0] }, ...flat(n.children, n.id)]);

/** The demo catalogue's products as the editor reads them; the newest lacks its Uzbek Latin title. */
function editedOf(id: number): EditedProduct | null {
  const p = DEMO_PRODUCTS.find((x) => x.id === id);
  if (!p) return null;
  const newest = p.id === Math.max(...DEMO_PRODUCTS.map((x) => x.id));
  return {
    id: p.id,
    slug: p.slug,
    visible: true,
    missing: newest ? ["sr"] : [],
    sku: `QB-${String(p.id).padStart(5, "0")}`,
    externalId: null,
    titles: { ru: p.title[0], uz: p.title[1], sr: newest ? "" : p.title[2] },
    descriptions: { ru: `${p.title[0]}: ${p.unitValue} ${p.unit[0]}.`, uz: "", sr: "" },
    categoryId: p.category,
    brandId: p.brand,
    unit: "pcs",
    unitValue: 1,
    attributes: [["Страна", p.country[0]]],
    groupId: p.group,
    price: p.oldPrice ?? p.price,
    salePrice: p.oldPrice === null ? 0 : p.price,
    stock: p.stock,
    photos: [0, 40, 200].map((shift, i) => ({
      name: `demo${p.id}x${i}`,
      url: demoImage((p.hue + shift) % 360, p.shape),
    })),
  };
}

/** The editor's calls in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminProductEditor implements AdminProductEditorCalls {
  /** Every write the fake took, in order, for stories to check. */
  readonly writes: { call: string; id: number | null; value?: unknown }[] = [];
  private readonly made = new Map<number, EditedProduct>();
  private next = 10_001;
  /** This section's calls alone reject. */
  down = false;

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {}

  private async allowed(): Promise<void> {
    await this.guard();
    if (this.down) throw new Refused(500, "");
    const caller = this.options.caller ?? "operator";
    if (caller !== "guest" && !may(caller as UserRole, "catalogue.edit"))
      throw new Refused(403, "", "STAFF.FORBIDDEN");
  }

  private find(id: number): EditedProduct {
    const p = this.made.get(id) ?? editedOf(id);
    if (!p) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    return p;
  }

  async choices(): Promise<ProductChoices> {
    await this.allowed();
    return { categories: flat(DEMO_TREE, null), brands: DEMO_BRANDS, units: [...UNITS] };
  }

  async product(id: number) {
    await this.allowed();
    return this.find(id);
  }

  async create(save: ProductSave) {
    await this.allowed();
    const id = this.next++;
    const blank = editedOf(DEMO_PRODUCTS[0]!.id)!;
    const fresh = { ...blank, id, slug: `new-${id}`, photos: [], missing: [], salePrice: 0, sku: null };
    const made = this.apply(fresh, save);
    this.writes.push({ call: "create", id: null, value: save });
    return made;
  }

  async save(id: number, save: ProductSave) {
    await this.allowed();
    const made = this.apply(this.find(id), save);
    this.writes.push({ call: "save", id, value: save });
    return made;
  }

  async setVisible(id: number, visible: boolean) {
    await this.allowed();
    this.writes.push({ call: "visible", id, value: visible });
    return this.keep({ ...this.find(id), visible });
  }

  async remove(id: number) {
    await this.allowed();
    this.find(id);
    this.writes.push({ call: "remove", id });
  }

  async addPhoto(id: number, photo: Blob) {
    await this.allowed();
    const p = this.find(id);
    if (!/^image\/(jpeg|png|webp)$/.test(photo.type))
      throw new Refused(400, "", "IMAGE.WRONG_FORMAT", { field: "photo" });
    this.writes.push({ call: "photo", id });
    const name = `upload${p.photos.length}`;
    return this.keep({ ...p, photos: [...p.photos, { name, url: demoImage(30 * p.photos.length) }] });
  }

  async orderPhotos(id: number, names: readonly string[]) {
    await this.allowed();
    const p = this.find(id);
    this.writes.push({ call: "photos", id, value: names });
    const photos = names.map((n) => p.photos.find((x) => x.name === n)!).filter(Boolean);
    return this.keep({ ...p, photos });
  }

  /** As the server: the sale rule on the result, a demo SKU taken by another product. */
  private apply(p: EditedProduct, s: ProductSave): EditedProduct {
    if (s.sku && s.sku !== p.sku && /^QB-\d{5}$/.test(s.sku))
      throw new Refused(409, "", "CATALOGUE.SKU_TAKEN", { field: "sku" });
    const titles = { ...p.titles, ...s.titles };
    const next: EditedProduct = {
      ...p,
      ...Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)),
      titles,
      descriptions: { ...p.descriptions, ...s.descriptions },
      brandId: s.brandId === undefined ? p.brandId : (s.brandId ?? DEMO_BRANDS[0]!.id),
      missing: (["uz", "sr"] as const).filter((l) => titles[l].trim() === ""),
    };
    if (!isRealSale(next.price, next.salePrice))
      throw new Refused(400, "", "FIELD.INVALID", { field: "sale_price" });
    return this.keep(next);
  }

  private keep(p: EditedProduct): EditedProduct {
    this.made.set(p.id, p);
    return p;
  }
}
