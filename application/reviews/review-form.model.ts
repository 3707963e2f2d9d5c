import { attach, combine, createEvent, createStore, sample } from "effector";
import { requireDeps } from "../app/deps";
import type { DomainError } from "../../domain/errors";
import { validateReview } from "../../domain/review";
import { $deps } from "../app/app.model";
import { $sessionStatus, accountCleared } from "../account/session.model";
import { $productPage, type ProductPageData } from "../products/product-page.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import { checkPickedPhotos, type PickedPhoto } from "./review-photos";
import { reviewsOf } from "./reviews-deps";
import type { ReviewFacts, ReviewStanding, ReviewToPost } from "./reviews.types";

// The review place of a product page: who may review (signed in, received the product, not reviewed yet),
// the form (stars, text, up to 4 photos) and its sending. Loaded with the place's code, never on first load.

export interface ReviewPlace {
  readonly productId: number;
  readonly slug: string;
}

/** The place came into view on a product's page. */
export const reviewPlaceOpened = createEvent<ReviewPlace>();
/** Reading whether the shopper may review failed, and they asked again. */
export const reviewFactsRetried = createEvent();
export const ratingChosen = createEvent<number>();
export const reviewTextChanged = createEvent<string>();
export const photosPicked = createEvent<readonly PickedPhoto[]>();
export const photoRemoved = createEvent<number>();
export const reviewSubmitted = createEvent();

// Files and a person's own standing: never part of the server's serialised state.
const local = { serialize: "ignore" } as const;
export const $reviewPlace = createStore<ReviewPlace | null>(null, local);
/** null until read for the signed-in shopper. */
export const $reviewFacts = createStore<ReviewFacts | null>(null, local);
export const $reviewFactsFailed = createStore(false, local);
/** The review was accepted: thanks instead of the form. */
export const $reviewSent = createStore(false, local);
/** 0 until a star is chosen. */
export const $reviewRating = createStore(0, local);
export const $reviewText = createStore("", local);
export const $reviewPhotos = createStore<readonly File[]>([], local);
/** The picked photos the browser refused (a fifth one, a file that is not a jpg or png). */
export const $photoProblem = createStore<DomainError | null>(null, local);
/** What the form's own check found on sending (no stars). */
export const $reviewProblem = createStore<DomainError | null>(null, local);
/** What the server said no with. */
export const $reviewRefusal = createStore<Refusal | null>(null, local);

export const reviewFactsFx = attach({
  source: $deps,
  effect: async (deps, slug: string) => ({ slug, facts: await reviewsOf(deps).facts(slug) }),
});
export const postReviewFx = attach({
  source: $deps,
  effect: (deps, review: ReviewToPost) => reviewsOf(deps).post(review),
});
export const $reviewPending = postReviewFx.pending;
/** After a review is accepted: the product page's list, rating summary and counts, read again. */
export const productReviewsFx = attach({
  source: $deps,
  effect: async (deps, productId: number) => {
    const { catalogue } = requireDeps(deps);
    const [reviews, rating] = await Promise.all([
      catalogue.comments(productId, 1, 10),
      catalogue.rates(productId),
    ]);
    return { productId, reviews, rating };
  },
});

export const $reviewStanding = combine(
  {
    session: $sessionStatus,
    facts: $reviewFacts,
    failed: $reviewFactsFailed,
    sent: $reviewSent,
  },
  ({ session, facts, failed, sent }): ReviewStanding => {
    if (session === "checking") return "checking";
    if (session === "guest") return "guest";
    if (sent) return "sent";
    if (failed) return "unknown";
    if (!facts) return "checking";
    if (facts.hasComment) return "reviewed";
    return facts.canComment ? "open" : "not-bought";
  },
);

const formReset = createEvent();
sample({ clock: formReset, fn: () => 0, target: $reviewRating });
sample({ clock: formReset, fn: () => "", target: $reviewText });
sample({ clock: formReset, fn: (): readonly File[] => [], target: $reviewPhotos });
sample({ clock: formReset, fn: () => null, target: [$photoProblem, $reviewProblem, $reviewRefusal] });
const standingReset = createEvent();
sample({ clock: standingReset, fn: () => null, target: $reviewFacts });
sample({ clock: standingReset, fn: () => false, target: [$reviewSent, $reviewFactsFailed] });

// Another product: its own standing and a fresh form.
const placeChanged = sample({
  clock: reviewPlaceOpened,
  source: $reviewPlace,
  filter: (was, place) => was?.productId !== place.productId,
  fn: (_, place) => place,
});
sample({ clock: placeChanged, target: [standingReset, formReset] });
sample({ clock: reviewPlaceOpened, target: $reviewPlace });
// A switch of account: the last one's standing and draft never show.
sample({ clock: accountCleared, target: [standingReset, formReset] });

