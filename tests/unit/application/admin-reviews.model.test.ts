import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $answerRefusal,
  $answering,
  $editingAnswer,
  $reviews,
  $reviewsRefusal,
  $reviewsStatus,
  answerEditClosed,
  answerEditStarted,
  answerSubmitted,
  reviewsOpened,
} from "../../../application/admin/sections/reviews.model";
import { answerProblem, ANSWER_MAX } from "../../../application/admin/sections/reviews.types";

function setup(options: FakeAdminOptions = {}) {
  const fake = new FakeAdminGateway(options);
  return { fake, scope: fork({ values: [[$adminGateway, fake]] }) };
}

describe("the reviews section's model", () => {
  it("loads the unanswered reviews first", async () => {
    const { scope } = setup();
    await allSettled(reviewsOpened, { scope, params: { answered: "unanswered", page: 1 } });
    expect(scope.getState($reviewsStatus)).toBe("ready");
    const page = scope.getState($reviews)!;
    expect(page.results.map((r) => r.id)).toEqual([58, 57, 55]);
    expect(page.results.every((r) => r.answer === null)).toBe(true);
  });

  it("shows the answered ones, or all, when asked", async () => {
    const { scope } = setup();
    await allSettled(reviewsOpened, { scope, params: { answered: "answered", page: 1 } });
    expect(scope.getState($reviews)!.results.map((r) => r.id)).toEqual([52, 49]);
    await allSettled(reviewsOpened, { scope, params: { answered: "all", page: 1 } });
    expect(scope.getState($reviews)!.total).toBe(5);
  });

  it("keeps the refusal of a failed load", async () => {
    const { scope } = setup({ caller: "shopper" });
    await allSettled(reviewsOpened, { scope, params: { answered: "unanswered", page: 1 } });
    expect(scope.getState($reviewsStatus)).toBe("error");
    expect(scope.getState($reviewsRefusal)?.code).toBe("STAFF.FORBIDDEN");
  });

  it("saves an answer and shows it in place, the review staying where it stood", async () => {
    const { scope, fake } = setup();
    await allSettled(reviewsOpened, { scope, params: { answered: "unanswered", page: 1 } });
    await allSettled(answerSubmitted, { scope, params: { id: 57, text: "Rahmat!" } });
    expect(fake.reviews.answers).toEqual([{ id: 57, text: "Rahmat!" }]);
    const page = scope.getState($reviews)!;
    expect(page.results.map((r) => r.id)).toEqual([58, 57, 55]);
    expect(page.results[1]!.answer).toBe("Rahmat!");
    expect(scope.getState($answering)).toBeNull();
  });

  it("changes an answer through its editor, which closes once saved", async () => {
    const { scope } = setup();
    await allSettled(reviewsOpened, { scope, params: { answered: "answered", page: 1 } });
    await allSettled(answerEditStarted, { scope, params: 52 });
    expect(scope.getState($editingAnswer)).toBe(52);
    await allSettled(answerSubmitted, { scope, params: { id: 52, text: "Yangi javob" } });
    expect(scope.getState($editingAnswer)).toBeNull();
    expect(scope.getState($reviews)!.results[0]!.answer).toBe("Yangi javob");
    await allSettled(answerEditStarted, { scope, params: 49 });
    await allSettled(answerEditClosed, { scope });
    expect(scope.getState($editingAnswer)).toBeNull();
  });

  it("keeps a refused answer's reason with its review", async () => {
    const { scope, fake } = setup();
    await allSettled(reviewsOpened, { scope, params: { answered: "unanswered", page: 1 } });
    await allSettled(answerSubmitted, { scope, params: { id: 999, text: "?" } });
    expect(scope.getState($answerRefusal)).toEqual({
      id: 999,
      refusal: { code: "GENERIC.NOT_FOUND", words: null },
    });
    expect(fake.reviews.answers).toEqual([]);
  });

  it("checks an answer's length as the server does", () => {
    expect(answerProblem("  ")).toBe("empty");
    expect(answerProblem("", true)).toBeNull();
    expect(answerProblem("x".repeat(ANSWER_MAX) + "  ")).toBeNull();
    expect(answerProblem("x".repeat(ANSWER_MAX + 1))).toBe("long");
  });
});
