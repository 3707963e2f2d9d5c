import { Box, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { BasketLine } from "../../../application/basket/basket.types";
import { Price } from "../../kit/price";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";

export interface BasketLineProps {
  line: BasketLine;
  /** A change to this line is on its way: its controls wait. */
  busy?: boolean;
  onAmount: (amount: number) => void;
}

/**
 * One basket line: picture, title, unit price, quantity stepper (capped by stock), line total and removal.
 */
export function BasketLineRow({ line, busy = false, onAmount }: BasketLineProps) {
  const { t } = useLingui();
  const { product, amount, stock } = line;
  const title = product.title;
  return (
    <HStack
      as="li"
      gap="4"
      py="4"
      align="flex-start"
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid="basket-line"
    >
      <Box
        w={{ base: "20", md: "24" }}
        flexShrink={0}
        aspectRatio={1}
        borderRadius="l2"
        overflow="hidden"
        bg="bg.muted"
      >
        {product.image && (
          <Image src={product.image} alt="" w="full" h="full" objectFit="contain" loading="lazy" />
        )}
      </Box>
      <Stack flex="1" minW="0" gap="2">
        <LocalLink to={pathTo("products-slug", { slug: product.slug })}>
          <Text fontWeight="semibold" lineClamp={2}>
            {title}
          </Text>
        </LocalLink>
        <Price value={line.unitPrice} oldValue={line.oldPrice} size="sm" />
        <HStack gap="2" wrap="wrap">
          <HStack gap="0" borderWidth="1px" borderColor="border" borderRadius="l2" aria-busy={busy}>
            <IconButton
              size="sm"
              variant="ghost"
              disabled={busy || amount <= 1}
              onClick={() => onAmount(amount - 1)}
              aria-label={t({ id: "basket.less", message: `One less ${title}` })}
            >
              −
            </IconButton>
            <Text
              minW="8"
              textAlign="center"
              fontWeight="semibold"
              aria-live="polite"
              data-testid="basket-amount"
            >
              {amount}
            </Text>
            <IconButton
              size="sm"
              variant="ghost"
              disabled={busy || amount >= stock}
              onClick={() => onAmount(amount + 1)}
              aria-label={t({ id: "basket.more", message: `One more ${title}` })}
            >
              +
            </IconButton>
          </HStack>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={busy}
            onClick={() => onAmount(0)}
            aria-label={t({ id: "basket.remove", message: `Remove ${title}` })}
          >
            ✕
          </IconButton>
          {amount >= stock && (
            <Text fontSize="xs" color="fg.muted">
              {t({ id: "basket.stockLimit", message: `Only ${stock} in stock` })}
            </Text>
          )}
          {/* On a phone the total ends the stepper's row, or takes a row of its own at the right when the
              row has no room left; a third column would squeeze the title to a few letters. */}
          <Box ms="auto" hideFrom="md" data-testid="basket-line-total">
            <Price value={line.total} size="md" />
          </Box>
        </HStack>
      </Stack>
      <Box textAlign="end" minW="28" hideBelow="md">
        <Price value={line.total} size="md" />
      </Box>
    </HStack>
  );
}
