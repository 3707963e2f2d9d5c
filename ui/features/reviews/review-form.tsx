import { chakra, Heading, Input, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { REVIEW_TEXT_MAX } from "../../../domain/review";
import type { PickedPhoto } from "../../../application/reviews/review-photos";
import { Button } from "../../kit/button";
import { FieldFrame } from "../../kit/field-frame";
import { PhotoPicker } from "./photo-picker";
import { StarRatingInput } from "./star-rating-input";

const ERROR_TEXT = { base: "red.600", _dark: "red.300" } as const;

export interface ReviewFormProps {
  rating: number;
  text: string;
  photos: readonly File[];
  /** Translated messages: the stars' ("Rate is required"), the photos' and the server's refusal. */
  ratingError?: string | undefined;
  photoError?: string | undefined;
  refusal?: string | undefined;
  pending?: boolean | undefined;
  onRate: (rating: number) => void;
  onText: (text: string) => void;
  onPick: (picked: PickedPhoto[]) => void;
  onRemovePhoto: (index: number) => void;
  onSubmit: () => void;
}

/** A buyer's review: the stars (required), a text and up to 4 photos. */
export function ReviewForm(props: ReviewFormProps) {
  const { t } = useLingui();
  const titleId = `review-form-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const { pending } = props;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      noValidate
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      p={{ base: "3", sm: "4" }}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      data-testid="review-form"
    >
      <Heading as="h3" size="md" id={titleId}>
        {t({ id: "reviews.form.title", message: "Write a review" })}
      </Heading>
      <StarRatingInput
        value={props.rating}
        onChange={props.onRate}
        error={props.ratingError}
        disabled={pending}
      />
      <FieldFrame
        label={t({ id: "reviews.form.text", message: "Your review" })}
        helperText={t({
          id: "reviews.form.textHint",
          message: "Optional: what you liked and what you did not",
        })}
        disabled={pending}
      >
        {(control) => (
          // The input's own recipe on a textarea: Chakra's Textarea would split a chunk of its own out of the
          // contact page's, and every page's first load would list it.
          <Input asChild h="auto" py="2" colorPalette="brand">
            <textarea
              {...control}
              name="comment"
              rows={4}
              disabled={pending}
              maxLength={REVIEW_TEXT_MAX}
              value={props.text}
              onChange={(e) => props.onText(e.target.value)}
            />
          </Input>
        )}
      </FieldFrame>
      <PhotoPicker
        photos={props.photos}
        onPick={props.onPick}
        onRemove={props.onRemovePhoto}
        error={props.photoError}
        disabled={pending}
      />
      {props.refusal && (
        <Text role="alert" fontSize="sm" color={ERROR_TEXT} data-testid="review-refusal">
          {props.refusal}
        </Text>
      )}
      <Button type="submit" loading={pending} alignSelf="flex-start" minH="11" data-testid="review-send">
        {t({ id: "reviews.form.send", message: "Send review" })}
      </Button>
    </chakra.form>
  );
}
