import { describe, expect, it, vi } from "vitest";
import { lazyPort } from "../../../ui/composition/lazy-port";

interface Greeter {
  greet(name: string, times: number): Promise<string>;
  count(): Promise<number>;
}

describe("lazyPort", () => {
  it("loads nothing until the first call, then loads once and forwards every call", async () => {
    const real: Greeter = { greet: async (name, times) => `hi ${name} x${times}`, count: async () => 7 };
    const load = vi.fn(async () => real);
    const port = lazyPort<Greeter>(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([port.greet("Ali", 2), port.count()]);
    expect(a).toBe("hi Ali x2");
    expect(b).toBe(7);
    await port.count();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is not a thenable, so awaiting the port itself does not call the loader", async () => {
    const load = vi.fn(async () => ({ count: async () => 1 }));
    const port = lazyPort<{ count(): Promise<number> }>(load);
    await expect(Promise.resolve(port)).resolves.toBe(port);
    expect(load).not.toHaveBeenCalled();
  });

  it("passes the adapter's failure to the caller", async () => {
    const port = lazyPort<{ count(): Promise<number> }>(async () => ({
      count: async () => {
        throw new Error("offline");
      },
    }));
    await expect(port.count()).rejects.toThrow("offline");
  });

  it("tries the load again after it failed", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue({ count: async () => 3 });
    const port = lazyPort<{ count(): Promise<number> }>(load);
    await expect(port.count()).rejects.toThrow("chunk failed");
    await expect(port.count()).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
