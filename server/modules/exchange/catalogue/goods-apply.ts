import { DRAFT_LIMITS, type ProductDraft } from "../../../../domain/product-draft.ts";
import type { GoodRecord } from "../commerceml/goods.ts";
import { itemName, refusalText } from "../onec-words.ts";
import type { ItemLink } from "./catalogue-links.repository.ts";
import type { GroupsApplier } from "./groups-apply.ts";
import { withValues, type ItemDraft } from "./item-draft.ts";
import { ONEC_ACTOR, orSkip, type CatalogueWriters, type StepScope } from "./step-scope.ts";

const BOOLEAN_WORDS: Record<string, string> = { true: "Да", false: "Нет" };

/**
 * import.xml's goods through the catalogue's one writer. A good that is already a product is updated (by its
 * Ид, so a repeated exchange never makes a second); one that is not waits, kept as a draft, for its first
 * price from offers.xml, since a product is not made without one. A good whose Артикул a product of another
 * source already has (a spreadsheet's) becomes that product rather than a twin of it.
 */
export class GoodsApplier {
  constructor(
    private readonly w: CatalogueWriters,
    private readonly groups: GroupsApplier,
  ) {}

  async apply(scope: StepScope, goods: GoodRecord[], pictures: Map<string, string | null>): Promise<void> {
    const { tx } = scope;
    const links = await this.w.links.items(
      tx,
      goods.map((g) => g.id),
    );
    const adoptable = await this.w.links.adoptableBySku(
      tx,
      goods.filter((g) => g.sku && !links.get(g.id)?.productId).map((g) => g.sku!),
    );
    scope.properties ??= await this.w.links.properties(tx);
    const values = await this.w.links.values(
      tx,
      goods.flatMap((g) => g.properties.flatMap((p) => p.values.map((v): [string, string] => [p.id, v]))),
    );
    const brandIds = await this.brands(scope, goods, values);
    const saved: Omit<ItemLink, "salePrice">[] = [];
    const forgotten: string[] = [];
    for (const good of goods) {
      scope.count("goods");
      const link = links.get(good.id);
      const name = itemName("Товар", good.title, good.id);
      if (good.deleted) {
        if (link?.productId) {
          await orSkip(scope, name, () => this.hide(scope, link.productId!), refusalText);
          saved.push({ ...link, seenIn: scope.job.sessionId, hidden: true });
        } else forgotten.push(good.id);
        continue;
      }
      const categoryId = await this.groups.categoryOf(scope, good.groupIds);
      if (categoryId === null) continue;
      const draft = this.draftOf(scope, good, categoryId, brandIds.get(good.id), values, pictures);
      const productId = link?.productId ?? (good.sku ? adoptable.get(good.sku) : undefined) ?? null;
      if (good.sku) adoptable.delete(good.sku);
      if (productId === null) {
        scope.count("waiting");
        saved.push({ ...this.kept(link, good.id, scope), draft });
        continue;
      }
      const change: ProductDraft = { ...draft, externalId: good.id };
      if (link?.hidden) change.visible = true;
      const result = await orSkip(
        scope,
        name,
        () => this.w.products.saveIn(tx, { id: productId }, change, ONEC_ACTOR, scope.batch),
        refusalText,
      );
      if (!result) continue;
      scope.count(result.changed ? "updated" : "unchanged");
      saved.push({ ...this.kept(link, good.id, scope), productId, draft, hidden: false });
    }
    await this.w.links.saveItems(tx, saved);
    await this.w.links.forgetItems(tx, forgotten);
  }

  private kept(link: ItemLink | undefined, id: string, scope: StepScope): Omit<ItemLink, "salePrice"> {
    return {
      externalId: id,
      productId: link?.productId ?? null,
      draft: link?.draft ?? null,
      family: link?.family ?? null,
      seenIn: scope.job.sessionId,
      hidden: link?.hidden ?? false,
    };
  }

  private hide(scope: StepScope, productId: number) {
    scope.count("hidden");
    return this.w.products.saveIn(scope.tx, { id: productId }, { visible: false }, ONEC_ACTOR, scope.batch);
  }

  private draftOf(
    scope: StepScope,
    good: GoodRecord,
    categoryId: number,
    brandId: number | undefined,
    values: Map<string, string>,
    pictures: Map<string, string | null>,
  ): ItemDraft {
    const draft: ItemDraft = {
      titleRu: good.title,
      categoryId,
      attributes: this.attributes(scope, good, values),
    };
    if (good.sku) draft.sku = good.sku;
    if (good.description) draft.descriptionRu = good.description;
    if (good.unit) draft.unit = good.unit;
    if (brandId !== undefined) draft.brandId = brandId;
    if (good.vatPercent !== undefined) draft.vatPercent = good.vatPercent;
    if (good.pictures.length > 0)
      draft.images = good.pictures
        .map((p) => pictures.get(p))
        .filter((n): n is string => typeof n === "string")
        .slice(0, DRAFT_LIMITS.images);
    return draft;
  }

  /** Every property but the brand, by the property's name; a Справочник's value by its text. */
  private attributes(scope: StepScope, good: GoodRecord, values: Map<string, string>): [string, string][] {
    const list: [string, string][] = [];
    for (const p of good.properties) {
      const property = scope.properties!.get(p.id);
      if (!property || property.isBrand) continue;
      const texts = p.values
        .map((v) => values.get(`${p.id}\u0000${v}`) ?? BOOLEAN_WORDS[v] ?? v)
        .filter((v) => v.trim() !== "");
      if (texts.length > 0) list.push([property.name, texts.join(", ")]);
    }
    return withValues(list, good.characteristics);
  }

  /**
   * Each good's brand: the value of its Производитель or Бренд property, else its Изготовитель. A brand of
   * that name is found or made once, and remembered by 1C's value, so later goods and exchanges reuse it.
   */
  private async brands(scope: StepScope, goods: GoodRecord[], values: Map<string, string>) {
    const named = new Map<string, { key: string; title: string }>();
    for (const good of goods) {
      const brand = good.properties.find((p) => scope.properties!.get(p.id)?.isBrand && p.values.length > 0);
      const value = brand?.values[0];
      const title = brand && value ? (values.get(`${brand.id}\u0000${value}`) ?? value) : good.maker;
      const key = brand && value ? `${brand.id}:${value}` : `maker:${good.maker ?? ""}`;
      if (title && title.trim() !== "") named.set(good.id, { key, title: title.trim() });
    }
    const known = await this.w.links.brands(scope.tx, [...new Set([...named.values()].map((n) => n.key))]);
    const ids = new Map<string, number>();
    for (const [goodId, { key, title }] of named) {
      let brand = known.get(key);
      if (!brand || brand.title !== title) {
        const saved = await orSkip(
          scope,
          itemName("Производитель", title, key),
          () => this.w.tree.saveBrandIn(scope.tx, null, { title }, scope.batch),
          refusalText,
        );
        if (!saved) continue;
        brand = { title, brandId: saved.id };
        known.set(key, brand);
        await this.w.links.saveBrand(scope.tx, key, title, saved.id);
      }
      ids.set(goodId, brand.brandId);
    }
    return ids;
  }
}
