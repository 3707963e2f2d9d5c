import { attach, createEvent, createStore, sample } from "effector";
import { UPDATE_CHECK_INTERVAL_MS } from "../../domain/shop-constants";
import type { BuildProbe } from "./update.port";
import { ticking } from "../shared/timing";

export const UPDATE_CHECK_MS = UPDATE_CHECK_INTERVAL_MS;

/** The page started watching for a newer build (browser only). */
export const updateWatchStarted = createEvent<BuildProbe>();
export const updateDismissed = createEvent();

const $probe = createStore<BuildProbe | null>(null, { serialize: "ignore" });
export const $updateAvailable = createStore(false, { serialize: "ignore" });

export const checkBuildFx = attach({
  source: $probe,
  effect: async (probe) => {
    if (!probe) return false;
    const current = probe.current();
    const latest = await probe.latest();
    return current !== null && latest !== null && latest !== current;
  },
});

const tick = ticking(updateWatchStarted, UPDATE_CHECK_MS);

sample({ clock: updateWatchStarted, target: $probe });
sample({ clock: tick, target: checkBuildFx });
sample({ clock: checkBuildFx.doneData, filter: Boolean, target: $updateAvailable });
sample({ clock: updateDismissed, fn: () => false, target: $updateAvailable });
