import { describe, expect, it } from "vitest";
import { LikesIndex } from "../../../server/modules/likes/likes-index.ts";

/** A repository whose answers the test releases by hand, so a read can be held across a like. */
function heldRepository(likes: number[]) {
  const waiting: (() => void)[] = [];
  return {
    likes,
    waiting,
    likedIds: (_owner: string) => {
      const snapshot = [...likes];
      return new Promise<number[]>((resolve) => waiting.push(() => resolve(snapshot)));
    },
  };
}

describe("the likes index", () => {
  it("does not keep what a read loaded before a like it was told of", async () => {
    const repository = heldRepository([]);
    const index = new LikesIndex(repository);
    // The page's read takes the owner's likes as they were before the like committed...
    const before = index.likedBy("f:a");
    repository.likes.push(7);
    // ...the like commits and is forgotten, and only then does that read come back.
    index.forget("f:a");
    repository.waiting.shift()!();
    expect((await before).has(7)).toBe(false);
    // The next read must load again and see the like.
    const after = index.likedBy("f:a");
    repository.waiting.shift()!();
    expect((await after).has(7)).toBe(true);
  });

  it("shares one load between reads that overlap", async () => {
    const repository = heldRepository([3]);
    const index = new LikesIndex(repository);
    const both = [index.likedBy("f:b"), index.likedBy("f:b")];
    expect(repository.waiting).toHaveLength(1);
    repository.waiting.shift()!();
    expect((await Promise.all(both)).every((set) => set.has(3))).toBe(true);
    expect(await index.likedBy("f:b")).toEqual(new Set([3]));
  });
});
