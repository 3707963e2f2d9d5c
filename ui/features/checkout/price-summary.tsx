import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { PriceSummary as Summary } from "../../../application/checkout/checkout.types";
import type { Som } from "../../../domain/money";
import { useMoneyText } from "../../kit/price";
import { ERROR_TEXT, SUCCESS_TEXT } from "./tones";

export interface PriceSummaryProps {
  /** The server's price for the shopper's choices; null before its first answer. */
  price: Summary | null;
  /** A new price is on its way: the old one stays, dimmed, so the column does not jump. */
  loading: boolean;
  /** Why the server will not price or place the order, already in words; said under the total. */
  refusal: ReactNode | null;
  /** The order is being placed: the button spins and cannot be pressed twice. */
  placing: boolean;
  onPlace: () => void;
  /** The button's text; "Place order" by default. */
  placeLabel?: string | undefined;
  /** The order cannot be placed yet (a step unfinished, no price). */
  disabled?: boolean | undefined;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <HStack
      justify="space-between"
      align="baseline"
      columnGap="3"
      rowGap="0.5"
      wrap="wrap"
      data-testid={testId}
    >
      <Text color="fg.muted" minW="0">
        {label}
      </Text>
      <Text
        as="span"
        ms="auto"
        fontWeight="medium"
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
        textAlign="end"
      >
        {children}
      </Text>
    </HStack>
  );
}

/**
 * The server's price for the shopper's choices (the client adds nothing up), the place-order button and the
 * refusal beside it. Sums never break inside; a row too narrow for label and sum puts the sum on its own
 * line.
 */
export function PriceSummary({
  price,
  loading,
  refusal,
  placing,
  onPlace,
  placeLabel,
  disabled,
}: PriceSummaryProps) {
  const { t } = useLingui();
  const titleId = useId();
  const money = useMoneyText();
  const minus = (som: Som) => `\u2212${money(som)}`;
  const percent = price?.vatPercent ?? 0;
  const vat = money(price?.vatPrice ?? 0);
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="3"
      p={{ base: "4", sm: "5" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-testid="price-summary"
      aria-busy={loading || undefined}
    >
      <Heading as="h2" id={titleId} size="md">
        {t({ id: "checkout.sum.title", message: "Your order" })}
      </Heading>
      {!price ? (
        <Stack gap="3" aria-hidden data-testid="price-loading">
          {[0, 1, 2, 3].map((i) => (
            <HStack key={i} justify="space-between">
              <Skeleton h="5" w="40%" _motionReduce={{ animation: "none" }} />
              <Skeleton h="5" w="30%" _motionReduce={{ animation: "none" }} />
            </HStack>
          ))}
          <Skeleton h="8" w="60%" ms="auto" _motionReduce={{ animation: "none" }} />
        </Stack>
      ) : (
        <Stack gap="2" opacity={loading ? 0.55 : 1} transition="opacity 0.2s">
          <Row label={t({ id: "checkout.sum.products", message: "Products" })}>
            {money(price.productsPrice)}
          </Row>
          {price.productDiscount > 0 && (
            <Row label={t({ id: "checkout.sum.discount", message: "Discount" })}>
              {minus(price.productDiscount)}
            </Row>
          )}
          {price.promoDiscount !== null && price.promoDiscount > 0 && (
            <Row label={t({ id: "checkout.sum.promo", message: "Promo code" })}>
              {minus(price.promoDiscount)}
            </Row>
          )}
          <Row label={t({ id: "checkout.sum.delivery", message: "Delivery" })} testId="sum-delivery">
            {price.deliveryPrice === 0 ? (
              <Text as="span" color={SUCCESS_TEXT} fontWeight="semibold">
                {t({ id: "checkout.sum.free", message: "Free" })}
              </Text>
            ) : (
              money(price.deliveryPrice)
            )}
          </Row>
          {price.cashbackUsed > 0 && (
            <Row label={t({ id: "checkout.sum.cashback", message: "Cashback" })}>
              {minus(price.cashbackUsed)}
            </Row>
          )}
          <Box borderTopWidth="1px" borderColor="border" pt="3" mt="1">
            <HStack justify="space-between" align="baseline" columnGap="3" rowGap="0.5" wrap="wrap">
              <Text fontWeight="bold" fontSize="lg">
                {t({ id: "checkout.sum.total", message: "Total" })}
              </Text>
              <Text
                as="span"
                ms="auto"
                fontWeight="bold"
                fontSize={{ base: "xl", sm: "2xl" }}
                lineHeight="short"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                data-testid="checkout-total"
              >
                {money(price.total)}
              </Text>
            </HStack>
            <Text fontSize="xs" color="fg.muted" textAlign="end" mt="1" data-testid="vat">
              {t({ id: "checkout.sum.vat", message: `Incl. VAT ${percent} %: ${vat}` })}
            </Text>
          </Box>
        </Stack>
      )}
      {refusal && (
        <Text color={ERROR_TEXT} role="alert" fontSize="sm" data-testid="checkout-refusal">
          {refusal}
        </Text>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        w="full"
        minH="12"
        loading={placing}
        disabled={disabled}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placeLabel ?? t({ id: "checkout.place", message: "Place order" })}
      </Button>
    </Stack>
  );
}
