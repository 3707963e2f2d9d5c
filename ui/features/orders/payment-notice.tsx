import { Box, Button, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentCheck } from "../../../application/orders/payment-return.model";
import { AlertIcon, CheckIcon } from "./order-icons";

export interface PaymentNoticeProps {
  /** What the server said since the shopper came back from the provider ("idle" when they did not). */
  check: PaymentCheck;
  /** The order still waits for its money (status 2). */
  awaiting: boolean;
  /** The provider's page to pay (again); without it the shopper can only check again. */
  paymentUrl: string | null;
  onRecheck: () => void;
  /** Called as the shopper leaves for the provider's page, so the way back finds this order. */
  onPay?: () => void;
}

const TONES = {
  checking: { border: "blue.muted", bg: "blue.subtle", badge: "blue.solid", fg: "blue.contrast" },
  paid: { border: "green.muted", bg: "green.subtle", badge: "green.solid", fg: "green.contrast" },
  unpaid: { border: "orange.muted", bg: "orange.subtle", badge: "orange.solid", fg: "orange.contrast" },
} as const;

/**
 * The payment's state above an online order: asking the server after the provider's page, the spec's success
 * message once it confirmed, or the money not arrived with a way to pay again. Nothing for other orders.
 */
export function PaymentNotice({ check, awaiting, paymentUrl, onRecheck, onPay }: PaymentNoticeProps) {
  const { t } = useLingui();
  const state = check === "idle" ? (awaiting && paymentUrl ? "unpaid" : null) : check;
  if (state === null || (state === "unpaid" && !awaiting)) return null;
  const tone = TONES[state];
  const returned = check !== "idle";
  const title =
    state === "checking"
      ? t({ id: "orders.payment.checking", message: "Checking the payment" })
      : state === "paid"
        ? t({ id: "orders.payment.paid", message: "Payment completed successfully" })
        : returned
          ? t({ id: "orders.payment.notArrived", message: "The payment has not arrived yet" })
          : t({ id: "orders.payment.awaiting", message: "The order awaits payment" });
  const text =
    state === "checking"
      ? t({
          id: "orders.payment.checkingText",
          message: "We are waiting for the payment service to confirm it. This usually takes a few seconds.",
        })
      : state === "paid"
        ? t({
            id: "orders.payment.paidText",
            message: "The shop has received the money and is preparing your order.",
          })
        : returned
          ? t({
              id: "orders.payment.notArrivedText",
              message:
                "If the money was taken from your card, the order updates by itself within a few minutes. If not, pay again.",
            })
          : t({
              id: "orders.payment.awaitingText",
              message: "Pay for it online, or it is cancelled when the time to pay runs out.",
            });
  return (
    <Flex
      role="status"
      gap="4"
      p={{ base: "4", md: "5" }}
      borderRadius="l3"
      borderWidth="1px"
      borderColor={tone.border}
      bg={tone.bg}
      data-testid="payment-notice"
      data-state={state}
    >
      <Box
        boxSize="10"
        flexShrink={0}
        borderRadius="full"
        bg={tone.badge}
        color={tone.fg}
        display="grid"
        placeItems="center"
        aria-hidden
      >
        {state === "checking" ? (
          <Spinner size="sm" />
        ) : state === "paid" ? (
          <CheckIcon boxSize="6" />
        ) : (
          <AlertIcon boxSize="6" />
        )}
      </Box>
      <Stack gap="2" minW="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text>{text}</Text>
        {state === "unpaid" && (
          <Flex gap="3" direction={{ base: "column", sm: "row" }} wrap="wrap" pt="1">
            {paymentUrl && (
              <Button asChild colorPalette="brand" minH="11">
                <a href={paymentUrl} onClick={onPay}>
                  {returned
                    ? t({ id: "orders.payment.payAgain", message: "Pay again" })
                    : t({ id: "orders.payment.pay", message: "Pay" })}
                </a>
              </Button>
            )}
            {returned && (
              <Button variant="outline" colorPalette="gray" bg="bg" minH="11" onClick={onRecheck}>
                {t({ id: "orders.payment.recheck", message: "Check again" })}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
    </Flex>
  );
}
