import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Review } from "../../../application/catalogue/catalogue.types";
import { ReviewPhotos } from "../reviews/review-photos";
import { Stars } from "./rating-breakdown";

/** "2026-03-11T09:30:00Z" → "11.03.2026", as the shop writes dates. */
const day = (iso: string) => iso.slice(0, 10).split("-").reverse().join(".");

/**
 * Reviews with their stars, author ('Anonymous' when none), photos (each opens the viewer) and the shop's
 * answer with its date.
 */
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
  const anonymous = t({ id: "reviews.anonymous", message: "Anonymous" });
  return (
    <Stack gap="4" data-testid="reviews">
      {reviews.map((r, i) => (
        <Stack
          key={i}
          gap="1.5"
          borderBottomWidth="1px"
          borderColor="border.muted"
          pb="4"
          data-testid="review"
        >
          <HStack justify="space-between">
            <Text fontWeight="semibold">{r.author ?? anonymous}</Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={r.createdAt}>{day(r.createdAt)}</time>
            </Text>
          </HStack>
          <Stars value={r.rate} />
          {r.text && <Text fontSize="sm">{r.text}</Text>}
          {r.photos.length > 0 && <ReviewPhotos photos={r.photos} author={r.author ?? anonymous} />}
          {r.answer && (
            <Box bg="bg.muted" borderRadius="l2" p="3" fontSize="sm" data-testid="review-answer">
              <HStack justify="space-between" gap="2" mb="1" wrap="wrap">
                <Text fontWeight="semibold">{t({ id: "reviews.shopAnswer", message: "Shop's answer" })}</Text>
                {r.answeredAt && (
                  <Text fontSize="xs" color="fg.muted">
                    <time dateTime={r.answeredAt}>{day(r.answeredAt)}</time>
                  </Text>
                )}
              </HStack>
              <Text>{r.answer}</Text>
            </Box>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
