import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { isOnlinePayment, PaymentType } from "../../../domain/order";
import { CheckIcon } from "./order-icons";
import { PlainAnchor, type LinkComponent } from "./order-link";

export interface OrderSuccessProps {
  orderId: number;
  /** Decides what the shopper is told comes next; null reads as cash, the backend's default. */
  paymentType: PaymentType | null;
  ordersHref: string;
  catalogueHref: string;
  linkAs?: LinkComponent;
}

/** The banner over a just-placed order: the number to quote, what happens next, and where to go from here. */
export function OrderSuccess({
  orderId,
  paymentType,
  ordersHref,
  catalogueHref,
  linkAs: LinkAs = PlainAnchor,
}: OrderSuccessProps) {
  const { t } = useLingui();
  const id = orderId;
  const online = isOnlinePayment(paymentType ?? PaymentType.CASH);
  return (
    <Flex
      // Announced once when it appears: the shopper has just pressed "Place order" and waits for the answer.
      role="status"
      direction={{ base: "column", sm: "row" }}
      gap="4"
      p={{ base: "4", md: "6" }}
      borderRadius="l3"
      borderWidth="1px"
      borderColor="green.muted"
      bg="green.subtle"
      data-testid="order-success"
    >
      <Box
        boxSize="12"
        flexShrink={0}
        borderRadius="full"
        bg="green.solid"
        color="green.contrast"
        display="grid"
        placeItems="center"
        aria-hidden
      >
        <CheckIcon boxSize="7" />
      </Box>
      <Stack gap="3" minW="0">
        <Heading as="h2" size={{ base: "lg", md: "xl" }}>
          {t({ id: "orders.success.title", message: `Thank you! Your order № ${id} is placed` })}
        </Heading>
        <Text>
          {online
            ? t({
                id: "orders.success.nextOnline",
                message: "Once the payment is confirmed, the shop starts preparing your order.",
              })
            : t({
                id: "orders.success.nextCash",
                message: "The shop will call you soon to confirm the order. You pay on receipt.",
              })}
        </Text>
        <Flex gap="3" direction={{ base: "column", sm: "row" }} wrap="wrap">
          <Button asChild colorPalette="brand" minH="11">
            <LinkAs href={ordersHref}>{t({ id: "orders.nav.myOrders", message: "My orders" })}</LinkAs>
          </Button>
          <Button asChild variant="outline" colorPalette="gray" bg="bg" minH="11">
            <LinkAs href={catalogueHref}>
              {t({ id: "orders.success.continue", message: "Continue shopping" })}
            </LinkAs>
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
