import { attach, createEvent, createStore, sample } from "effector";
import type { LoadStatus } from "../../app/deps";
import { refusalOf, type Refusal } from "../../shared/refusal";
import { $adminGateway, requireAdmin } from "../admin-gateway.model";
import type { AnswerRequest, ReviewsFilter, ReviewsPage } from "./reviews.types";

/** The list was shown with the URL's filter (again when it changes, or to retry). */
export const reviewsOpened = createEvent<ReviewsFilter>();
export const answerSubmitted = createEvent<AnswerRequest>();
/** An answered review's form was opened to change its answer. */
export const answerEditStarted = createEvent<number>();
export const answerEditClosed = createEvent();

const local = { serialize: "ignore" } as const;
export const $reviews = createStore<ReviewsPage | null>(null, local);
export const $reviewsStatus = createStore<LoadStatus>("idle", local);
export const $reviewsRefusal = createStore<Refusal | null>(null, local);
/** The answered review whose answer is being changed. */
export const $editingAnswer = createStore<number | null>(null, local);
/** The review whose answer is on its way. */
export const $answering = createStore<number | null>(null, local);
/** The last refused answer: which review, and why. */
export const $answerRefusal = createStore<{ id: number; refusal: Refusal } | null>(null, local);
const $asked = createStore<ReviewsFilter | null>(null, local);

export const reviewsFx = attach({
  source: $adminGateway,
  effect: async (gateway, filter: ReviewsFilter) => ({
    filter,
    page: await requireAdmin(gateway).reviews.reviews(filter),
  }),
});
export const answerFx = attach({
  source: $adminGateway,
  effect: (gateway, { id, text }: AnswerRequest) => requireAdmin(gateway).reviews.answer(id, text),
});

sample({ clock: reviewsOpened, target: [$asked, reviewsFx] });
sample({ clock: reviewsOpened, fn: () => null, target: [$editingAnswer, $answerRefusal] });
sample({ clock: reviewsFx, fn: (): LoadStatus => "pending", target: $reviewsStatus });
const loaded = sample({
  clock: reviewsFx.doneData,
  source: $asked,
  filter: (asked, { filter }) => asked === filter,
  fn: (_, { page }) => page,
});
sample({ clock: loaded, target: $reviews });
sample({ clock: loaded, fn: (): LoadStatus => "ready", target: $reviewsStatus });
sample({ clock: loaded, fn: () => null, target: $reviewsRefusal });
const failed = sample({
  clock: reviewsFx.fail,
  source: $asked,
  filter: (asked, { params }) => asked === params,
  fn: (_, { error }) => refusalOf(error),
});
sample({ clock: failed, target: $reviewsRefusal });
sample({ clock: failed, fn: (): LoadStatus => "error", target: $reviewsStatus });

$editingAnswer.on(answerEditStarted, (_, id) => id).reset(answerEditClosed);
sample({ clock: [answerEditStarted, answerEditClosed], fn: () => null, target: $answerRefusal });

// One answer at a time; the saved review replaces its old self where it stands, so the list does not jump.
sample({
  clock: answerSubmitted,
  source: $answering,
  filter: (busy) => busy === null,
  fn: (_, request) => request,
  target: answerFx,
});
$answering.on(answerFx, (_, { id }) => id).reset(answerFx.finally);
sample({ clock: answerFx, fn: () => null, target: $answerRefusal });
sample({
  clock: answerFx.fail,
  fn: ({ params, error }) => ({ id: params.id, refusal: refusalOf(error) }),
  target: $answerRefusal,
});
sample({
  clock: answerFx.doneData,
  source: $reviews,
  filter: Boolean,
  fn: (page, review) => ({ ...page, results: page.results.map((r) => (r.id === review.id ? review : r)) }),
  target: $reviews,
});
sample({ clock: answerFx.done, fn: () => null, target: $editingAnswer });
