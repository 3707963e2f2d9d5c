import type { CartEntry } from "../../../contract/index.ts";
import { checkQuantity, effectiveUnitPrice } from "../../../domain/cart.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import { toMoneyString } from "../../../domain/money.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { LikesService } from "../likes/index.ts";
import type { BasketRepository } from "./basket.repository.ts";

export interface BasketDeps {
  repository: BasketRepository;
  likes: LikesService;
  transactor: Transactor;
  media: MediaUrls;
}

/** The basket of a user or a guest, priced by domain/cart.ts from the products as they are now. */
export class BasketService {
  constructor(private readonly deps: BasketDeps) {}

  /**
   * `amount` is the new quantity; 0 removes the line. The stock is checked here, never trusted to a client.
   */
  async setAmount(owner: string, productId: number, amount: number): Promise<Result<null>> {
    const { repository } = this.deps;
    const valid = checkQuantity(amount, Number.MAX_SAFE_INTEGER);
    if (!valid.ok) return valid;
    if (amount === 0) {
      if ((await repository.stockOf(productId)) === null) return fail("GENERIC.NOT_FOUND");
      await repository.remove(owner, productId);
      return ok(null);
    }
    const set = await repository.setAmountWithinStock(owner, productId, amount);
    if (set === null) return fail("GENERIC.NOT_FOUND");
    if (set.written) return ok(null);
    const checked = checkQuantity(amount, set.stock);
    return checked.ok ? fail("CART.OVER_STOCK", { stock: Math.max(0, set.stock) }) : checked;
  }

  /** `product_price` is the unit price paid, `total_price` that times the amount. */
  async entries(lang: Language, owner: string): Promise<CartEntry[]> {
    const rows = await this.deps.repository.lines(lang, owner);
    const liked = rows.length > 0 ? await this.deps.likes.likedBy(owner) : new Set<number>();
    return rows.map((r) => {
      const price = Number(r.price);
      const sale = Number(r.salePrice);
      const unit = effectiveUnitPrice({ unitPrice: price, salePrice: sale });
      const first = r.images[0];
      return {
        product: {
          id: r.id,
          slug: r.slug,
          title: r.title,
          rate: Number(r.rate),
          comment_count: r.commentCount,
          image_src: first ? this.deps.media.imageSet("products", first) : null,
          is_liked: liked.has(r.id),
        },
        amount: r.amount,
        price: toMoneyString(price),
        sale_price: toMoneyString(sale),
        product_price: toMoneyString(unit),
        total_price: toMoneyString(unit * r.amount),
        product_realtime_count: r.stock,
      };
    });
  }

  /** After login: the guest's basket and likes join the user's, in one transaction. */
  async mergeGuestInto(guest: string, user: string): Promise<void> {
    if (guest === user) return;
    await this.deps.transactor.run(async (tx) => {
      await this.deps.repository.moveOwner(tx, guest, user);
      await this.deps.likes.moveGuestLikes(tx, guest, user);
    });
    this.deps.likes.forget(user);
    this.deps.likes.forget(guest);
  }
}
