import type { ShoppingGateway } from "../../application/basket/basket.port";
import { BasketError, type BasketLine } from "../../application/basket/basket.types";
import type { CartEntry } from "../../contract/basket";
import { MERGE_VISITOR_HEADER } from "../../contract/merge-visitor";
import { parseMoneyString } from "../../domain/money";
import { type ApiClient, ApiError } from "./api-client";
import { imageUrl, toPage, toProductCard } from "./catalogue.mapper";

function toLine(w: CartEntry): BasketLine {
  const unitPrice = parseMoneyString(w.product_price);
  const listPrice = parseMoneyString(w.price);
  return {
    product: {
      id: w.product.id,
      slug: w.product.slug,
      title: w.product.title,
      image: imageUrl(w.product.image_src),
      isLiked: w.product.is_liked,
    },
    amount: w.amount,
    unitPrice,
    oldPrice: listPrice > unitPrice ? listPrice : null,
    total: parseMoneyString(w.total_price),
    stock: w.product_realtime_count,
  };
}

export class HttpShoppingGateway implements ShoppingGateway {
  constructor(private readonly api: ApiClient) {}

  async basket(merge = false): Promise<BasketLine[]> {
    const headers = merge ? { [MERGE_VISITOR_HEADER]: "1" } : undefined;
    const w = await this.api.call("cartProducts", { query: {}, headers });
    return w.products.map(toLine);
  }

  async setAmount(productId: number, amount: number): Promise<void> {
    try {
      await this.api.call("cartUpdate", { body: { product: productId, amount } });
    } catch (error) {
      if (error instanceof ApiError)
        throw new BasketError(error.status, error.serverWords, error.code, error.params);
      throw error;
    }
  }

  async saved(page: number, size: number) {
    return toPage(await this.api.call("likesList", { query: { page, size } }), toProductCard);
  }

  async like(productId: number): Promise<void> {
    await this.api.call("like", { params: { id: productId }, body: {} });
  }

  async unlike(productId: number): Promise<void> {
    await this.api.call("unlike", { params: { id: productId } });
  }
}
