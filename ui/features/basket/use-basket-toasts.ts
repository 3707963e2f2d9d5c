import { useLingui } from "@lingui/react/macro";
import { createWatch } from "effector";
import { useProvidedScope } from "effector-react";
import { useEffect } from "react";
import { basketChanged, basketRefused } from "../../../application/basket/basket.model";

import { showToast } from "../../kit/toast";
import { loadRefusalText } from "../../i18n/lazy-refusal-text";

/**
 * Says why the server refused a quantity (over stock: the catalog's text for its code, else the server's own
 * words); with `announce`, also confirms that this product went into the basket once the server has taken it.
 */
export function useBasketToasts(announce?: number) {
  const { t, i18n } = useLingui();
  const scope = useProvidedScope();
  useEffect(() => {
    if (!scope) return undefined;
    const watches = [
      createWatch({
        unit: basketChanged,
        scope,
        fn: ({ params }) => {
          if (params.productId === announce && params.amount > 0)
            showToast("success", t({ id: "product.addedToBasket", message: "Added to the basket" }));
        },
      }),
      createWatch({
        unit: basketRefused,
        scope,
        fn: (refusal) => {
          const fallback = () =>
            refusal.words ?? t({ id: "common.loadError", message: "Could not load. Please try again." });
          if (refusal.code === null) showToast("error", fallback());
          // A code is translated with the messages table, loaded only when a refusal carries one.
          else
            void loadRefusalText().then((m) =>
              showToast("error", m.knownCodeText(i18n, refusal) ?? fallback()),
            );
        },
      }),
    ];
    return () => watches.forEach((unwatch) => unwatch());
  }, [scope, announce, t, i18n]);
}
