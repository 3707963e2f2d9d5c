import { lazy } from "react";
import { ensureArea } from "../../i18n/load-catalog";

// The orders pages' code and texts (the "orders" catalog area) come once a signed-in shopper opens one.
export const LazyOrdersView = lazy(() =>
  Promise.all([import("./orders-view"), ensureArea("orders")]).then(([m]) => m),
);
export const LazyOrderView = lazy(() =>
  Promise.all([import("./order-view"), ensureArea("orders")]).then(([m]) => m),
);
