// react-toastify loads with the first toast, not with the page (the toast region mounts after hydration).
export function showToast(kind: "success" | "error", message: string): void {
  void import("react-toastify").then(({ toast }) => toast[kind](message));
}
