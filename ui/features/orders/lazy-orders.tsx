import { lazy } from "react";
import { ensureArea } from "../../i18n/load-catalog";

// The orders pages' code and texts (the checkout's catalog area) come once a signed-in shopper opens one.
export const LazyOrdersView = lazy(() =>
  Promise.all([import("./orders-view"), ensureArea("checkout")]).then(([m]) => m),
);
export const LazyOrderView = lazy(() =>
  Promise.all([import("./order-view"), ensureArea("checkout")]).then(([m]) => m),
);
