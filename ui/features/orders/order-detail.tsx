import { Box, Grid, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { OrderDetail as Order } from "../../../application/orders/orders.types";
import { DeliveryType, PaymentType } from "../../../domain/order";
import { Price, useMoneyText } from "../../kit/price";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { orderDate } from "./order-date";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTracking } from "./order-tracking";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel" minW="0">
      <Text fontWeight="bold">{title}</Text>
      {children}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      {children}
    </HStack>
  );
}

/** One order as its page shows it: tracking, status log, courier, receiver, delivery, lines and money. */
export function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const delivery = {
    [DeliveryType.BTS_BRANCH]: t({ id: "orders.delivery.bts", message: "Pick-up at a BTS branch" }),
    [DeliveryType.COURIER]: t({ id: "orders.delivery.courier", message: "Delivery by courier" }),
    [DeliveryType.PICKUP]: t({ id: "orders.delivery.pickup", message: "Pick-up from the shop" }),
  }[order.deliveryType];
  const payment =
    order.paymentType === null || order.paymentType === PaymentType.CASH
      ? t({ id: "orders.pay.cash", message: "Cash" })
      : order.paymentType === PaymentType.SAVED_CARD
        ? t({ id: "orders.pay.card", message: "Bank card" })
        : { 3: "Uzum Bank", 4: "Payme", 5: "Click", 7: "Paynet" }[order.paymentType];
  const place = [order.region, order.district].filter(Boolean).join(", ");
  return (
    <Stack gap="5" data-testid="order-detail">
      <HStack gap="3" wrap="wrap">
        <OrderStatusBadge status={order.status} />
        <Text color="fg.muted">{orderDate(i18n, order.createdAt, true)}</Text>
      </HStack>
      <OrderTracking status={order.status} log={order.statusLog} />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
        <Section title={t({ id: "orders.receiver", message: "Receiver" })}>
          <Text>{order.receiverName}</Text>
          <Text color="fg.muted">+998 {order.receiverPhone}</Text>
        </Section>
        <Section title={delivery}>
          {order.address && <Text>{order.address}</Text>}
          {place && <Text color="fg.muted">{place}</Text>}
          <Text color="fg.muted">{t({ id: "orders.paymentWay", message: `Payment: ${payment}` })}</Text>
        </Section>
        {order.courier && (
          <Section title={t({ id: "orders.courier", message: "Courier" })}>
            <Text>{order.courier.fullName}</Text>
            {order.courier.phone && (
              <Link href={`tel:${order.courier.phone}`} color="brand.fg">
                {order.courier.phone}
              </Link>
            )}
            {order.courier.carNumber && <Text color="fg.muted">{order.courier.carNumber}</Text>}
          </Section>
        )}
      </Grid>
      <Section title={t({ id: "orders.products", message: "Products" })}>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {order.lines.map((line, i) => (
            <HStack as="li" key={i} gap="3" align="flex-start">
              {line.product?.image ? (
                <Image
                  src={line.product.image}
                  alt=""
                  boxSize="14"
                  objectFit="contain"
                  bg="bg.muted"
                  borderRadius="l2"
                />
              ) : (
                <Box boxSize="14" bg="bg.muted" borderRadius="l2" flexShrink={0} />
              )}
              <Stack gap="0" flex="1" minW="0">
                {line.product ? (
                  <Link asChild color="fg" fontWeight="medium">
                    <LocalLink to={pathTo("products-slug", { slug: line.product.slug })}>
                      {line.title}
                    </LocalLink>
                  </Link>
                ) : (
                  <Text fontWeight="medium">{line.title}</Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {line.amount} × {money(line.unitPrice)}
                </Text>
              </Stack>
              <Price value={line.unitPrice * line.amount} size="sm" />
            </HStack>
          ))}
        </Stack>
      </Section>
      <Section title={t({ id: "orders.money", message: "Payment" })}>
        <Row label={t({ id: "orders.sum.products", message: "Products" })}>
          <Price value={order.totalPrice} size="sm" />
        </Row>
        {order.discount > 0 && (
          <Row label={t({ id: "orders.sum.discount", message: "Discount" })}>
            <Price value={-order.discount} size="sm" />
          </Row>
        )}
        {order.promoDiscount !== null && order.promoDiscount > 0 && (
          <Row label={t({ id: "orders.sum.promo", message: "Promo code" })}>
            <Price value={-order.promoDiscount} size="sm" />
          </Row>
        )}
        <Row label={t({ id: "orders.sum.delivery", message: "Delivery" })}>
          {order.deliveryPrice === 0 ? (
            <Text fontWeight="semibold">{t({ id: "orders.sum.free", message: "Free" })}</Text>
          ) : (
            <Price value={order.deliveryPrice} size="sm" />
          )}
        </Row>
        {order.cashbackUsed > 0 && (
          <Row label={t({ id: "orders.sum.cashback", message: "Cashback used" })}>
            <Price value={-order.cashbackUsed} size="sm" />
          </Row>
        )}
        <Row label={t({ id: "orders.sum.total", message: "Total" })}>
          <Price value={order.price} size="md" data-testid="order-total" />
        </Row>
        <Text fontSize="xs" color="fg.muted">
          {t({ id: "orders.sum.vat", message: `Incl. VAT ${order.vatPercent} %: ${money(order.vatPrice)}` })}
        </Text>
        {order.cashbackEarned > 0 && (
          <Text fontSize="sm" color="fg.success">
            {t({ id: "orders.sum.earn", message: `Cashback on delivery: ${money(order.cashbackEarned)}` })}
          </Text>
        )}
      </Section>
      {order.statusLog.length > 0 && (
        <Section title={t({ id: "orders.log", message: "Status history" })}>
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid="status-log">
            {[...order.statusLog].reverse().map((entry, i) => (
              <Stack as="li" key={i} gap="0">
                <Text fontWeight="medium">{entry.statusName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {orderDate(i18n, entry.date, true)}
                  {entry.description ? ` · ${entry.description}` : ""}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
