import { Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import type { OrderList } from "../../../application/orders/order-lists";
import { $activeCount, $historyCount } from "../../../application/orders/orders-count.model";
import { $ordersPage, $ordersStatus, listOpened } from "../../../application/orders/orders.model";
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
  return (
    <Stack gap="5">
      <OrdersTabs
        current={list}
        activeCount={active}
        historyCount={history}
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
