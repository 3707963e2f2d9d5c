import { Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { StaffReview } from "../../../../application/admin/sections/reviews.types";
import { useOrderFormat } from "../../orders/order-format";
import { AnswerForm } from "./answer-form";
import { StaffReviewPhotos } from "./review-photos";
import { ReviewStars } from "./review-stars";

export interface ReviewCardProps {
  review: StaffReview;
  /** The answered review's answer is open for changing. */
  editing: boolean;
  pending: boolean;
  /** Why the server refused this review's answer, already translated. */
  refusal: string | null;
  onAnswer: (text: string) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
}

/** One review: what was bought, who wrote what and how many stars, and the shop's answer or its form. */
export function ReviewCard({
  review,
  editing,
  pending,
  refusal,
  onAnswer,
  onEdit,
  onCancelEdit,
}: ReviewCardProps) {
  const { t } = useLingui();
  const format = useOrderFormat();
  const titleId = useId();
  const r = review;
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="2"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: "3", md: "4" }}
      minW="0"
      data-testid="review"
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" id={titleId} size="md" minW="0" overflowWrap="anywhere">
          {r.product.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
          <time dateTime={r.createdAt ?? undefined}>{format.dateTime(r.createdAt)}</time>
        </Text>
      </Flex>
      <HStack gap="3" wrap="wrap">
        <ReviewStars rate={r.rate} />
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {r.author ?? t({ id: "admin.reviews.anonymous", message: "Anonymous" })}
        </Text>
      </HStack>
      {r.comment ? (
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {r.comment}
        </Text>
      ) : (
        <Text color="fg.muted" fontStyle="italic">
          {t({ id: "admin.reviews.noText", message: "Stars only, no text." })}
        </Text>
      )}
      {r.photos.length > 0 && <StaffReviewPhotos photos={r.photos} />}
      {r.answer !== null && !editing ? (
        <Box bg="bg.muted" borderRadius="l2" p="3" data-testid="review-answer">
          <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="1">
            {/* The date never splits: on a narrow card it goes whole under the words, the dot stays. */}
            <Text fontWeight="semibold" textStyle="sm">
              {t({ id: "admin.reviews.answered", message: "The shop's answer" })}
              {r.answeredAt && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {"\u00a0· "}
                  <Box asChild whiteSpace="nowrap">
                    <time dateTime={r.answeredAt}>{format.dateTime(r.answeredAt)}</time>
                  </Box>
                </Text>
              )}
            </Text>
            <Button variant="outline" size="sm" minH="11" onClick={onEdit}>
              {t({ id: "admin.reviews.edit", message: "Change the answer" })}
            </Button>
          </Flex>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {r.answer}
          </Text>
        </Box>
      ) : (
        <AnswerForm
          initial={r.answer ?? ""}
          pending={pending}
          refusal={refusal}
          onSubmit={onAnswer}
          onCancel={editing ? onCancelEdit : undefined}
        />
      )}
    </Stack>
  );
}
