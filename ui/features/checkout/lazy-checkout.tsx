import { lazy } from "react";
import { ensureArea } from "../../i18n/load-catalog";

// The checkout's code and texts (the "checkout" catalog area) come once a signed-in shopper opens it.
export const LazyCheckout = lazy(() =>
  Promise.all([import("./checkout-flow"), ensureArea("checkout"), ensureArea("account")]).then(([m]) => m),
);
