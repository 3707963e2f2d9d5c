import { demoImage } from "../../../../adapters/fake/demo-data";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { DEMO_STAFF_REVIEWS } from "../../../../adapters/fake/fake-admin-reviews";
import type {
  ReviewsFilter,
  StaffReview,
  StaffReviewPhoto,
} from "../../../../application/admin/sections/reviews.types";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { createI18n } from "../../../../ui/i18n/create-i18n";
import { refusalText } from "../../../../ui/i18n/refusal-text";
import { localeOf } from "../demo";

// The reviews section's demo data is the fake back office's (adapters/fake/fake-admin-reviews.ts): three
// reviews waiting for an answer (58 with two photos, 57, 55 with stars only and no name) and two answered
// (52 with a photo, 49). A single card's stories add a review written in Uzbek Cyrillic and one whose words
// are longer than a phone's line.

export const UNANSWERED: ReviewsFilter = { answered: "unanswered", page: 1 };
export const ALL: ReviewsFilter = { answered: "all", page: 1 };

/** A page of the fake's reviews. */
export const demoReviews = (options: FakeAdminOptions = {}, filter: ReviewsFilter = UNANSWERED) =>
  new FakeAdminGateway(options).reviews.reviews(filter);

/** One of the fake's reviews: 58, 57, 55 (stars only), 52 (answered, a photo) or 49 (answered). */
export function demoReview(id: number): StaffReview {
  const review = DEMO_STAFF_REVIEWS.find((r) => r.id === id);
  if (!review) throw new Error(`No demo review ${id}`);
  return review;
}

/** A shopper's photo drawn on the spot (no file, no network), each hue a different picture. */
export const demoPhoto = (hue: number): StaffReviewPhoto => {
  const url = demoImage(hue, "tile");
  return { thumb: url, large: url };
};

/** `count` photos, each of its own colour. */
export const demoPhotos = (count: number) => Array.from({ length: count }, (_, i) => demoPhoto(i * 37));

/** A review written in Uzbek Cyrillic, waiting for an answer, with three photos. */
export const CYRILLIC_REVIEW: StaffReview = {
  id: 61,
  product: { id: 5, slug: "shpaklyovka-knauf", title: "Шпаклёвка Knauf HP Finish, 25 кг" },
  author: "Жамшид Усмонов",
  rate: 3,
  comment:
    "Шпаклёвка яхши, текис ётади. Лекин битта қоп намланиб қолган экан, ичида қотиб қолган бўлаклар бор эди.",
  photos: [demoPhoto(40), demoPhoto(95), demoPhoto(260)],
  createdAt: "2026-11-26T07:45:00Z",
  answer: null,
  answeredAt: null,
};

/**
 * A review whose words do not fit a phone's line as they are: a long product name, an author's full name
 * with patronymic, an address pasted without spaces, and the shop's answer; for the phone's overflow checks.
 */
export const LONG_REVIEW: StaffReview = {
  id: 63,
  product: {
    id: 6,
    slug: "gidroizolyatsiya",
    title: "Gidroizolyatsiya aralashmasi Ceresit CR 65 Waterproof, sement asosida, 20 kg",
  },
  author: "Abdurahmonov Shohruhmirzo Baxtiyorovich",
  rate: 1,
  comment:
    "Buyurtma №10452 uch kun kechikdi, kuryer telefonni olmadi. Manzil: Toshkent,Chilonzor-19,Qatortol_koʻchasi_" +
    "45-uy. Aralashmaning oʻzi yaxshi, lekin yetkazib berishni yaxshilang.",
  photos: demoPhotos(7),
  createdAt: "2026-11-27T18:10:00Z",
  answer:
    "Kechikish uchun uzr soʻraymiz, Shohruhmirzo aka. Kuryer bilan gaplashdik; keyingi buyurtmangizni " +
    "bepul yetkazib beramiz.",
  answeredAt: "2026-11-28T09:20:00Z",
};

/** What a card says when the server no longer has the review it answers (404), in the story's language. */
export const goneText = (locale: unknown) =>
  refusalText(createI18n(localeOf(locale)), refusalOf(new Refused(404, "", "GENERIC.NOT_FOUND")));
