import type { ProductDraft } from "../../../../domain/product-draft.ts";
import { somOf } from "../commerceml/cml-values.ts";
import type { OfferRecord } from "../commerceml/offers.ts";
import { itemName, refusalText } from "../onec-words.ts";
import type { ItemLink } from "./catalogue-links.repository.ts";
import { baseOf, variantTitle, withValues } from "./item-draft.ts";
import { ONEC_ACTOR, orSkip, type CatalogueWriters, type StepScope } from "./step-scope.ts";

type Link = Omit<ItemLink, "salePrice">;

/**
 * offers.xml's prices and stock. An offer of a product changes its price (of the price type the shop sells
 * at) and stock; the first price of a good that waits makes it a product; an offer "<good>#<characteristic>"
 * is a variant, made from its good's draft, with the offer's name and values, and grouped with the good's
 * other variants (group_id: the family's first product).
 */
export class OffersApplier {
  constructor(private readonly w: CatalogueWriters) {}

  async apply(scope: StepScope, offers: OfferRecord[], priceType: string | null): Promise<void> {
    const { tx } = scope;
    const ids = [...new Set(offers.flatMap((o) => [o.id, baseOf(o.id) ?? o.id]))];
    const links = await this.w.links.items(tx, ids);
    const changed = new Map<string, Link>();
    const keep = (link: Link) => {
      changed.set(link.externalId, link);
      links.set(link.externalId, { ...link, salePrice: links.get(link.externalId)?.salePrice ?? 0 });
    };
    for (const offer of offers) {
      scope.count("offers");
      const link = links.get(offer.id);
      const name = itemName("Предложение", offer.title, offer.id);
      const found = offer.prices.find((p) => p.typeId === priceType);
      const price =
        found && Number.isFinite(found.amount) && found.amount > 0 ? somOf(found.amount) : undefined;
      const seen: Link = {
        externalId: offer.id,
        productId: link?.productId ?? null,
        draft: link?.draft ?? null,
        family: link?.family ?? null,
        seenIn: scope.job.sessionId,
        hidden: link?.hidden ?? false,
      };
      if (link?.productId) {
        const change: ProductDraft = {};
        if (price !== undefined) {
          change.price = price;
          // The back office's sale price must stay below the price; a lower 1C price ends the sale.
          if (link.salePrice >= price) change.salePrice = 0;
        }
        if (offer.stock !== undefined) change.stock = offer.stock;
        // A good's showing is import.xml's to decide (a good marked deleted keeps its offer); a variant has
        // only its offer to name it.
        const variant = baseOf(offer.id) !== null;
        const hidden = offer.deleted || (link.hidden && !variant);
        if (offer.deleted) change.visible = false;
        else if (link.hidden && variant) change.visible = true;
        const result = await orSkip(
          scope,
          name,
          () => this.w.products.saveIn(tx, { id: link.productId! }, change, ONEC_ACTOR, scope.batch),
          refusalText,
        );
        if (result) scope.count(result.changed ? "updated" : "unchanged");
        keep({ ...seen, hidden });
        continue;
      }
      if (offer.deleted) continue;
      const made = await this.make(scope, offer, price, links, keep);
      if (made === "waiting") scope.count("waiting");
      else if (made) keep({ ...seen, productId: made });
    }
    await this.w.links.saveItems(tx, [...changed.values()]);
  }

  /** A product for an offer of a good not yet one: its id, "waiting" without a price, null when skipped. */
  private async make(
    scope: StepScope,
    offer: OfferRecord,
    price: number | undefined,
    links: Map<string, ItemLink>,
    keep: (link: Link) => void,
  ): Promise<number | "waiting" | null> {
    const baseId = baseOf(offer.id);
    const base = baseId ? links.get(baseId) : undefined;
    const draft = links.get(offer.id)?.draft ?? base?.draft ?? null;
    const name = itemName("Предложение", offer.title, offer.id);
    if (!draft) {
      scope.skip(name, "товара нет в каталоге: сначала выгрузите import.xml");
      return null;
    }
    if (price === undefined) return "waiting";
    const values = offer.characteristics;
    const family = base ? (base.family ?? base.productId) : null;
    const make: ProductDraft = {
      ...draft,
      price,
      stock: offer.stock ?? 0,
      ...(baseId ? { groupId: family } : {}),
    };
    if (baseId && !links.get(offer.id)?.draft) {
      make.titleRu = variantTitle(draft.titleRu, offer.title, values);
      make.attributes = withValues(draft.attributes ?? [], values);
      // The good's Артикул is its own: each variant taking it would be refused as a second product with it.
      delete make.sku;
    }
    const saved = await orSkip(
      scope,
      name,
      () => this.w.products.saveIn(scope.tx, { externalId: offer.id }, make, ONEC_ACTOR, scope.batch),
      refusalText,
    );
    if (!saved) return null;
    scope.count("created");
    if (baseId && base && base.family === null) {
      // The family's first product names it; the good's own product, if it has one, joins it.
      const familyId = family ?? saved.id;
      if (family === null)
        await this.w.products.saveIn(
          scope.tx,
          { id: saved.id },
          { groupId: familyId },
          ONEC_ACTOR,
          scope.batch,
        );
      else if (base.productId)
        await this.w.products.saveIn(
          scope.tx,
          { id: base.productId },
          { groupId: familyId },
          ONEC_ACTOR,
          scope.batch,
        );
      keep({ ...base, family: familyId });
    } else if (baseId && !base) {
      keep({
        externalId: baseId,
        productId: null,
        draft: null,
        family: saved.id,
        seenIn: scope.job.sessionId,
        hidden: false,
      });
      await this.w.products.saveIn(
        scope.tx,
        { id: saved.id },
        { groupId: saved.id },
        ONEC_ACTOR,
        scope.batch,
      );
    }
    return saved.id;
  }
}
