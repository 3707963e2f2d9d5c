import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import type { ReviewsPage } from "../../../../application/admin/sections/reviews.types";
import { ReviewCard, type ReviewCardProps } from "./review-card";
import { ListEmpty, ListFailed, ListLoading } from "../list-states";
import { AdminPaging } from "../admin-paging";

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
      <ListFailed
        testId="reviews-error"
        text={errorText ?? t({ id: "admin.reviews.error", message: "The reviews could not be loaded." })}
        onRetry={onRetry}
      />
    );
  }
  if (!reviews || (status === "pending" && reviews.results.length === 0)) {
    return (
      <ListLoading
        testId="reviews-loading"
        label={t({ id: "admin.reviews.loading", message: "Loading the reviews" })}
        rowHeight="36"
        tall
      />
    );
  }
  if (reviews.results.length === 0) {
    return (
      <ListEmpty testId="reviews-empty">
        {props.unansweredOnly
          ? t({ id: "admin.reviews.allAnswered", message: "Every review has an answer." })
          : t({ id: "admin.reviews.empty", message: "No reviews here." })}
      </ListEmpty>
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
      <AdminPaging page={page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
