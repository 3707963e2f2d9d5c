import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { accountCleared, accountLoaded } from "../../../application/account/session.model";
import { $productPage, productOpened } from "../../../application/products/product-page.model";
import {
  $photoProblem,
  $reviewFacts,
  $reviewPhotos,
  $reviewProblem,
  $reviewRating,
  $reviewRefusal,
  $reviewStanding,
  $reviewText,
  photoRemoved,
  photosPicked,
  ratingChosen,
  reviewFactsRetried,
  reviewPlaceOpened,
  reviewSubmitted,
  reviewTextChanged,
} from "../../../application/reviews/review-form.model";
import type { PickedPhoto } from "../../../application/reviews/review-photos";
import { DEMO_ACCOUNT, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeReviewsGateway, type FakeReviewsOptions } from "../../../adapters/fake/fake-reviews.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { DEMO_PRODUCTS } from "../../../adapters/fake/demo-data";

const PRODUCT = DEMO_PRODUCTS[0]!;
const PLACE = { productId: PRODUCT.id, slug: PRODUCT.slug };
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

const png = (name = "wall.png"): PickedPhoto => ({
  file: new File([PNG_HEAD], name, { type: "image/png" }),
  head: PNG_HEAD,
});
const jpeg = (name = "floor.jpg"): PickedPhoto => ({
  file: new File([JPEG_HEAD], name, { type: "image/jpeg" }),
  head: JPEG_HEAD,
});

async function setup(options: FakeReviewsOptions = {}, signedIn = true) {
  const catalogue = new FakeCatalogueGateway();
  const reviews = new FakeReviewsGateway(
    { now: () => new Date("2026-11-25T10:00:00Z"), ...options },
    catalogue,
  );
  const calls: string[] = [];
  const counted: AppDeps["reviews"] = {
    facts: (slug) => (calls.push(slug), reviews.facts(slug)),
    post: (review) => reviews.post(review),
  };
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar({}),
    shopping: new FakeShoppingGateway(catalogue),
    reviews: counted,
  };
  const scope = fork({ values: [[$deps, deps]] });
  await allSettled(productOpened, { scope, params: PRODUCT.slug });
  if (signedIn) await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
  else await allSettled(accountCleared, { scope });
  await allSettled(reviewPlaceOpened, { scope, params: PLACE });
  return { scope, reviews, calls };
}

describe("who may review", () => {
  it("tells a guest to sign in, without asking the server", async () => {
    const { scope, calls } = await setup({}, false);
    expect(scope.getState($reviewStanding)).toBe("guest");
    expect(calls).toEqual([]);
  });

  it("opens the form to a buyer who received the product, once the facts come with the token", async () => {
    const { scope, calls } = await setup();
    expect(calls).toEqual([PRODUCT.slug]);
    expect(scope.getState($reviewStanding)).toBe("open");
  });

  it("says why not: not received, or already reviewed", async () => {
    const notBought = await setup({ facts: { canComment: false, hasComment: false } });
    expect(notBought.scope.getState($reviewStanding)).toBe("not-bought");
    const reviewed = await setup({ facts: { canComment: false, hasComment: true } });
    expect(reviewed.scope.getState($reviewStanding)).toBe("reviewed");
  });

  it("reads the facts when a guest signs in on the page, and forgets them on logging out", async () => {
    const { scope, calls } = await setup({}, false);
    await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
    expect(calls).toEqual([PRODUCT.slug]);
    expect(scope.getState($reviewStanding)).toBe("open");
    await allSettled(accountCleared, { scope });
    expect(scope.getState($reviewFacts)).toBeNull();
    expect(scope.getState($reviewStanding)).toBe("guest");
  });

  it("says it could not tell when the facts failed, and asks again on request", async () => {
    const { scope, calls } = await setup({ failingFacts: true });
    expect(scope.getState($reviewStanding)).toBe("unknown");
    await allSettled(reviewFactsRetried, { scope });
    expect(calls).toHaveLength(2);
  });
});

