import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { RatingBreakdown as Rating } from "../../../application/catalogue/catalogue.types";
import { StarIcon } from "../../layout/icons";

export function Stars({ value }: { value: number }) {
  return (
    <HStack gap="0.5" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} boxSize="4" color={n <= Math.round(value) ? "orange.400" : "border.emphasized"} />
      ))}
    </HStack>
  );
}

/** The average rating and a bar per star count. */
export function RatingBreakdown({ rating }: { rating: Rating }) {
  const { t } = useLingui();
  const total = rating.total;
  return (
    <Stack gap="3" minW="64" data-testid="rating">
      <HStack gap="3">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
          {rating.rate.toFixed(1)}
        </Text>
        <Stack gap="1">
          <Stars value={rating.rate} />
          <Text fontSize="sm" color="fg.muted">
            {t({ id: "rating.total", message: `${total} ratings` })}
          </Text>
        </Stack>
      </HStack>
      {[5, 4, 3, 2, 1].map((star) => {
        const row = rating.rates.find((r) => r.rate === star);
        return (
          <HStack key={star} gap="2" fontSize="sm">
            <Text w="3">{star}</Text>
            <StarIcon boxSize="3.5" color="orange.400" />
            <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
              <Box h="full" w={`${row?.percent ?? 0}%`} bg="orange.400" />
            </Box>
            <Text w="6" textAlign="end" color="fg.muted">
              {row?.count ?? 0}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
