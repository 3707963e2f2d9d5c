import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { $updateAvailable, UPDATE_CHECK_MS, updateWatchStarted } from "../../../application/app/update.model";

describe("the hourly check for a newer build", () => {
  it("offers a reload once the served build differs", async () => {
    vi.useFakeTimers();
    try {
      const scope = fork();
      let latest = "/assets/index-a.js";
      void allSettled(updateWatchStarted, {
        scope,
        params: { current: () => "/assets/index-a.js", latest: async () => latest },
      });
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
      expect(scope.getState($updateAvailable)).toBe(false);
      latest = "/assets/index-b.js";
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
      expect(scope.getState($updateAvailable)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