describe("the photos", () => {
  it("takes up to four jpg or png photos and refuses a fifth, keeping the four", async () => {
    const { scope } = await setup();
    await allSettled(photosPicked, { scope, params: [png("1.png"), jpeg("2.jpg"), png("3.png")] });
    await allSettled(photosPicked, { scope, params: [jpeg("4.jpeg")] });
    expect(scope.getState($reviewPhotos).map((f) => f.name)).toEqual(["1.png", "2.jpg", "3.png", "4.jpeg"]);
    await allSettled(photosPicked, { scope, params: [png("5.png")] });
    expect(scope.getState($photoProblem)).toEqual({ code: "PHOTOS.TOO_MANY", params: { max: 4 } });
    expect(scope.getState($reviewPhotos)).toHaveLength(4);
  });

  it("refuses a file that is not a jpg or png by its name and type, or only named like one", async () => {
    const { scope } = await setup();
    const text = new File(["notes"], "notes.txt", { type: "text/plain" });
    await allSettled(photosPicked, { scope, params: [{ file: text, head: new Uint8Array([110, 111]) }] });
    expect(scope.getState($photoProblem)?.code).toBe("PHOTOS.WRONG_FORMAT");
    const disguised = new File(["just text"], "photo.png", { type: "image/png" });
    await allSettled(photosPicked, {
      scope,
      params: [png("ok.png"), { file: disguised, head: new TextEncoder().encode("just text") }],
    });
    expect(scope.getState($photoProblem)?.code).toBe("PHOTOS.WRONG_FORMAT");
    expect(scope.getState($reviewPhotos)).toEqual([]);
  });

  it("removes a photo by its place and clears the refusal", async () => {
    const { scope } = await setup();
    await allSettled(photosPicked, {
      scope,
      params: [png("1.png"), png("2.png"), png("3.png"), png("4.png")],
    });
    await allSettled(photosPicked, { scope, params: [png("5.png")] });
    await allSettled(photoRemoved, { scope, params: 1 });
    expect(scope.getState($reviewPhotos).map((f) => f.name)).toEqual(["1.png", "3.png", "4.png"]);
    expect(scope.getState($photoProblem)).toBeNull();
  });
});

describe("sending", () => {
  it("asks for the stars before sending anything", async () => {
    const { scope, reviews } = await setup();
    await allSettled(reviewTextChanged, { scope, params: "Good cement" });
    await allSettled(reviewSubmitted, { scope });
    expect(scope.getState($reviewProblem)).toEqual({ code: "REVIEW.RATING_REQUIRED" });
    expect(reviews.posted).toEqual([]);
    await allSettled(ratingChosen, { scope, params: 4 });
    expect(scope.getState($reviewProblem)).toBeNull();
  });

  it("sends stars, trimmed text and photos, thanks, and shows the review in a list and rating read again", async () => {
    const { scope, reviews } = await setup();
    const before = scope.getState($productPage)!;
    expect(before.rating.total).toBe(3);
    await allSettled(ratingChosen, { scope, params: 5 });
    await allSettled(reviewTextChanged, { scope, params: "  Sifati zo‘r  " });
    await allSettled(photosPicked, { scope, params: [png(), jpeg()] });
    await allSettled(reviewSubmitted, { scope });

    expect(reviews.posted).toHaveLength(1);
    expect(reviews.posted[0]).toMatchObject({ productId: PRODUCT.id, rate: 5, comment: "Sifati zo‘r" });
    expect(reviews.posted[0]!.photos.map((f) => f.name)).toEqual(["wall.png", "floor.jpg"]);
    expect(scope.getState($reviewStanding)).toBe("sent");
    // The form is emptied: its files are not kept once sent.
    expect([scope.getState($reviewRating), scope.getState($reviewText)]).toEqual([0, ""]);
    expect(scope.getState($reviewPhotos)).toEqual([]);

    const page = scope.getState($productPage)!;
    expect(page.reviews.results[0]).toMatchObject({
      author: DEMO_ACCOUNT.fullName,
      rate: 5,
      text: "Sifati zo‘r",
    });
    expect(page.reviews.results[0]!.photos).toHaveLength(2);
    expect(page.rating.total).toBe(4);
    expect(page.rating.rates.find((r) => r.rate === 5)?.count).toBe(2);
    expect([page.product.commentCount, page.product.rate]).toEqual([4, 4.3]);
  });

  it("shows why when the server says the shopper already reviewed, in place of the form", async () => {
    const { scope } = await setup({ refuseWith: "REVIEW.ALREADY_LEFT" });
    await allSettled(ratingChosen, { scope, params: 3 });
    await allSettled(reviewSubmitted, { scope });
    expect(scope.getState($reviewRefusal)?.code).toBe("REVIEW.ALREADY_LEFT");
    expect(scope.getState($reviewStanding)).toBe("reviewed");
  });

  it("keeps the form and its draft on another refusal, and clears the refusal on an edit", async () => {
    const { scope } = await setup({ refuseWith: "PHOTOS.WRONG_FORMAT" });
    await allSettled(ratingChosen, { scope, params: 2 });
    await allSettled(photosPicked, { scope, params: [png()] });
    await allSettled(reviewSubmitted, { scope });
    expect(scope.getState($reviewRefusal)?.code).toBe("PHOTOS.WRONG_FORMAT");
    expect(scope.getState($reviewStanding)).toBe("open");
    expect(scope.getState($reviewPhotos)).toHaveLength(1);
    await allSettled(photoRemoved, { scope, params: 0 });
    expect(scope.getState($reviewRefusal)).toBeNull();
  });

  it("starts a fresh form on another product", async () => {
    const { scope } = await setup();
    await allSettled(ratingChosen, { scope, params: 5 });
    await allSettled(photosPicked, { scope, params: [png()] });
    const other = DEMO_PRODUCTS[1]!;
    await allSettled(reviewPlaceOpened, { scope, params: { productId: other.id, slug: other.slug } });
    expect([scope.getState($reviewRating), scope.getState($reviewPhotos).length]).toEqual([0, 0]);
    expect(scope.getState($reviewStanding)).toBe("open");
  });
});
