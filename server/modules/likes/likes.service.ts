import type { ProductCard } from "../../../contract/index.ts";
import { fail, ok, type Result } from "../../../domain/errors.ts";
import type { Language } from "../../../domain/language.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { Transactor, Tx } from "../../platform/transactions.ts";
import { toCard } from "../catalogue/index.ts";
import type { LikesIndex } from "./likes-index.ts";
import type { LikesRepository } from "./likes.repository.ts";

export interface LikesDeps {
  repository: LikesRepository;
  index: LikesIndex;
  transactor: Transactor;
  outbox: Outbox;
  media: MediaUrls;
}

/**
 * Liking, unliking and the liked products. Every change is written with an outbox event in one transaction,
 * so every process forgets the owner's cached likes; this process forgets at once, so its next answer is
 * right.
 */
export class LikesService {
  constructor(private readonly deps: LikesDeps) {}

  likedBy(owner: string) {
    return this.deps.index.likedBy(owner);
  }

  forget(owner: string) {
    this.deps.index.forget(owner);
  }

  private async change(owner: string, write: (tx: Tx) => Promise<void>) {
    await this.deps.transactor.run(async (tx) => {
      await write(tx);
      await this.deps.outbox.add(tx, "cache.invalidate", { scope: "likes", owner });
    });
    this.forget(owner);
  }

  async like(owner: string, productId: number): Promise<Result<null>> {
    if (!(await this.deps.repository.productExists(productId))) return fail("GENERIC.NOT_FOUND");
    await this.change(owner, (tx) => this.deps.repository.like(tx, owner, productId));
    return ok(null);
  }

  /** Removing a like that is not there is no error. */
  async unlike(owner: string, productId: number): Promise<void> {
    await this.change(owner, (tx) => this.deps.repository.unlike(tx, owner, productId));
  }

  async list(
    lang: Language,
    owner: string,
    { page, size }: PageRequest,
  ): Promise<{ results: ProductCard[]; total: number }> {
    const { rows, total } = await this.deps.repository.likedCards(lang, owner, page, size);
    return { results: rows.map((r) => ({ ...toCard(r, this.deps.media), is_liked: true })), total };
  }

  /** Part of the merge after login: the caller's transaction moves the guest's likes to the user. */
  async moveGuestLikes(tx: Tx, guest: string, user: string): Promise<void> {
    await this.deps.repository.moveOwner(tx, guest, user);
    await this.deps.outbox.add(tx, "cache.invalidate", { scope: "likes", owner: user });
    await this.deps.outbox.add(tx, "cache.invalidate", { scope: "likes", owner: guest });
  }
}
