import { array, enums, nullable, number, optional, string, type, unknown } from "superstruct";
import { defineEndpoints } from "./endpoint.ts";
import { ImageSet } from "./media.ts";
import { IntFromText } from "./scalars.ts";

export const INBOX_KINDS = ["feedback", "bug"] as const;

const Person = type({ full_name: nullable(string()), phone: nullable(string()) });
const PageLinks = { next: optional(nullable(string())), previous: optional(nullable(string())) };
const PageQuery = { page: optional(number()), page_size: optional(number()) };

export const StaffReview = type({
  id: number(),
  product: type({ id: number(), slug: string(), title: nullable(string()) }),
  author: nullable(string()),
  rate: number(),
  comment: nullable(string()),
  images: optional(array(ImageSet)),
  created_at: nullable(string()),
  answer: nullable(string()),
  answered_at: nullable(string()),
});

export const InboxItem = type({
  kind: enums(INBOX_KINDS),
  id: number(),
  text: string(),
  full_name: nullable(string()),
  phone: nullable(string()),
  // Links to the guarded photo call below, never under /media/.
  photos: array(string()),
  created_at: nullable(string()),
  closed_at: nullable(string()),
  closed_by: nullable(Person),
});

/** Shoppers' reviews to answer and their messages to the shop. */
export const adminFeedbackEndpoints = defineEndpoints({
  adminReviews: {
    method: "GET",
    path: "admin/reviews/",
    query: type({ answered: optional(enums(["true", "false"] as const)), ...PageQuery }),
    answer: type({ count: number(), ...PageLinks, results: array(StaffReview) }),
    auth: "required",
    permission: "reviews.answer",
  },
  /** The shop's answer under a review; an empty one takes it away. */
  adminReviewAnswer: {
    method: "POST",
    path: "admin/reviews/{id}/answer/",
    params: type({ id: IntFromText }),
    body: type({ answer: string() }),
    answer: StaffReview,
    auth: "required",
    permission: "reviews.answer",
  },
  adminInbox: {
    method: "GET",
    path: "admin/inbox/",
    query: type({
      kind: optional(enums(INBOX_KINDS)),
      state: optional(enums(["open", "closed"] as const)),
      ...PageQuery,
    }),
    answer: type({ count: number(), ...PageLinks, results: array(InboxItem) }),
    auth: "required",
    permission: "inbox.read",
  },
  adminInboxClose: {
    method: "POST",
    path: "admin/inbox/{kind}/{id}/close/",
    params: type({ kind: enums(INBOX_KINDS), id: IntFromText }),
    answer: InboxItem,
    auth: "required",
    permission: "inbox.read",
  },
  /** A bug report's photo (`n` from 0), for staff only. */
  adminInboxPhoto: {
    method: "GET",
    path: "admin/inbox/bug/{id}/photos/{n}",
    params: type({ id: IntFromText, n: IntFromText }),
    answer: unknown(),
    answerMedia: "image/jpeg",
    auth: "required",
    permission: "inbox.read",
  },
});
