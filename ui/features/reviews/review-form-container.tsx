import { useLingui } from "@lingui/react";
import { useUnit } from "effector-react";
import {
  $photoProblem,
  $reviewPending,
  $reviewPhotos,
  $reviewProblem,
  $reviewRating,
  $reviewRefusal,
  $reviewText,
  photoRemoved,
  photosPicked,
  ratingChosen,
  reviewSubmitted,
  reviewTextChanged,
} from "../../../application/reviews/review-form.model";
import { refusalText } from "../../i18n/refusal-text";
import { translateError } from "../../i18n/validation-messages";
import { ReviewForm } from "./review-form";

/** The review form on the model: loaded only where the shopper may review. */
export default function ReviewFormContainer() {
  const { i18n } = useLingui();
  const [rating, text, photos, photoProblem, problem, refusal, pending] = useUnit([
    $reviewRating,
    $reviewText,
    $reviewPhotos,
    $photoProblem,
    $reviewProblem,
    $reviewRefusal,
    $reviewPending,
  ]);
  const on = useUnit({
    rate: ratingChosen,
    text: reviewTextChanged,
    pick: photosPicked,
    remove: photoRemoved,
    submit: reviewSubmitted,
  });
  // A refusal about the photos shows under them; any other beside the button.
  const photoRefusal = refusal?.code?.startsWith("PHOTOS.") ? refusal : null;
  return (
    <ReviewForm
      rating={rating}
      text={text}
      photos={photos}
      ratingError={problem ? translateError(i18n, problem) : undefined}
      photoError={
        photoProblem
          ? translateError(i18n, photoProblem)
          : photoRefusal
            ? refusalText(i18n, photoRefusal)
            : undefined
      }
      refusal={refusal && !photoRefusal ? refusalText(i18n, refusal) : undefined}
      pending={pending}
      onRate={on.rate}
      onText={on.text}
      onPick={on.pick}
      onRemovePhoto={on.remove}
      onSubmit={on.submit}
    />
  );
}
