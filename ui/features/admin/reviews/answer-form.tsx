import { Button, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ANSWER_MAX, answerProblem } from "../../../../application/admin/sections/reviews.types";
import { FieldFrame } from "../../../kit/field-frame";

const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

export interface AnswerFormProps {
  /** The answer being changed; "" for a review not answered yet. */
  initial: string;
  pending: boolean;
  /** The server's refusal, already translated. */
  refusal: string | null;
  onSubmit: (text: string) => void;
  /** Given when an answer is being changed: leaving it as it was. */
  onCancel?: () => void;
}

/** The shop's answer to a review: written, changed, or (when changing one) taken away. */
export function AnswerForm({ initial, pending, refusal, onSubmit, onCancel }: AnswerFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const hintId = `${useId()}-hint`;
  const length = text.trim().length;
  const max = ANSWER_MAX;
  const problem = answerProblem(text);
  // Too long shows at once, as the counter turns; empty only after a try, so the form does not open scolding.
  const error =
    problem === "long"
      ? t({ id: "admin.reviews.tooLong", message: `At most ${max} characters` })
      : tried && problem === "empty"
        ? t({ id: "admin.form.required", message: "Fill this in" })
        : undefined;
  const submit = () => {
    setTried(true);
    if (!problem && !pending) onSubmit(text.trim());
  };
  const editing = onCancel !== undefined;
  return (
    <Stack
      as="form"
      gap="2"
      aria-label={t({ id: "admin.reviews.answerForm", message: "Answer to the review" })}
      onSubmit={(e) => (e.preventDefault(), submit())}
      data-testid="answer-form"
    >
      <FieldFrame
        label={t({ id: "admin.reviews.answerLabel", message: "The shop's answer" })}
        error={error}
        disabled={pending}
      >
        {(control) => (
          // The input's own recipe on a textarea, as the storefront's review form does.
          <Input asChild h="auto" py="2" colorPalette="brand">
            <textarea
              {...control}
              aria-describedby={[control["aria-describedby"], hintId].filter(Boolean).join(" ")}
              aria-invalid={error ? true : undefined}
              name="answer"
              rows={3}
              disabled={pending}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Input>
        )}
      </FieldFrame>
      {/* The hint and the count share a line; the field's error, when there is one, stands above them. */}
      <Flex justify="space-between" align="start" gap="3" textStyle="xs" mt="-1">
        <Text id={hintId} color="fg.muted">
          {t({
            id: "admin.reviews.answerHint",
            message: "Shown under the review on the product's page.",
          })}
        </Text>
        <Text color={length > max ? ERROR_TEXT : "fg.muted"} whiteSpace="nowrap" data-testid="answer-count">
          {length} / {max}
        </Text>
      </Flex>
      {refusal && (
        <Text role="alert" color={ERROR_TEXT} textStyle="sm" data-testid="answer-refusal">
          {refusal}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        <Button
          type="submit"
          colorPalette="brand"
          minH="11"
          flex={{ base: "1", sm: "initial" }}
          loading={pending}
        >
          {editing
            ? t({ id: "admin.reviews.saveChange", message: "Save the answer" })
            : t({ id: "admin.reviews.send", message: "Answer" })}
        </Button>
        {editing && (
          <Button
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            disabled={pending}
            onClick={onCancel}
          >
            {t({ id: "admin.reviews.cancelEdit", message: "Cancel" })}
          </Button>
        )}
        {editing && (
          // Takes the answer off the product's page; the review goes back among the unanswered.
          <Button
            variant="ghost"
            colorPalette="red"
            minH="11"
            w={{ base: "full", sm: "auto" }}
            ms={{ sm: "auto" }}
            disabled={pending}
            onClick={() => onSubmit("")}
          >
            {t({ id: "admin.reviews.remove", message: "Remove the answer" })}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
