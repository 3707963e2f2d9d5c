import { describe, expect, it } from "vitest";
import { OneAtATime } from "../../../server/platform/one-at-a-time.ts";

/** A promise and the function that settles it, to hold a piece of work open until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("one at a time per key", () => {
  it("runs one key's work in arrival order, never two at once, while another key runs freely", async () => {
    const turns = new OneAtATime<number>();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const first = gate();
    const work = (name: string, wait?: Promise<void>) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`${name} in`);
      await wait;
      log.push(`${name} out`);
      running--;
      return name;
    };
    const a1 = turns.run(1, work("a1", first.opened));
    const a2 = turns.run(1, work("a2"));
    const b1 = turns.run(2, work("b1"));
    expect(await b1).toBe("b1");
    expect(log).toEqual(["a1 in", "b1 in", "b1 out"]);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual(["a1", "a2"]);
    expect(log.slice(3)).toEqual(["a1 out", "a2 in", "a2 out"]);
    expect(most).toBe(2);
  });

  it("goes on after a failure, hands the failure to its own caller only, and forgets idle keys", async () => {
    const turns = new OneAtATime<string>();
    const failed = turns.run("k", async () => {
      throw new Error("refused");
    });
    const next = turns.run("k", async () => "next");
    await expect(failed).rejects.toThrow("refused");
    expect(await next).toBe("next");
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.size).toBe(0);
  });
});
