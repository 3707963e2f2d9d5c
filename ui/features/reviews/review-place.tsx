import { Skeleton } from "@chakra-ui/react";
import { useUnit } from "effector-react";
import { lazy, Suspense, useEffect } from "react";
import { loginOpened } from "../../../application/account/session.model";
import {
  $reviewStanding,
  reviewFactsRetried,
  reviewPlaceOpened,
} from "../../../application/reviews/review-form.model";
import { ReviewNote } from "./review-note";

// The form's own code (stars, photo picker) comes only for a shopper who may review.
const ReviewFormContainer = lazy(() => import("./review-form-container"));

const FormLoading = () => <Skeleton h="96" borderRadius="l3" aria-busy="true" />;

/** A product page's review place: the form where the shopper may review, else why not. */
export default function ReviewPlace({ productId, slug }: { productId: number; slug: string }) {
  const [standing, opened, signIn, retry] = useUnit([
    $reviewStanding,
    reviewPlaceOpened,
    loginOpened,
    reviewFactsRetried,
  ]);
  useEffect(() => {
    opened({ productId, slug });
  }, [opened, productId, slug]);
  if (standing === "open")
    return (
      <Suspense fallback={<FormLoading />}>
        <ReviewFormContainer />
      </Suspense>
    );
  return <ReviewNote kind={standing} onSignIn={signIn} onRetry={retry} />;
}
