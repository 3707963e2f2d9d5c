import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminReviews } from "../../../adapters/http/admin-reviews.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { Refused } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    const body = next.body === undefined ? "" : JSON.stringify(next.body);
    return new Response(body, { status: next.status, headers: next.headers });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, reviews: new HttpAdminReviews(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));

const set = (name: string) => ({
  extra_small: `/media/reviews/${name}?width=80`,
  small: `/media/reviews/${name}?width=160`,
  compressed: `/media/reviews/${name}?width=320&quality=60`,
  medium: `/media/reviews/${name}?width=480`,
  large: `/media/reviews/${name}?width=960`,
  default: `/media/reviews/${name}`,
});

const WIRE = {
  id: 58,
  product: { id: 1, slug: "sement-m400", title: "Sement M400" },
  author: "Dilshod Rahimov",
  rate: 2,
  comment: "Qop yirtilgan",
  images: [set("a.jpg")],
  created_at: "2026-11-24T14:05:00.000Z",
  answer: null,
  answered_at: null,
};

describe("HttpAdminReviews", () => {
  it("asks for unanswered reviews a page at a time and reads them as the domain's", async () => {
    const { calls, reviews } = harness([
      { status: 200, body: { count: 41, next: null, previous: null, results: [WIRE] } },
    ]);
    const page = await reviews.reviews({ answered: "unanswered", page: 2 });
    expect(path(calls[0]!.url)).toBe("admin/reviews/?answered=false&page=2&page_size=20");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer tok");
    expect(page.total).toBe(41);
    expect(page.totalPages).toBe(3);
    expect(page.results[0]).toEqual({
      id: 58,
      product: { id: 1, slug: "sement-m400", title: "Sement M400" },
      author: "Dilshod Rahimov",
      rate: 2,
      comment: "Qop yirtilgan",
      photos: [{ thumb: "/media/reviews/a.jpg?width=160", large: "/media/reviews/a.jpg?width=960" }],
      createdAt: "2026-11-24T14:05:00.000Z",
      answer: null,
      answeredAt: null,
    });
  });

  it("sends no answered filter for all, true for answered", async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    const { calls, reviews } = harness([
      { status: 200, body: empty },
      { status: 200, body: empty },
    ]);
    await reviews.reviews({ answered: "all", page: 1 });
    await reviews.reviews({ answered: "answered", page: 1 });
    expect(path(calls[0]!.url)).toBe("admin/reviews/?page=1&page_size=20");
    expect(path(calls[1]!.url)).toBe("admin/reviews/?answered=true&page=1&page_size=20");
  });

  it("reads a blank author and a review without images", async () => {
    const { reviews } = harness([
      {
        status: 200,
        body: {
          count: 1,
          results: [{ ...WIRE, author: " ", images: undefined, product: { ...WIRE.product, title: null } }],
        },
      },
    ]);
    const [review] = (await reviews.reviews({ answered: "all", page: 1 })).results;
    expect(review!.author).toBeNull();
    expect(review!.photos).toEqual([]);
    expect(review!.product.title).toBe("");
  });

  it("posts the answer and returns the review as saved", async () => {
    const saved = { ...WIRE, answer: "Almashtiramiz", answered_at: "2026-11-25T09:00:00.000Z" };
    const { calls, reviews } = harness([{ status: 200, body: saved }]);
    const review = await reviews.answer(58, "Almashtiramiz");
    expect(path(calls[0]!.url)).toBe("admin/reviews/58/answer/");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ answer: "Almashtiramiz" });
    expect(review.answer).toBe("Almashtiramiz");
    expect(review.answeredAt).toBe("2026-11-25T09:00:00.000Z");
  });

  it("turns a refusal into a Refused with the server's code", async () => {
    const { reviews } = harness([
      { status: 400, body: { errors: [{ error: "FIELD.INVALID", message: "Неверное значение" }] } },
    ]);
    const error = await reviews.answer(58, "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect((error as Refused).status).toBe(400);
    expect((error as Refused).code).toBe("FIELD.INVALID");
  });

  it("refuses an answer of the wrong shape", async () => {
    const { reviews } = harness([{ status: 200, body: { id: "58" } }]);
    await expect(reviews.answer(58, "x")).rejects.toThrow();
  });
});
