import { Box, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { OrderDetail } from "../../../application/orders/orders.types";
import { isOnlinePayment, OrderStatus, PaymentType } from "../../../domain/order";
import { useMoneyText } from "../../kit/price";
import { useOrderFormat } from "./order-format";
import { WalletIcon } from "./order-icons";
import { OrderSection, type SectionHeading } from "./order-section";

function Row({
  label,
  children,
  testId,
  ruled = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** A line above the row, between the groups of the breakdown. */
  ruled?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      columnGap="3"
      wrap="wrap"
      data-testid={testId}
      {...(ruled && { borderTopWidth: "1px", borderColor: "border.muted", pt: "3", mt: "1" })}
    >
      <Text as="dt" color="fg.muted" minW="0">
        {label}
      </Text>
      <Text as="dd" m="0" ms="auto" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Flex>
  );
}

/** The payment way and the money: what the products cost, each thing taken off, delivery, VAT, the total. */
export function OrderMoney({ order, headingAs }: { order: OrderDetail; headingAs?: SectionHeading }) {
  const { t } = useLingui();
  const money = useMoneyText();
  const format = useOrderFormat();
  const minus = (som: number) => `\u2212\u00A0${money(som)}`;
  const type = order.paymentType ?? PaymentType.CASH;
  const way = {
    [PaymentType.CASH]: t({ id: "orders.money.cash", message: "Cash on receipt" }),
    [PaymentType.SAVED_CARD]: t({ id: "orders.money.card", message: "Bank card" }),
    [PaymentType.UZUM]: "Uzum Bank",
    [PaymentType.PAYME]: "Payme",
    [PaymentType.CLICK]: "Click",
    [PaymentType.PAYNET]: "Paynet",
  }[type];
  const count = order.productCount;
  const percent = format.number(order.vatPercent);
  const cancelled = order.status === OrderStatus.CANCELLED;
  const delivered = order.status === OrderStatus.DELIVERED;
  // Online money is taken once the shop approves; cash changes hands at the door.
  const paid = delivered || (isOnlinePayment(type) && order.status >= OrderStatus.APPROVED);
  const totalLabel = cancelled
    ? t({ id: "orders.money.total", message: "Order total" })
    : paid
      ? t({ id: "orders.money.totalPaid", message: "Total paid" })
      : t({ id: "orders.money.totalToPay", message: "Total to pay" });
  return (
    <OrderSection
      title={t({ id: "orders.money.title", message: "Payment" })}
      icon={<WalletIcon boxSize="5" color="fg.muted" aria-hidden />}
      headingAs={headingAs}
      data-testid="order-money"
    >
      <Stack as="dl" gap="2" m="0">
        <Row label={t({ id: "orders.money.way", message: "Payment way" })} testId="order-payment-way">
          <Text as="span" fontWeight="medium" color="fg">
            {way}
          </Text>
        </Row>
        <Row label={t({ id: "orders.money.products", message: `Products (${count})` })} ruled>
          {money(order.totalPrice)}
        </Row>
        {order.discount > 0 && (
          <Row label={t({ id: "orders.money.discount", message: "Discount" })}>{minus(order.discount)}</Row>
        )}
        {order.promoDiscount !== null && order.promoDiscount > 0 && (
          <Row label={t({ id: "orders.money.promo", message: "Promo code" })}>
            {minus(order.promoDiscount)}
          </Row>
        )}
        <Row label={t({ id: "orders.money.delivery", message: "Delivery" })} testId="order-delivery-price">
          {order.deliveryPrice > 0 ? (
            money(order.deliveryPrice)
          ) : (
            <Text as="span" color="green.fg" fontWeight="medium">
              {t({ id: "orders.money.free", message: "Free" })}
            </Text>
          )}
        </Row>
        {order.cashbackUsed > 0 && (
          <Row label={t({ id: "orders.money.cashbackUsed", message: "Paid with cashback" })}>
            {minus(order.cashbackUsed)}
          </Row>
        )}
        <Flex
          justify="space-between"
          align="baseline"
          columnGap="3"
          wrap="wrap"
          borderTopWidth="1px"
          borderColor="border.muted"
          pt="3"
          mt="1"
          data-testid="order-total"
        >
          <Text as="dt" fontWeight="semibold" fontSize="lg">
            {totalLabel}
          </Text>
          <Text
            as="dd"
            m="0"
            ms="auto"
            fontWeight="bold"
            fontSize={{ base: "lg", md: "xl" }}
            whiteSpace="nowrap"
            fontVariantNumeric="tabular-nums"
          >
            {money(order.price)}
          </Text>
        </Flex>
        <Row label={t({ id: "orders.money.vat", message: `VAT ${percent} % included` })} testId="order-vat">
          <Text as="span" fontSize="sm" color="fg.muted">
            {money(order.vatPrice)}
          </Text>
        </Row>
      </Stack>
      {order.cashbackEarned > 0 && !cancelled && (
        <HStack
          gap="2"
          px="3"
          py="2"
          borderRadius="l2"
          bg="green.subtle"
          justify="space-between"
          wrap="wrap"
          data-testid="order-cashback-earned"
        >
          <Text color="green.fg" fontWeight="medium" minW="0">
            {delivered
              ? t({ id: "orders.money.cashbackEarned", message: "Cashback earned" })
              : t({ id: "orders.money.cashbackToEarn", message: "Cashback on delivery" })}
          </Text>
          <Box as="span" ms="auto" color="green.fg" fontWeight="bold" whiteSpace="nowrap">
            +{"\u00A0"}
            {money(order.cashbackEarned)}
          </Box>
        </HStack>
      )}
    </OrderSection>
  );
}
