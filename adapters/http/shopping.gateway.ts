import { inject, injectable } from "inversify";
import type { ShoppingGateway } from "../../application/basket/basket.port";
import { BasketError, type BasketLine } from "../../application/basket/basket.types";
import { CartProductsAnswer, type CartEntry } from "../../contract/basket";
import { LikesAnswer } from "../../contract/catalogue";
import { parseMoneyString } from "../../domain/money";
import { ApiClient, ApiError } from "./api-client";
import { imageUrl, toPage, toProductCard } from "./catalogue.mapper";
import { AnyAnswer } from "./content.wire";

function toLine(w: CartEntry): BasketLine {
  const unitPrice = parseMoneyString(w.product_price);
  const listPrice = parseMoneyString(w.price);
  return {
    product: { id: w.product.id, slug: w.product.slug, title: w.product.title, image: imageUrl(w.product.image_src), isLiked: w.product.is_liked },
    amount: w.amount,
    unitPrice,
    oldPrice: listPrice > unitPrice ? listPrice : null,
    total: parseMoneyString(w.total_price),
    stock: w.product_realtime_count,
  };
}

@injectable()
export class HttpShoppingGateway implements ShoppingGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async basket(mergeFingerprint?: string): Promise<BasketLine[]> {
    const w = await this.api.get("orders/cart/products/", CartProductsAnswer, { Fingerprint: mergeFingerprint });
    return w.products.map(toLine);
  }

  async setAmount(productId: number, amount: number): Promise<void> {
    try {
      await this.api.send("POST", "orders/cart/", AnyAnswer, { product: productId, amount });
    } catch (error) {
      if (error instanceof ApiError) throw new BasketError(error.status, error.serverWords);
      throw error;
    }
  }

  async saved(page: number, size: number) {
    return toPage(await this.api.get("products/likes/", LikesAnswer, { page, size }), toProductCard);
  }

  async like(productId: number): Promise<void> {
    await this.api.send("POST", `products/likes/like/${productId}/`, AnyAnswer, {});
  }

  async unlike(productId: number): Promise<void> {
    await this.api.send("DELETE", `products/likes/unlike/${productId}/`, AnyAnswer);
  }
}
