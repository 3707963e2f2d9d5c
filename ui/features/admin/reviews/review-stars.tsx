import { HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RATING_MAX } from "../../../../domain/review";
import { StarIcon } from "../../../layout/icons";

/** A review's stars, read out as one phrase ("Rated 4 out of 5") instead of five unnamed pictures. */
export function ReviewStars({ rate }: { rate: number }) {
  const { t } = useLingui();
  const max = RATING_MAX;
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={t({ id: "admin.reviews.rated", message: `Rated ${rate} out of ${max}` })}
      data-testid="review-stars"
    >
      {Array.from({ length: max }, (_, i) => (
        <StarIcon
          key={i}
          boxSize="4"
          aria-hidden
          color={i < Math.round(rate) ? "orange.400" : "border.emphasized"}
        />
      ))}
    </HStack>
  );
}