// The facts, read with the shopper's token once both the place and the session are known.
sample({
  clock: [reviewPlaceOpened, $sessionStatus.updates, reviewFactsRetried],
  source: { place: $reviewPlace, session: $sessionStatus, facts: $reviewFacts, sent: $reviewSent },
  filter: ({ place, session, facts, sent }) => place !== null && session === "signed-in" && !facts && !sent,
  fn: ({ place }) => place!.slug,
  target: reviewFactsFx,
});
sample({ clock: reviewFactsFx, fn: () => false, target: $reviewFactsFailed });
sample({
  clock: reviewFactsFx.doneData,
  source: $reviewPlace,
  filter: (place, { slug, facts }) => place?.slug === slug && facts !== null,
  fn: (_, { facts }) => facts,
  target: $reviewFacts,
});
sample({
  clock: reviewFactsFx.doneData,
  source: $reviewPlace,
  filter: (place, { slug, facts }) => place?.slug === slug && facts === null,
  fn: () => true,
  target: $reviewFactsFailed,
});
sample({ clock: reviewFactsFx.fail, fn: () => true, target: $reviewFactsFailed });

// The form.
sample({ clock: ratingChosen, target: $reviewRating });
sample({ clock: reviewTextChanged, target: $reviewText });
sample({
  clock: [ratingChosen, reviewTextChanged],
  fn: () => null,
  target: [$reviewProblem, $reviewRefusal],
});

const picked = sample({
  clock: photosPicked,
  source: $reviewPhotos,
  fn: (photos, files) => ({ photos, checked: checkPickedPhotos(files, photos.length) }),
});
sample({
  clock: picked,
  filter: ({ checked }) => checked.ok,
  fn: ({ photos, checked }) => [...photos, ...(checked.ok ? checked.value : [])],
  target: $reviewPhotos,
});
sample({
  clock: picked,
  fn: ({ checked }) => (checked.ok ? null : checked.error),
  target: $photoProblem,
});
sample({
  clock: photoRemoved,
  source: $reviewPhotos,
  fn: (photos, index) => photos.filter((_, i) => i !== index),
  target: $reviewPhotos,
});
sample({ clock: photoRemoved, fn: () => null, target: [$photoProblem, $reviewRefusal] });

// Sending: the form's own checks first, then the server's.
const checked = sample({
  clock: reviewSubmitted,
  source: {
    place: $reviewPlace,
    rating: $reviewRating,
    text: $reviewText,
    photos: $reviewPhotos,
    pending: $reviewPending,
  },
  filter: ({ place, pending }) => place !== null && !pending,
  fn: ({ place, rating, text, photos }) => ({
    productId: place!.productId,
    result: validateReview({ rating, comment: text, photos }),
  }),
});
sample({
  clock: checked,
  filter: ({ result }) => result.ok,
  fn: ({ productId, result }): ReviewToPost => {
    const { rate, comment, photos } = result.ok ? result.value : { rate: 0, comment: "", photos: [] };
    return { productId, rate, comment, photos };
  },
  target: postReviewFx,
});
sample({
  clock: checked,
  filter: ({ result }) => !result.ok,
  fn: ({ result }) => (result.ok ? null : result.error),
  target: $reviewProblem,
});
sample({ clock: postReviewFx, fn: () => null, target: [$reviewProblem, $reviewRefusal] });

sample({ clock: postReviewFx.done, fn: () => true, target: $reviewSent });
sample({
  clock: postReviewFx.done,
  fn: (): ReviewFacts => ({ canComment: false, hasComment: true }),
  target: $reviewFacts,
});
sample({ clock: postReviewFx.done, target: formReset });
sample({ clock: postReviewFx.done, fn: ({ params }) => params.productId, target: productReviewsFx });

sample({ clock: postReviewFx.fail, fn: ({ error }) => refusalOf(error), target: $reviewRefusal });
// Refusals that change the standing: the place then says why, in place of the form.
sample({
  clock: postReviewFx.fail,
  filter: ({ error }) => ["REVIEW.ALREADY_LEFT", "REVIEW.NOT_BOUGHT"].includes(refusalOf(error).code ?? ""),
  fn: ({ error }): ReviewFacts => ({
    canComment: false,
    hasComment: refusalOf(error).code === "REVIEW.ALREADY_LEFT",
  }),
  target: $reviewFacts,
});

// The page shows the new review, its stars in the summary and the new counts (unless the shopper has gone on
// to another product meanwhile). Kept here so the product page's first load carries none of it.
sample({
  clock: productReviewsFx.doneData,
  source: $productPage,
  filter: (page, fresh) => page?.product.id === fresh.productId,
  fn: (page, { reviews, rating }): ProductPageData => ({
    ...page!,
    product: { ...page!.product, rate: rating.rate, commentCount: reviews.total },
    reviews,
    rating,
  }),
  target: $productPage,
});
