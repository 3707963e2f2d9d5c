import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../adapters/fake/fake-admin.gateway";
import { $adminGateway } from "../../../application/admin/admin-gateway.model";
import {
  $codesCreated,
  $createRefusal,
  $promoCodes,
  $promoMoveRefusal,
  $promoRefusal,
  $promoStatus,
  promoCreateRequested,
  promoMoveRequested,
  promoOpened,
} from "../../../application/admin/sections/promo.model";
import {
  checkPromoDraft,
  EMPTY_PROMO_DRAFT,
  promoMovesOf,
  type NewPromoCode,
} from "../../../application/admin/sections/promo.types";

function scopeWith(options: FakeAdminOptions = { caller: "admin" }) {
  const admin = new FakeAdminGateway(options);
  return { admin, scope: fork({ values: [[$adminGateway, admin]] }) };
}

const NEW: NewPromoCode = {
  code: "GISHT5",
  kind: "percent",
  value: 5,
  minOrderPrice: 200_000,
  startsAt: null,
  endsAt: null,
  maxUses: 50,
};

describe("the promo codes section", () => {
  it("lists the fake's codes, one of each state, newest first", async () => {
    const { scope } = scopeWith();
    await allSettled(promoOpened, { scope });
    expect(scope.getState($promoStatus)).toBe("ready");
    expect(scope.getState($promoCodes)?.map((c) => [c.code, c.state])).toEqual([
      ["YANGIYIL15", "scheduled"],
      ["QURILISH10", "active"],
      ["BOYOQ20", "paused"],
      ["SEMENT50K", "used_up"],
      ["KUZ2026", "expired"],
    ]);
  });

  it("says why a load failed, and a retry that succeeds clears it", async () => {
    const options: FakeAdminOptions = { caller: "admin", failing: true };
    const { scope } = scopeWith(options);
    await allSettled(promoOpened, { scope });
    expect(scope.getState($promoStatus)).toBe("error");
    expect(scope.getState($promoRefusal)).toEqual({ code: null, words: null });
    options.failing = false;
    await allSettled(promoOpened, { scope });
    expect(scope.getState($promoStatus)).toBe("ready");
    expect(scope.getState($promoRefusal)).toBeNull();
  });

  it("puts a new code first and counts it, so the dialog closes", async () => {
    const { admin, scope } = scopeWith();
    await allSettled(promoOpened, { scope });
    await allSettled(promoCreateRequested, { scope, params: NEW });
    expect(admin.promo.created).toEqual([NEW]);
    expect(scope.getState($promoCodes)?.[0]).toMatchObject({ code: "GISHT5", used: 0, state: "active" });
    expect(scope.getState($codesCreated)).toBe(1);
    expect(scope.getState($createRefusal)).toBeNull();
  });

  it("keeps a taken code's refusal for the dialog and changes nothing", async () => {
    const { scope } = scopeWith();
    await allSettled(promoOpened, { scope });
    await allSettled(promoCreateRequested, { scope, params: { ...NEW, code: "QURILISH10" } });
    expect(scope.getState($createRefusal)?.code).toBe("PROMO.CODE_TAKEN");
    expect(scope.getState($codesCreated)).toBe(0);
    expect(scope.getState($promoCodes)).toHaveLength(5);
  });

  it("pauses, resumes and expires a code, the row taken from the answer", async () => {
    const { admin, scope } = scopeWith();
    await allSettled(promoOpened, { scope });
    const stateOf = (code: string) => scope.getState($promoCodes)?.find((c) => c.code === code)?.state;
    await allSettled(promoMoveRequested, { scope, params: { code: "QURILISH10", move: "pause" } });
    expect(stateOf("QURILISH10")).toBe("paused");
    await allSettled(promoMoveRequested, { scope, params: { code: "BOYOQ20", move: "resume" } });
    expect(stateOf("BOYOQ20")).toBe("active");
    await allSettled(promoMoveRequested, { scope, params: { code: "BOYOQ20", move: "expire" } });
    expect(stateOf("BOYOQ20")).toBe("expired");
    expect(admin.promo.moves.map((m) => m.move)).toEqual(["pause", "resume", "expire"]);
  });

  it("keeps a refused move's refusal with its code", async () => {
    const { scope } = scopeWith();
    await allSettled(promoOpened, { scope });
    await allSettled(promoMoveRequested, { scope, params: { code: "GONE1", move: "pause" } });
    expect(scope.getState($promoMoveRefusal)).toEqual({
      code: "GONE1",
      refusal: { code: "GENERIC.NOT_FOUND", words: null },
    });
  });

  it("offers only the moves a state allows", () => {
    expect(promoMovesOf("active")).toEqual(["pause", "expire"]);
    expect(promoMovesOf("scheduled")).toEqual(["pause", "expire"]);
    expect(promoMovesOf("paused")).toEqual(["resume", "expire"]);
    expect(promoMovesOf("used_up")).toEqual(["expire"]);
    expect(promoMovesOf("expired")).toEqual([]);
  });
});

describe("the new code's form", () => {
  it("refuses what the server would, field by field", () => {
    expect(checkPromoDraft(EMPTY_PROMO_DRAFT)).toEqual({
      ok: false,
      problems: { code: "required", value: "required" },
    });
    const bad = checkPromoDraft({
      code: "a b",
      kind: "percent",
      value: "101",
      minOrderPrice: "-5",
      from: "2026-12-10",
      to: "2026-12-01",
      maxUses: "0",
    });
    expect(bad).toEqual({
      ok: false,
      problems: { code: "code", value: "percent", minOrderPrice: "sum", maxUses: "whole", to: "window" },
    });
    expect(checkPromoDraft({ ...EMPTY_PROMO_DRAFT, code: "X1", value: "1000" })).toMatchObject({
      problems: { code: "code" },
    });
  });

  it("sends the code upper case, sums as whole so'm and the days as Tashkent's", () => {
    expect(
      checkPromoDraft({
        code: " gisht5 ",
        kind: "amount",
        value: "25 000",
        minOrderPrice: "",
        from: "2026-12-01",
        to: "2026-12-01",
        maxUses: "",
      }),
    ).toEqual({
      ok: true,
      value: {
        code: "GISHT5",
        kind: "amount",
        value: 25_000,
        minOrderPrice: 0,
        startsAt: "2026-12-01T00:00:00+05:00",
        endsAt: "2026-12-01T23:59:59+05:00",
        maxUses: null,
      },
    });
  });
});
