import type { AdminReviewsCalls } from "../../application/admin/sections/reviews.port";
import {
  ANSWER_MAX,
  type ReviewsFilter,
  type StaffReview,
  type StaffReviewPhoto,
} from "../../application/admin/sections/reviews.types";
import { Refused } from "../../application/shared/refusal";
import type { FakeAdminOptions } from "./fake-admin.gateway";

/** A photo drawn on the spot (no file, no network): a tinted tile with a brick pattern. */
function photo(hue: number): StaffReviewPhoto {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">` +
    `<rect width="160" height="160" fill="hsl(${hue},45%,62%)"/>` +
    `<path d="M0 40h160M0 80h160M0 120h160M40 0v40M120 0v40M80 40v40M0 40v40M40 80v40M120 80v40M80 120v40"` +
    ` stroke="hsl(${hue},30%,88%)" stroke-width="4"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { thumb: url, large: url };
}

const product = (id: number, slug: string, title: string) => ({ id, slug, title });
const CEMENT = product(1, "sement-m400", "Sement M400, 50 kg");
const DRYWALL = product(2, "gipsokarton-knauf", "Gipsokarton Knauf 12,5 mm");
const BRICK = product(3, "gisht-qizil", "Gʻisht qizil M125");
const PAINT = product(4, "boyoq-akril", "Akril boʻyoq oq, 10 l");

/** The demo reviews, newest first: three waiting for an answer, two answered. */
export const DEMO_STAFF_REVIEWS: readonly StaffReview[] = [
  {
    id: 58,
    product: CEMENT,
    author: "Dilshod Rahimov",
    rate: 2,
    comment: "Ikki qop yirtilgan holda keldi, sement toʻkilib ketgan. Almashtirib berasizlarmi?",
    photos: [photo(30), photo(200)],
    createdAt: "2026-11-24T14:05:00Z",
    answer: null,
    answeredAt: null,
  },
  {
    id: 57,
    product: DRYWALL,
    author: "Нигора Юсупова",
    rate: 5,
    comment: "Листы ровные, доставили за день до квартиры на 4 этаже. Спасибо!",
    photos: [],
    createdAt: "2026-11-23T09:40:00Z",
    answer: null,
    answeredAt: null,
  },
  {
    id: 55,
    product: BRICK,
    author: null,
    rate: 4,
    comment: null,
    photos: [],
    createdAt: "2026-11-21T17:20:00Z",
    answer: null,
    answeredAt: null,
  },
  {
    id: 52,
    product: PAINT,
    author: "Sardor Toshmatov",
    rate: 3,
    comment: "Boʻyoq yaxshi, lekin chelak qopqogʻi ochilib qolgan ekan.",
    photos: [photo(120)],
    createdAt: "2026-11-18T11:00:00Z",
    answer: "Uzr soʻraymiz! Keyingi buyurtmangizga 10 000 soʻm chegirma beramiz.",
    answeredAt: "2026-11-18T15:30:00Z",
  },
  {
    id: 49,
    product: CEMENT,
    author: "Алексей Ким",
    rate: 5,
    comment: "Цемент свежий, всё как в описании.",
    photos: [],
    createdAt: "2026-11-12T08:15:00Z",
    answer: "Спасибо за отзыв! Ждём вас снова.",
    answeredAt: "2026-11-12T10:00:00Z",
  },
];

/** When the fake's answers are written: fixed, so every picture of a story is the same. */
export const FAKE_ANSWERED_AT = "2026-11-25T09:00:00.000Z";

/** The back office's reviews in memory, behind the fake's one guard (caller, latency, failure). */
export class FakeAdminReviews implements AdminReviewsCalls {
  /** Every answer the fake was sent, in order. */
  readonly answers: { id: number; text: string }[] = [];
  private readonly rows: StaffReview[];

  constructor(
    protected readonly guard: () => Promise<void>,
    protected readonly options: FakeAdminOptions,
  ) {
    this.rows = options.empty ? [] : [...DEMO_STAFF_REVIEWS];
  }

  async reviews(filter: ReviewsFilter) {
    await this.guard();
    const size = this.options.pageSize ?? 20;
    const matching = this.rows.filter(
      (r) => filter.answered === "all" || (filter.answered === "answered") === (r.answer !== null),
    );
    return {
      results: matching.slice((filter.page - 1) * size, filter.page * size),
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / size)),
    };
  }

  async answer(id: number, text: string) {
    await this.guard();
    const i = this.rows.findIndex((r) => r.id === id);
    const row = this.rows[i];
    if (!row) throw new Refused(404, "", "GENERIC.NOT_FOUND");
    if (text.trim().length > ANSWER_MAX) throw new Refused(400, "", "FIELD.INVALID", { field: "answer" });
    this.answers.push({ id, text });
    const answer = text.trim() || null;
    const saved = { ...row, answer, answeredAt: answer === null ? null : FAKE_ANSWERED_AT };
    this.rows[i] = saved;
    return saved;
  }
}
