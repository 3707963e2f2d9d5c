import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { basketTotal, type BasketLine } from "../../../application/basket/basket.types";
import { Price } from "../../kit/price";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

/**
 * What the basket comes to, as the server priced it (VAT included). Delivery, cashback and promo codes are
 * worked out at checkout, which needs a signed-in shopper.
 */
export function BasketSummary({ lines }: { lines: readonly BasketLine[] }) {
  const { t } = useLingui();
  const pieces = lines.reduce((n, line) => n + line.amount, 0);
  const saved = lines.reduce(
    (sum, line) => sum + (line.oldPrice ? (line.oldPrice - line.unitPrice) * line.amount : 0),
    0,
  );
  return (
    <Stack
      gap="3"
      p="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-testid="basket-summary"
    >
      <HStack justify="space-between">
        <Text color="fg.muted">{t({ id: "basket.pieces", message: `Items: ${pieces}` })}</Text>
      </HStack>
      {saved > 0 && (
        <HStack justify="space-between">
          <Text color="fg.muted">{t({ id: "basket.discount", message: "Discount" })}</Text>
          <Price value={saved} size="sm" />
        </HStack>
      )}
      <HStack justify="space-between" align="baseline" wrap="wrap" columnGap="4">
        <Text fontWeight="bold" fontSize="lg">
          {t({ id: "basket.total", message: "Total" })}
        </Text>
        {/* A large sum on a narrow phone wraps under its label instead of running off the screen. */}
        <Price value={basketTotal(lines)} size="lg" ms="auto" data-testid="basket-total" />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t({ id: "basket.vatNote", message: "Prices include VAT. Delivery is calculated at checkout." })}
      </Text>
      <Button asChild colorPalette="brand" size="lg" w="full" data-testid="to-checkout">
        <LocalLink to={pathTo("checkout")}>
          {t({ id: "basket.checkout", message: "Proceed to checkout" })}
        </LocalLink>
      </Button>
    </Stack>
  );
}
