import { Stack } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $order, $orderStatus, orderOpened, orderRefreshed } from "../../../application/orders/orders.model";
import {
  $paymentCheck,
  paymentRechecked,
  paymentUnwatched,
  paymentWatched,
  payAgainStarted,
} from "../../../application/orders/payment-return.model";
import { OrderStatus } from "../../../domain/order";
import { pathTo } from "../../routing/route-names";
import { OrderDetail } from "./order-detail";
import { OrderSuccess } from "./order-success";
import { PaymentNotice } from "./payment-notice";
import { RouterLink } from "./router-link";

/**
 * /order/{id}: the success banner right after placing it (?placed=1), the payment's state after the
 * provider's page (?paying=1) or while it waits for its money, then the order itself.
 */
export default function OrderView({ id, placed, paying }: { id: number; placed: boolean; paying: boolean }) {
  const [order, status, open, refresh] = useUnit([$order, $orderStatus, orderOpened, orderRefreshed]);
  const [check, watch, unwatch, recheck, payAgain] = useUnit([
    $paymentCheck,
    paymentWatched,
    paymentUnwatched,
    paymentRechecked,
    payAgainStarted,
  ]);
  useEffect(() => {
    open(id);
  }, [open, id]);
  useEffect(() => {
    if (!paying) return;
    watch(id);
    return () => unwatch();
  }, [paying, id, watch, unwatch]);
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
      {shown && (
        <PaymentNotice
          check={paying ? check : "idle"}
          awaiting={shown.status === OrderStatus.AWAITING_PAYMENT}
          paymentUrl={shown.paymentUrl}
          onRecheck={() => recheck()}
          onPay={() => payAgain(id)}
        />
      )}
      <OrderDetail
        status={status}
        order={shown}
        onRetry={() => refresh()}
        productHref={(slug) => pathTo("products-slug", { slug })}
        ordersHref={pathTo("my-orders")}
        linkAs={RouterLink}
        // The page's own h1 already names the order: the detail shows its status and date under it.
        titled={false}
      />
    </Stack>
  );
}
