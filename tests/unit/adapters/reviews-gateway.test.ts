import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient, ApiError } from "../../../adapters/http/api-client";
import { HttpReviewsGateway } from "../../../adapters/http/reviews.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { productDetail } from "../contract/cases/catalogue.cases";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "uz", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, reviews: new HttpReviewsGateway(api) };
}

const path = (url: string) => url.replace("http://api.test/api/v1/", "");
const photo = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe("HttpReviewsGateway", () => {
  it("reads may-review and has-reviewed from the product page with the shopper's token", async () => {
    const { reviews, calls } = harness([
      { status: 200, body: { ...productDetail, can_comment: true, has_comment: false } },
      { status: 404, body: { detail: "Not found." } },
    ]);
    expect(await reviews.facts("sement-m400")).toEqual({ canComment: true, hasComment: false });
    expect(path(calls[0]!.url)).toBe("products/detail/sement-m400/");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Bearer tok");
    expect(await reviews.facts("gone")).toBeNull();
  });

  it("sends the review as multipart with the photos as images[0..n] and reads the kept photos", async () => {
    const { reviews, calls } = harness([
      {
        status: 201,
        body: {
          id: 9,
          product: 12,
          rate: 5,
          comment: "Zo'r",
          images: [
            {
              default: "/media/reviews/a.webp",
              small: "/media/reviews/a-s.webp",
              large: "/media/reviews/a-l.webp",
            },
            "/media/reviews/b.webp",
            null,
          ],
        },
      },
    ]);
    const posted = await reviews.post({
      productId: 12,
      rate: 5,
      comment: "Zo'r",
      photos: [photo("a.png", "image/png"), photo("b.jpg", "image/jpeg")],
    });
    expect(path(calls[0]!.url)).toBe("products/comment/");
    expect(calls[0]!.init.method).toBe("POST");
    const form = calls[0]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get("product"), form.get("rate"), form.get("comment")]).toEqual(["12", "5", "Zo'r"]);
    expect((form.get("images[0]") as File).name).toBe("a.png");
    expect((form.get("images[1]") as File).name).toBe("b.jpg");
    // The browser sets the multipart boundary itself.
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBeNull();
    expect(posted).toEqual({
      rate: 5,
      comment: "Zo'r",
      photos: [
        { thumb: "/media/reviews/a-s.webp", large: "/media/reviews/a-l.webp" },
        { thumb: "/media/reviews/b.webp", large: "/media/reviews/b.webp" },
      ],
    });
  });

  it("sends neither an empty text nor an empty photo list", async () => {
    const { reviews, calls } = harness([{ status: 201, body: { rate: 3 } }]);
    expect(await reviews.post({ productId: 12, rate: 3, comment: "", photos: [] })).toEqual({
      rate: 3,
      comment: "",
      photos: [],
    });
    const form = calls[0]!.init.body as FormData;
    expect([...form.keys()]).toEqual(["product", "rate"]);
  });

  it("turns the server's refusal into a Refused with its code and words", async () => {
    const { reviews } = harness([
      {
        status: 400,
        body: {
          status_code: 400,
          errors: [{ error: "REVIEW.ALREADY_LEFT", message: "Siz allaqachon fikr qoldirgansiz" }],
        },
      },
    ]);
    const error = await reviews.post({ productId: 12, rate: 5, comment: "", photos: [] }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      400,
      "REVIEW.ALREADY_LEFT",
      "Siz allaqachon fikr qoldirgansiz",
    ]);
  });
});
