import type { ShoppingGateway } from "../../application/basket/basket.port";
import { BasketError, type BasketLine } from "../../application/basket/basket.types";
import type { PageOf, ProductCard } from "../../application/catalogue/catalogue.types";
import type { FakeCatalogueGateway } from "./fake-catalogue.gateway";

export interface FakeShoppingOptions {
  /** Product ids with quantities already in the basket. */
  basket?: Record<number, number>;
  liked?: number[];
  failing?: boolean;
}

/**
 * A basket and saved list in memory over the fake catalogue's products, priced the way the server prices
 * them.
 */
export class FakeShoppingGateway implements ShoppingGateway {
  private readonly amounts: Map<number, number>;
  private readonly likes: number[];
  calls: string[] = [];

  constructor(
    private readonly catalogue: FakeCatalogueGateway,
    options: FakeShoppingOptions = {},
  ) {
    this.amounts = new Map(Object.entries(options.basket ?? {}).map(([id, n]) => [Number(id), n]));
    this.likes = [...(options.liked ?? [])];
    this.failing = options.failing ?? false;
  }

  private readonly failing: boolean;

  private async products(): Promise<ProductCard[]> {
    return (await this.catalogue.listProducts({ size: 1000 })).results.slice();
  }

  private guard(call: string) {
    this.calls.push(call);
    if (this.failing) throw new BasketError(500, "");
  }

  async basket(_merge?: boolean): Promise<BasketLine[]> {
    this.guard("basket");
    const byId = new Map((await this.products()).map((p) => [p.id, p]));
    return [...this.amounts].flatMap(([id, amount]) => {
      const p = byId.get(id);
      if (!p) return [];
      return [
        {
          product: {
            id: p.id,
            slug: p.slug,
            title: p.title,
            image: p.images[0]?.small ?? "",
            isLiked: this.likes.includes(p.id),
          },
          amount,
          unitPrice: p.price,
          oldPrice: p.oldPrice,
          total: p.price * amount,
          stock: p.stock,
        },
      ];
    });
  }

  async setAmount(productId: number, amount: number): Promise<void> {
    this.guard("setAmount");
    const product = (await this.products()).find((p) => p.id === productId);
    if (!product) throw new BasketError(404, "Not found.", "GENERIC.NOT_FOUND");
    if (amount > product.stock) {
      throw new BasketError(400, `Only ${product.stock} left in stock`, "CART.OVER_STOCK", {
        stock: product.stock,
      });
    }
    if (amount === 0) this.amounts.delete(productId);
    else this.amounts.set(productId, amount);
  }

  async saved(page: number, size: number): Promise<PageOf<ProductCard>> {
    this.guard("saved");
    const byId = new Map((await this.products()).map((p) => [p.id, p]));
    const all = this.likes.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!, isLiked: true }] : []));
    const results = all.slice((page - 1) * size, page * size);
    const totalPages = Math.max(1, Math.ceil(all.length / size));
    return { results, total: all.length, currentPage: page, totalPages, hasNext: page < totalPages };
  }

  async like(productId: number): Promise<void> {
    this.guard("like");
    if (!this.likes.includes(productId)) this.likes.unshift(productId);
  }

  async unlike(productId: number): Promise<void> {
    this.guard("unlike");
    const at = this.likes.indexOf(productId);
    if (at >= 0) this.likes.splice(at, 1);
  }
}
