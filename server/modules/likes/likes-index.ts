import type { LikesRepository } from "./likes.repository.ts";

/**
 * The product ids each owner liked, kept in memory because every card answer asks. A change forgets the owner
 * here at once and, through the outbox and the cache bus, in every other process. Bounded so a crawl of fresh
 * fingerprints cannot grow it without end.
 */
export class LikesIndex {
  private readonly owners = new Map<string, Set<number>>();
  /**
   * Loads under way, by owner. A change forgets the load too: a read that began before the change committed
   * may come back after it with the likes as they were, and must not be kept (nor shared with later reads).
   */
  private readonly loading = new Map<string, Promise<Set<number>>>();
  constructor(
    private readonly repository: Pick<LikesRepository, "likedIds">,
    private readonly limit = 20_000,
  ) {}

  async likedBy(owner: string): Promise<Set<number>> {
    const known = this.owners.get(owner);
    if (known) return known;
    const running = this.loading.get(owner);
    if (running) return running;
    const load = this.repository.likedIds(owner).then((ids) => new Set(ids));
    this.loading.set(owner, load);
    try {
      const set = await load;
      if (this.loading.get(owner) === load) {
        this.owners.set(owner, set);
        if (this.owners.size > this.limit) this.owners.delete(this.owners.keys().next().value as string);
      }
      return set;
    } finally {
      if (this.loading.get(owner) === load) this.loading.delete(owner);
    }
  }

  forget(owner: string) {
    this.owners.delete(owner);
    this.loading.delete(owner);
  }
}

/** Copies the answer with `is_liked` set on every product card in it (lists, details, nested results). */
export function markLiked<T>(value: T, liked: ReadonlySet<number>): T {
  if (Array.isArray(value)) return value.map((v) => markLiked(v, liked)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = typeof v === "object" ? markLiked(v, liked) : v;
  if ("is_liked" in out && typeof out.id === "number") out.is_liked = liked.has(out.id);
  return out as T;
}
