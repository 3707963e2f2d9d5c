import { useLingui } from "@lingui/react/macro";
import { createWatch } from "effector";
import { useProvidedScope } from "effector-react";
import { useEffect } from "react";
import { basketChanged, basketRefused } from "../../../application/basket/basket.model";

import { showToast } from "../../kit/toast";

/**
 * Says why the server refused a quantity (over stock, in its own words); with `announce`, also confirms that this
 * product went into the basket once the server has taken it.
 */
export function useBasketToasts(announce?: number) {
  const { t } = useLingui();
  const scope = useProvidedScope();
  useEffect(() => {
    if (!scope) return undefined;
    const watches = [
      createWatch({
        unit: basketChanged,
        scope,
        fn: ({ params }) => {
          if (params.productId === announce && params.amount > 0) showToast("success", t({ id: "product.addedToBasket", message: "Added to the basket" }));
        },
      }),
      createWatch({
        unit: basketRefused,
        scope,
        fn: (message) => showToast("error", message ?? t({ id: "common.loadError", message: "Could not load. Please try again." })),
      }),
    ];
    return () => watches.forEach((unwatch) => unwatch());
  }, [scope, announce, t]);
}
