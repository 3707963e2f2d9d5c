import { describe, expect, it } from "vitest";
import type { Database, Queryable } from "../../server/db/database.port.ts";
import {
  DatabaseUnavailable,
  isDatabaseUnreachable,
  isReadStatement,
} from "../../server/db/connection-loss.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";

// What does not need a connection to lose, and so holds on PGlite too: which statements are run again, which
// errors mean the database is out of reach, and the transactor's rule for a transaction that lost its
// connection.
describe("connection loss, as the server decides about it", () => {
  it("runs again only statements that read", () => {
    for (const read of [
      "SELECT 1",
      '  select "products"."id" from "products" where "products"."updated_at" > $1',
      "/* hot */ WITH t AS (SELECT 1) SELECT * FROM t",
      "(SELECT 1) UNION (SELECT 2)",
    ])
      expect(isReadStatement(read), read).toBe(true);
    for (const write of [
      "INSERT INTO t VALUES (1)",
      "update t set a = 1",
      "WITH gone AS (DELETE FROM t RETURNING id) SELECT count(*) FROM gone",
      "SELECT * INTO copy FROM t",
      "SELECT id FROM t FOR UPDATE",
      "BEGIN",
      "CREATE TABLE t (a int); SELECT 1",
    ])
      expect(isReadStatement(write), write).toBe(false);
  });

  it("tells an unreachable or lost database from the rest", () => {
    const error = (message: string, code?: string) => Object.assign(new Error(message), { code });
    for (const down of [
      error("Connection terminated unexpectedly"),
      error("terminating connection due to administrator command", "57P01"),
      error("the database system is starting up", "57P03"),
      error("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      error("timeout exceeded when trying to connect"),
      error("Client has encountered a connection error and is not queryable"),
    ])
      expect(isDatabaseUnreachable(down), down.message).toBe(true);
    for (const other of [
      error("duplicate key value violates unique constraint", "23505"),
      error("deadlock detected", "40P01"),
      error("a bug"),
    ])
      expect(isDatabaseUnreachable(other), other.message).toBe(false);
  });

  /** A database whose first transactions fail with the given errors, then succeed. */
  function failingFirst(errors: unknown[]) {
    let calls = 0;
    const db = {
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        calls++;
        const error = errors.shift();
        if (error) throw error;
        return fn({ query: async () => [] } as unknown as Queryable);
      },
    } as unknown as Database;
    return { db, calls: () => calls };
  }
  const lost = new Error("Connection terminated unexpectedly");

  it("runs a transaction lost before COMMIT once more, never one lost during COMMIT", async () => {
    const before = failingFirst([new DatabaseUnavailable(lost, true)]);
    await expect(new DatabaseTransactor(before.db).run(async () => "done")).resolves.toBe("done");
    expect(before.calls()).toBe(2);

    const twice = failingFirst([new DatabaseUnavailable(lost, true), new DatabaseUnavailable(lost, true)]);
    await expect(new DatabaseTransactor(twice.db).run(async () => 1)).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    expect(twice.calls()).toBe(2);

    // No connection within the pool's timeout: another try would wait as long again.
    const timeout = new Error("timeout exceeded when trying to connect");
    const slow = failingFirst([new DatabaseUnavailable(timeout, true)]);
    await expect(new DatabaseTransactor(slow.db).run(async () => 1)).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    expect(slow.calls()).toBe(1);

    const commit = failingFirst([new DatabaseUnavailable(lost, false)]);
    await expect(new DatabaseTransactor(commit.db).run(async () => 1)).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    expect(commit.calls()).toBe(1);
  });
});
