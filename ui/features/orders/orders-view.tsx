import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import type { OrderList } from "../../../application/orders/order-lists";
import { $activeCount, $historyCount } from "../../../application/orders/orders-count.model";
import { $ordersPage, $ordersStatus, listOpened } from "../../../application/orders/orders.model";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { Pager } from "../catalogue/pager";
import { OrderCard } from "./order-card";

/** /my-orders and /my-orders/history: the tabs with their counts, the cards, the pages. */
export default function OrdersView({ list }: { list: OrderList }) {
  const { t } = useLingui();
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
  const tabs = [
    {
      list: "active" as const,
      to: pathTo("my-orders"),
      label: t({ id: "orders.tab.active", message: `Active (${active})` }),
    },
    {
      list: "history" as const,
      to: pathTo("my-orders-history"),
      label: t({ id: "orders.tab.history", message: `History (${history})` }),
    },
  ];
  return (
    <Stack gap="5">
      <HStack as="nav" gap="2" aria-label={t({ id: "orders.tabs", message: "Order lists" })}>
        {tabs.map((tab) => (
          <Button
            key={tab.list}
            asChild
            variant={tab.list === list ? "solid" : "outline"}
            colorPalette={tab.list === list ? "brand" : "gray"}
            minH="11"
          >
            <LocalLink to={tab.to} aria-current={tab.list === list ? "page" : undefined}>
              {tab.label}
            </LocalLink>
          </Button>
        ))}
      </HStack>
      {status === "error" ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">
            {t({ id: "common.loadError", message: "Could not load. Please try again." })}
          </Text>
          <Button variant="outline" onClick={() => open({ list, page })}>
            {t({ id: "common.retry", message: "Try again" })}
          </Button>
        </Stack>
      ) : status !== "ready" ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="36" borderRadius="l3" />
          ))}
        </Stack>
      ) : data.results.length === 0 ? (
        <Stack align="center" gap="4" py="10" textAlign="center">
          <Text color="fg.muted" data-testid="orders-empty">
            {list === "active"
              ? t({ id: "orders.empty.active", message: "You have no active orders" })
              : t({ id: "orders.empty.history", message: "Your order history is empty" })}
          </Text>
          <Button asChild colorPalette="brand">
            <LocalLink to={pathTo("products")}>
              {t({ id: "orders.toCatalogue", message: "Go to the catalogue" })}
            </LocalLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          {data.results.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <Pager
            page={page}
            totalPages={data.totalPages}
            hrefFor={(p) => `?page=${p}`}
            onPick={(p) => setParams({ page: String(p) })}
          />
        </Stack>
      )}
    </Stack>
  );
}
