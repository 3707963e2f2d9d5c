import { allSettled, createEvent, createStore, fork, sample } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounced, delayed, ticking } from "../../../application/shared/timing";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder<T>() {
  const seen = createEvent<T>();
  const $seen = createStore<T[]>([]).on(seen, (list, value) => [...list, value]);
  return { seen, $seen };
}

describe("debounced", () => {
  it("fires once with the last value after the source is quiet", async () => {
    const typed = createEvent<string>();
    const { seen, $seen } = recorder<string>();
    sample({ clock: debounced(typed, 500), target: seen });
    const scope = fork();
    void allSettled(typed, { scope, params: "c" });
    await vi.advanceTimersByTimeAsync(300);
    void allSettled(typed, { scope, params: "ce" });
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($seen)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($seen)).toEqual(["ce"]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(scope.getState($seen)).toEqual(["ce"]);
  });

  it("keeps scopes apart", async () => {
    const typed = createEvent<string>();
    const { seen, $seen } = recorder<string>();
    sample({ clock: debounced(typed, 100), target: seen });
    const a = fork();
    const b = fork();
    void allSettled(typed, { scope: a, params: "a" });
    void allSettled(typed, { scope: b, params: "b" });
    await vi.advanceTimersByTimeAsync(100);
    expect(a.getState($seen)).toEqual(["a"]);
    expect(b.getState($seen)).toEqual(["b"]);
  });
});

describe("delayed", () => {
  it("passes every value on after the delay", async () => {
    const done = createEvent<number>();
    const { seen, $seen } = recorder<number>();
    sample({ clock: delayed(done, 200), target: seen });
    const scope = fork();
    void allSettled(done, { scope, params: 1 });
    void allSettled(done, { scope, params: 2 });
    await vi.advanceTimersByTimeAsync(199);
    expect(scope.getState($seen)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($seen)).toEqual([1, 2]);
  });
});

describe("ticking", () => {
  it("ticks every period after start, not at once, and one clock per scope", async () => {
    const start = createEvent();
    const tick = ticking(start, 1000);
    const $ticks = createStore(0).on(tick, (n) => n + 1);
    const scope = fork();
    void allSettled(start, { scope });
    void allSettled(start, { scope });
    expect(scope.getState($ticks)).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($ticks)).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(scope.getState($ticks)).toBe(3);
  });
});
