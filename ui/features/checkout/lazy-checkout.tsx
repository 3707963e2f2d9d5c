import { lazy } from "react";
import { ensureAreaAlone } from "../../i18n/load-catalog";

// The checkout's code and texts (the "checkout" catalog area) come once a signed-in shopper opens it. Its
// first step says no validation message: those come with the later steps and the first refusal.
export const LazyCheckout = lazy(() =>
  Promise.all([import("./checkout-flow"), ensureAreaAlone("checkout"), ensureAreaAlone("account")]).then(
    ([m]) => m,
  ),
);
