import { useUnit } from "effector-react";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  $answering,
  $answerRefusal,
  $editingAnswer,
  $reviews,
  $reviewsRefusal,
  $reviewsStatus,
  answerEditClosed,
  answerEditStarted,
  answerSubmitted,
  reviewsOpened,
} from "../../../../application/admin/sections/reviews.model";
import {
  ANSWER_STATES,
  type AnswerState,
  type ReviewsFilter,
} from "../../../../application/admin/sections/reviews.types";
import { ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { ReviewsFilter as FilterForm } from "./reviews-filter";
import { ReviewsList } from "./reviews-list";

/** The URL's query as the filter; anything malformed reads as the default, the unanswered ones. */
export function reviewsFilterOf(params: URLSearchParams): ReviewsFilter {
  const answered = params.get("answered");
  const page = Number(params.get("page"));
  return {
    answered: (ANSWER_STATES as readonly string[]).includes(answered ?? "")
      ? (answered as AnswerState)
      : "unanswered",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filter: ReviewsFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.answered !== "unanswered") query.answered = filter.answered;
  if (filter.page > 1) query.page = String(filter.page);
  return query;
}

/** /admin/reviews: reviews to answer, the filter kept in the URL so a reload shows the same ones. */
export function ReviewsSection() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => reviewsFilterOf(new URLSearchParams(key)), [key]);
  const [reviews, status, refusal, editing, answering, answerRefusal] = useUnit([
    $reviews,
    $reviewsStatus,
    $reviewsRefusal,
    $editingAnswer,
    $answering,
    $answerRefusal,
  ]);
  const [open, submit, edit, closeEdit] = useUnit([
    reviewsOpened,
    answerSubmitted,
    answerEditStarted,
    answerEditClosed,
  ]);
  const errorText = useRefusalWords(refusal);
  const answerText = useRefusalWords(answerRefusal?.refusal ?? null);
  useEffect(() => void open(filter), [filter, open]);
  const go = (next: ReviewsFilter) => setParams(queryOf(next));
  return (
    <>
      <FilterForm answered={filter.answered} onChange={(answered) => go({ answered, page: 1 })} />
      <ListRefusal refusal={refusal}>
        <ReviewsList
          status={status}
          reviews={reviews}
          page={filter.page}
          errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
          unansweredOnly={filter.answered === "unanswered"}
          editing={editing}
          answering={answering}
          answerRefusal={answerRefusal && answerText ? { id: answerRefusal.id, text: answerText } : null}
          onAnswer={(id, text) => submit({ id, text })}
          onEdit={edit}
          onCancelEdit={closeEdit}
          onPage={(page) => go({ ...filter, page })}
          onRetry={() => open(filter)}
        />
      </ListRefusal>
    </>
  );
}
