// react-toastify loads with the first toast, not with the page: the toast region (LazyToastHost) mounts when
// a toast is first asked for, and react-toastify keeps the toast in its queue until that region is there.
const waiting = new Set<() => void>();
let asked = false;

/** Calls `listener` once the first toast is asked for (at once if one was); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

export function showToast(kind: "success" | "error", message: string): void {
  if (!asked) {
    asked = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}
