import { Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { PriceSummary as Summary } from "../../../application/checkout/checkout.types";
import { Price, useMoneyText } from "../../kit/price";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
      <Text color="fg.muted">{label}</Text>
      {children}
    </HStack>
  );
}

/**
 * The server's price for the shopper's choices (the client adds nothing up); the place-order button and the
 * refusal beside it.
 */
export function PriceSummary({
  price,
  loading,
  refusal,
  placing,
  onPlace,
  placeLabel,
}: {
  price: Summary | null;
  loading: boolean;
  /** Why the server will not price or place this (already in words). */
  refusal: string | null;
  placing: boolean;
  onPlace: () => void;
  placeLabel: string;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  const percent = price?.vatPercent ?? 0;
  const vat = money(price?.vatPrice ?? 0);
  return (
    <Stack
      gap="3"
      p="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-testid="price-summary"
      aria-busy={loading}
    >
      {!price ? (
        <Stack gap="3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="5" />
          ))}
        </Stack>
      ) : (
        <>
          <Row label={t({ id: "checkout.sum.products", message: "Products" })}>
            <Price value={price.productsPrice} size="sm" />
          </Row>
          {price.productDiscount > 0 && (
            <Row label={t({ id: "checkout.sum.discount", message: "Discount" })}>
              <Price value={-price.productDiscount} size="sm" />
            </Row>
          )}
          {price.promoDiscount !== null && price.promoDiscount > 0 && (
            <Row label={t({ id: "checkout.sum.promo", message: "Promo code" })}>
              <Price value={-price.promoDiscount} size="sm" />
            </Row>
          )}
          <Row label={t({ id: "checkout.sum.delivery", message: "Delivery" })}>
            {price.deliveryPrice === 0 ? (
              <Text fontWeight="semibold">{t({ id: "checkout.sum.free", message: "Free" })}</Text>
            ) : (
              <Price value={price.deliveryPrice} size="sm" />
            )}
          </Row>
          {price.cashbackUsed > 0 && (
            <Row label={t({ id: "checkout.sum.cashback", message: "Cashback" })}>
              <Price value={-price.cashbackUsed} size="sm" />
            </Row>
          )}
          <HStack justify="space-between" align="baseline" gap="3" wrap="wrap" pt="2" borderTopWidth="1px">
            <Text fontWeight="bold" fontSize="lg">
              {t({ id: "checkout.sum.total", message: "Total" })}
            </Text>
            <Price value={price.total} size="md" data-testid="checkout-total" />
          </HStack>
          <Text fontSize="xs" color="fg.muted" data-testid="vat">
            {t({ id: "checkout.sum.vat", message: `Incl. VAT ${percent} %: ${vat}` })}
          </Text>
        </>
      )}
      {refusal && (
        <Text color="fg.error" role="alert" data-testid="checkout-refusal">
          {refusal}
        </Text>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        w="full"
        loading={placing}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placeLabel}
      </Button>
    </Stack>
  );
}
