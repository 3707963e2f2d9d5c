import { Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $order, $orderStatus, orderOpened, orderRefreshed } from "../../../application/orders/orders.model";
import { pathTo } from "../../routing/route-names";
import { OrderDetail } from "./order-detail";
import { OrderSuccess } from "./order-success";
import { RouterLink } from "./router-link";

/** /order/{id}: the success banner right after placing it, then the order itself. */
export default function OrderView({ id, placed }: { id: number; placed: boolean }) {
  const [order, status, open, refresh] = useUnit([$order, $orderStatus, orderOpened, orderRefreshed]);
  useEffect(() => {
    open(id);
  }, [open, id]);
  // The store may still hold the order opened before this one.
  const shown = order?.id === id ? order : null;
  return (
    <Stack gap="6">
      {placed && shown && (
        <OrderSuccess
          orderId={id}
          paymentType={shown.paymentType}
          ordersHref={pathTo("my-orders")}
          catalogueHref={pathTo("products")}
          linkAs={RouterLink}
        />
      )}
      <OrderDetail
        status={status}
        order={shown}
        onRetry={() => refresh()}
        productHref={(slug) => pathTo("products-slug", { slug })}
        ordersHref={pathTo("my-orders")}
        linkAs={RouterLink}
        // The page's own heading already names the order: the detail's title steps down a level.
        headingAs="h2"
      />
    </Stack>
  );
}
