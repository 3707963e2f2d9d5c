/** A port whose every method answers with a promise. */
type AsyncPort<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/** A load that, when it fails (a chunk lost to a dropped connection), is tried again by the next call. */
export function retried<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Stands in for a port until its adapter is loaded: each call waits for `load` (called once, on first use)
 * and forwards to the real adapter. The browser hydrates from the server's state and needs no adapter before
 * the shopper acts, so the container and the HTTP adapters stay out of the first load (docs/decisions/0003).
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  const port = retried(load);
  return new Proxy({} as T, {
    get(_, method) {
      if (typeof method !== "string" || method === "then") return undefined;
      return (...args: unknown[]) =>
        port().then((real) => (real[method as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args));
    },
  });
}

/** Runs `task` when the browser is idle (or soon, where it has no idle callback). */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1);
}

/**
 * What shows the shopper is about to act: a move of the mouse, a touch, a key. Not a focus: a dialog that
 * opens by itself (a guest's checkout asks them to sign in) focuses its first field, and that is the page's
 * doing, not the shopper's; a person who moves focus has pressed a key or touched the screen first.
 */
const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;

/** Runs `task` once, at the first sign that the shopper is about to act on the page. */
export function onFirstIntent(task: () => void): void {
  const run = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, true);
    task();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
}
