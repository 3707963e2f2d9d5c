import { Field, Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ANSWER_STATES, type AnswerState } from "../../../../application/admin/sections/reviews.types";
import { PlainSelect } from "../../../kit/plain-select";

/** Which reviews to show: the ones waiting for an answer (the default), the answered ones, or all. */
export function ReviewsFilter({
  answered,
  onChange,
}: {
  answered: AnswerState;
  onChange: (answered: AnswerState) => void;
}) {
  const { t } = useLingui();
  // PlainSelect reads no field context: the select gets the id its label points at.
  const id = useId();
  const names: Record<AnswerState, string> = {
    unanswered: t({ id: "admin.reviews.unanswered", message: "Waiting for an answer" }),
    answered: t({ id: "admin.reviews.answeredOnes", message: "Answered" }),
    all: t({ id: "admin.reviews.all", message: "All reviews" }),
  };
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t({ id: "admin.reviews.filter", message: "Filter reviews" })}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field.Root w={{ base: "full", sm: "auto" }} id={id}>
        <Field.Label>{t({ id: "admin.reviews.show", message: "Show" })}</Field.Label>
        <PlainSelect
          id={id}
          minW={{ base: "full", sm: "64" }}
          value={answered}
          onChange={(e) => onChange(e.target.value as AnswerState)}
        >
          {ANSWER_STATES.map((state) => (
            <option key={state} value={state}>
              {names[state]}
            </option>
          ))}
        </PlainSelect>
      </Field.Root>
    </Flex>
  );
}
