import { Box, Flex, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderLineView } from "../../../application/orders/orders.types";
import { useMoneyText } from "../../kit/price";
import { PlainAnchor, type LinkComponent } from "./order-link";
import { OrderThumb } from "./order-thumb";

export interface OrderLinesProps {
  lines: readonly OrderLineView[];
  productHref: (slug: string) => string;
  linkAs?: LinkComponent;
}

/**
 * The ordered products: picture, title (a link while the product is still sold), amount × the price paid per
 * piece, and the line's sum.
 */
export function OrderLines({ lines, productHref, linkAs: LinkAs = PlainAnchor }: OrderLinesProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" data-testid="order-lines">
      {lines.map((line, i) => {
        const { amount } = line;
        const body = (
          <HStack gap="3" align="flex-start" py="3">
            <OrderThumb src={line.product?.image ?? null} size={{ base: "12", sm: "14" }} />
            <Stack gap="1" flex="1" minW="0">
              {line.product ? (
                <LinkOverlay asChild>
                  <LinkAs href={productHref(line.product.slug)} style={{ outline: "none" }}>
                    <Text as="span" fontWeight="medium" color="fg" overflowWrap="anywhere">
                      {line.title}
                    </Text>
                  </LinkAs>
                </LinkOverlay>
              ) : (
                <Stack gap="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {line.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t({ id: "orders.lines.gone", message: "No longer in the catalogue" })}
                  </Text>
                </Stack>
              )}
              <Flex justify="space-between" align="baseline" columnGap="3" wrap="wrap">
                <Text fontSize="sm" color="fg.muted" data-testid="order-line-amount">
                  {amount} ×{" "}
                  <Box as="span" whiteSpace="nowrap">
                    {money(line.unitPrice)}
                  </Box>
                </Text>
                <Text
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  ms="auto"
                  data-testid="order-line-total"
                >
                  {money(line.unitPrice * amount)}
                </Text>
              </Flex>
            </Stack>
          </HStack>
        );
        return (
          <Box
            as="li"
            key={i}
            borderTopWidth={i === 0 ? "0" : "1px"}
            borderColor="border.muted"
            data-testid="order-line"
          >
            {line.product ? (
              <LinkBox
                borderRadius="l2"
                _hover={{ bg: "bg.subtle" }}
                css={{
                  "&:has(:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing" },
                }}
              >
                {body}
              </LinkBox>
            ) : (
              body
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
