import { Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { OrderList } from "../../../application/orders/order-lists";
import { $activeCount, $historyCount } from "../../../application/orders/orders-count.model";
import { $ordersPage, $ordersStatus, listOpened } from "../../../application/orders/orders.model";
import { paymentReturnFound, paymentReturnOpened } from "../../../application/orders/payment-return.model";
import { useLocalize } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { Pager } from "../catalogue/pager";
import { OrdersList } from "./orders-list";
import { OrdersTabs } from "./orders-tabs";
import { RouterLink } from "./router-link";

/** /my-orders and /my-orders/history: the tabs with their counts, the cards, the pages. */
export default function OrdersView({ list }: { list: OrderList }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [data, status, open, active, history] = useUnit([
    $ordersPage,
    $ordersStatus,
    listOpened,
    $activeCount,
    $historyCount,
  ]);
  useEffect(() => {
    open({ list, page });
  }, [open, list, page]);
  usePaymentReturn(params.get("paying") === "1");
  // The counts come from the same server as the list: when the list cannot be read they may never have been
  // (the stores hold 0 until answered), so the tabs show no number rather than a made-up 0.
  const counted = status !== "error";
  return (
    <Stack gap="5">
      <OrdersTabs
        current={list}
        activeCount={counted ? active : null}
        historyCount={counted ? history : null}
        activeHref={pathTo("my-orders")}
        historyHref={pathTo("my-orders-history")}
        linkAs={RouterLink}
      />
      <OrdersList
        list={list}
        status={status}
        orders={data.results}
        orderHref={(id) => pathTo("order-id", { id })}
        catalogueHref={pathTo("products")}
        linkAs={RouterLink}
        onRetry={() => open({ list, page })}
        pager={
          <Pager
            page={page}
            totalPages={data.totalPages}
            hrefFor={(p) => `?page=${p}`}
            onPick={(p) => setParams({ page: String(p) })}
          />
        }
      />
    </Stack>
  );
}

/**
 * Back from a provider's page (the return address of every online order, decision 0009): on to the order that
 * was being paid, where its payment is checked; without a remembered order, the list stays.
 */
function usePaymentReturn(returned: boolean) {
  const [opened] = useUnit([paymentReturnOpened]);
  const navigate = useNavigate();
  const localize = useLocalize();
  useEffect(
    () =>
      paymentReturnFound.watch((id) => {
        if (id === null) navigate(localize(pathTo("my-orders")), { replace: true });
        else navigate(`${localize(pathTo("order-id", { id }))}?paying=1`, { replace: true });
      }),
    [navigate, localize],
  );
  useEffect(() => {
    if (returned) opened();
  }, [returned, opened]);
}
