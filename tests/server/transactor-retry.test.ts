import { describe, expect, it } from "vitest";
import type { Database, Queryable } from "../../server/db/database.port.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";

/** A database whose first transactions fail with the given PostgreSQL error codes, then succeed. */
function failingFirst(codes: string[]) {
  let calls = 0;
  const db = {
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      calls++;
      const code = codes.shift();
      if (code) throw Object.assign(new Error(code), { code });
      return fn({ query: async () => [] } as unknown as Queryable);
    },
  } as unknown as Database;
  return { db, calls: () => calls };
}

describe("the transactor", () => {
  it("runs a deadlock's victim or a serialisation failure again", async () => {
    const { db, calls } = failingFirst(["40P01", "40001"]);
    await expect(new DatabaseTransactor(db).run(async () => "done")).resolves.toBe("done");
    expect(calls()).toBe(3);
  });

  it("gives up after three attempts, and never repeats other errors", async () => {
    const stuck = failingFirst(["40P01", "40P01", "40P01", "40P01"]);
    await expect(new DatabaseTransactor(stuck.db).run(async () => 1)).rejects.toMatchObject({
      code: "40P01",
    });
    expect(stuck.calls()).toBe(3);
    const unique = failingFirst(["23505"]);
    await expect(new DatabaseTransactor(unique.db).run(async () => 1)).rejects.toMatchObject({
      code: "23505",
    });
    expect(unique.calls()).toBe(1);
  });
});
