import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { Stars } from "./rating-breakdown";

/** Reviews with their stars, author ('Anonymous' when none) and the shop's answer. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useLingui();
  if (reviews.length === 0) {
    return (
      <Text color="fg.muted">
        {t({
          id: "reviews.empty",
          message: "No reviews yet. Buyers of this product can leave the first one.",
        })}
      </Text>
    );
  }
  return (
    <Stack gap="4" data-testid="reviews">
      {reviews.map((r, i) => (
        <Stack key={i} gap="1.5" borderBottomWidth="1px" borderColor="border.muted" pb="4">
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              {r.author ?? t({ id: "reviews.anonymous", message: "Anonymous" })}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {r.createdAt.slice(0, 10).split("-").reverse().join(".")}
            </Text>
          </HStack>
          <Stars value={r.rate} />
          {r.text && <Text fontSize="sm">{r.text}</Text>}
          {r.answer && (
            <Box bg="bg.muted" borderRadius="l2" p="3" fontSize="sm">
              <Text fontWeight="semibold" mb="1">
                {t({ id: "reviews.shopAnswer", message: "Shop's answer" })}
              </Text>
              <Text>{r.answer}</Text>
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
