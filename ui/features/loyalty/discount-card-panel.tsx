import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatDiscountCard } from "../../../domain/loyalty";
import type { LinkComponent } from "../orders/order-link";

export interface DiscountCardPanelProps {
  /** The master's card number; null: the shopper is no master (yet). */
  card: string | null;
  /** The name printed on the card; empty when the shopper gave none. */
  holder: string;
  /** Where a shopper confirms the master status (the profile page). */
  masterHref: string;
  Link: LinkComponent;
}

/**
 * A master's discount card drawn as a card, its number grouped for reading aloud at the till. Without a
 * scannable code: no barcode or QR library is part of the shop. A shopper who is no master learns how to
 * become one.
 */
export function DiscountCardPanel({ card, holder, masterHref, Link }: DiscountCardPanelProps) {
  const { t } = useLingui();
  const title = t({ id: "loyalty.card.title", message: "Discount card" });
  if (!card) {
    return (
      <Stack
        gap="2"
        p="5"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="l3"
        data-testid="discount-card-none"
      >
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t({
            id: "loyalty.card.notMaster",
            message:
              "Masters get a discount card and discount points for every delivered order. Confirm your master status by phone on the profile page.",
          })}
        </Text>
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          alignSelf="flex-start"
          minH="11"
          color="brand.fg"
          fontWeight="medium"
          _hover={{ textDecoration: "underline" }}
        >
          <Link href={masterHref} data-testid="discount-card-become-master">
            {t({ id: "loyalty.card.becomeMaster", message: "Become a master" })}
          </Link>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="2" data-testid="discount-card">
      <Box
        role="group"
        aria-label={title}
        position="relative"
        overflow="hidden"
        w="full"
        maxW="22rem"
        aspectRatio={1.586}
        p={{ base: "4", sm: "5" }}
        borderRadius="l3"
        bg="gray.900"
        color="white"
        boxShadow="md"
        _dark={{ bg: "gray.800", borderWidth: "1px", borderColor: "gray.700" }}
      >
        {/* The shop's orange as a band across the top, never under the text (2.8:1 with white). */}
        <Box position="absolute" insetX="0" top="0" h="2" bg="brand.solid" />
        <Stack h="full" justify="space-between" gap="2">
          <HStack justify="space-between" align="flex-start" gap="2" pt="1">
            <Text fontWeight="bold" fontSize="sm" letterSpacing="wide" textTransform="uppercase">
              Qurilish bozori
            </Text>
            <Text fontSize="xs" color="gray.300" textAlign="end">
              {title}
            </Text>
          </HStack>
          <Text
            fontSize={{ base: "xl", sm: "2xl" }}
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            letterSpacing="wider"
            whiteSpace="nowrap"
            data-testid="discount-card-number"
          >
            {formatDiscountCard(card)}
          </Text>
          <HStack justify="space-between" align="flex-end" gap="2" minW="0">
            <Text fontSize="sm" color="gray.200" lineClamp={2} overflowWrap="anywhere" minW="0">
              {holder}
            </Text>
            <Text fontSize="xs" color="brand.300" fontWeight="semibold" flexShrink={0}>
              {t({ id: "loyalty.card.master", message: "Master" })}
            </Text>
          </HStack>
        </Stack>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t({ id: "loyalty.card.hint", message: "Say or show this number at the shop's till." })}
      </Text>
    </Stack>
  );
}
