import { Button, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { ReviewsPage } from "../../../../application/admin/sections/reviews.types";
import { ReviewCard, type ReviewCardProps } from "./review-card";

export interface ReviewsListProps {
  status: LoadStatus;
  reviews: ReviewsPage | null;
  page: number;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  /** Says the list is empty because nothing waits for an answer, rather than because there are no reviews. */
  unansweredOnly: boolean;
  editing: number | null;
  answering: number | null;
  /** The last refused answer: its review and the words, already translated. */
  answerRefusal: { id: number; text: string } | null;
  onAnswer: (id: number, text: string) => void;
  onEdit: (id: number) => void;
  onCancelEdit: () => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The reviews, each with its answer or its form, and the pages; or their loading, empty or error. */
export function ReviewsList(props: ReviewsListProps) {
  const { status, reviews, page, errorText, onRetry, onPage } = props;
  const { t } = useLingui();
  if (status === "error") {
    return (
      <Stack role="alert" align="start" gap="3" py="6" data-testid="reviews-error">
        <Text>
          {errorText ?? t({ id: "admin.reviews.error", message: "The reviews could not be loaded." })}
        </Text>
        <Button variant="outline" minH="11" onClick={onRetry}>
          {t({ id: "admin.retry", message: "Try again" })}
        </Button>
      </Stack>
    );
  }
  if (!reviews || (status === "pending" && reviews.results.length === 0)) {
    return (
      <Stack aria-busy="true" gap="3" data-testid="reviews-loading">
        <Text srOnly>{t({ id: "admin.reviews.loading", message: "Loading the reviews" })}</Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="36" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (reviews.results.length === 0) {
    return (
      <Text py="10" textAlign="center" color="fg.muted" data-testid="reviews-empty">
        {props.unansweredOnly
          ? t({ id: "admin.reviews.allAnswered", message: "Every review has an answer." })
          : t({ id: "admin.reviews.empty", message: "No reviews here." })}
      </Text>
    );
  }
  const pages = reviews.totalPages;
  const cardProps = (id: number): Omit<ReviewCardProps, "review"> => ({
    editing: props.editing === id,
    pending: props.answering === id,
    refusal: props.answerRefusal?.id === id ? props.answerRefusal.text : null,
    onAnswer: (text) => props.onAnswer(id, text),
    onEdit: () => props.onEdit(id),
    onCancelEdit: props.onCancelEdit,
  });
  return (
    <Stack gap="4" aria-busy={status === "pending"} data-testid="reviews">
      {reviews.results.map((r) => (
        <ReviewCard key={r.id} review={r} {...cardProps(r.id)} />
      ))}
      {pages > 1 && (
        <Flex
          as="nav"
          aria-label={t({ id: "admin.queue.pages", message: "Pages" })}
          gap="3"
          align="center"
          justify="center"
          wrap="wrap"
        >
          <Button
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t({ id: "admin.queue.previous", message: "Previous" })}
          </Button>
          <Text
            aria-live="polite"
            textAlign="center"
            whiteSpace="nowrap"
            w={{ base: "full", sm: "auto" }}
            order={{ base: -1, sm: 0 }}
          >
            {t({ id: "admin.queue.pageOf", message: `Page ${page} of ${pages}` })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t({ id: "admin.queue.next", message: "Next" })}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
