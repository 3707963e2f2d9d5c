import { createEffect, createEvent, createStore, sample, type Event } from "effector";

// Scope-safe timers for models: each wait is an effect, so allSettled and fork() see it, and a scope's timers
// never fire into another scope. Stores here hold bookkeeping only and are never serialised.
const wait = <T>(ms: number) =>
  createEffect((value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms)));

/** Fires with the last value once `source` has been quiet for `ms`. */
export function debounced<T>(source: Event<T>, ms: number): Event<T> {
  const settled = createEvent<T>();
  const $latest = createStore(0, { serialize: "ignore" });
  const waitFx = wait<{ value: T; seq: number }>(ms);
  const started = sample({ clock: source, source: $latest, fn: (seq, value) => ({ value, seq: seq + 1 }) });
  sample({ clock: started, fn: ({ seq }) => seq, target: $latest });
  sample({ clock: started, target: waitFx });
  sample({
    clock: waitFx.doneData,
    source: $latest,
    filter: (latest, done) => done.seq === latest,
    fn: (_, done) => done.value,
    target: settled,
  });
  return settled;
}

/** Fires with each value of `source`, `ms` later. */
export function delayed<T>(source: Event<T>, ms: number): Event<T> {
  const waitFx = wait<T>(ms);
  sample({ clock: source, target: waitFx });
  return waitFx.doneData;
}

/** Ticks every `ms` after `start` (not at once); a second start does not start a second clock. */
export function ticking(start: Event<unknown>, ms: number): Event<void> {
  const tick = createEvent();
  const $running = createStore(false, { serialize: "ignore" });
  const waitFx = wait<void>(ms);
  sample({ clock: start, filter: $running.map((running) => !running), fn: () => undefined, target: waitFx });
  sample({ clock: start, fn: () => true, target: $running });
  sample({ clock: waitFx.done, fn: () => undefined, target: [tick, waitFx] });
  return tick;
}
