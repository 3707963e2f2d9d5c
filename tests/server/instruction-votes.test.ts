import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, makeShopper, type Shopper } from "./helpers/shoppers.ts";
import { BACKENDS, expectAnswer, saying, startTestApp, type TestApp } from "./helpers/test-app.ts";

// POST settings/instructions/{id}/answer/ ("was this useful"): one vote per user or guest and instruction,
// changed by voting again; GET settings/instructions/{id} says whether this caller voted.

describe.each(BACKENDS)("instruction votes on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20 });
    call = caller(t);
    id = expectAnswer("instructionsList", (await call("GET", "settings/instructions/", null)).json())
      .results[0]!.id;
  });
  afterAll(() => t?.close());

  const vote = (who: Shopper | null, answer: unknown, o: { fingerprint?: string; to?: number } = {}) =>
    call("POST", `settings/instructions/${o.to ?? id}/answer/`, who, {
      payload: { instruction: o.to ?? id, answer },
      headers: o.fingerprint ? { fingerprint: o.fingerprint } : {},
    });
  const answered = async (who: Shopper | null, fingerprint?: string) => {
    const r = await call("GET", `settings/instructions/${id}`, who, {
      headers: fingerprint ? { fingerprint } : {},
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["cache-control"]).toMatch(/private/);
    return expectAnswer("instructionDetail", r.json()).is_answered;
  };
  const votes = () =>
    t.app.internals.db.query<{ owner: string; useful: boolean }>(
      "SELECT owner, useful FROM instruction_votes WHERE instruction_id = $1 ORDER BY owner",
      [id],
    );

  it("keeps one vote per user, changed in place, and is_answered says so to that user only", async () => {
    const [who, other] = [await makeShopper(t), await makeShopper(t)];
    expect(await answered(who)).toBe(false);
    const r = await vote(who, "yes");
    expect(r.statusCode, r.body).toBe(200);
    expect(await answered(who)).toBe(true);
    expect(await answered(other)).toBe(false);
    expect(await answered(null)).toBe(false);
    expect((await vote(who, "no")).statusCode).toBe(200);
    expect(await votes()).toEqual([{ owner: `u:${who.id}`, useful: false }]);
    expect(await answered(who)).toBe(true);
  });

  it("counts a guest by the fingerprint; without one it is refused", async () => {
    expect((await vote(null, "yes", { fingerprint: "votesguest1" })).statusCode).toBe(200);
    expect(await answered(null, "votesguest1")).toBe(true);
    expect(await answered(null, "votesguest2")).toBe(false);
    const nobody = await vote(null, "yes");
    expect(nobody.statusCode).toBe(400);
    expect(nobody.headers["x-error-code"]).toBe("OWNER.REQUIRED");
    expect(nobody.json()).toEqual(
      saying("Не удалось определить покупателя: войдите в аккаунт или передайте Fingerprint."),
    );
  });

  it("refuses a wrong answer, another id in the body, an unknown instruction and a bad token", async () => {
    const who = await makeShopper(t);
    const before = await votes();
    const wrong = await vote(who, "ha");
    expect(wrong.json()).toMatchObject({ errors: [{ error: "FIELD.INVALID", field: "answer" }] });
    const mismatch = await call("POST", `settings/instructions/${id}/answer/`, who, {
      payload: { instruction: id + 1, answer: "yes" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ errors: [{ error: "FIELD.INVALID", field: "instruction" }] });
    const [faq] = await t.app.internals.db.query<{ id: number }>(
      "SELECT id FROM content WHERE kind = 'faq' ORDER BY id LIMIT 1",
    );
    for (const to of [424_242, faq!.id]) expect((await vote(who, "yes", { to })).statusCode).toBe(404);
    const forged = await vote({ id: who.id, token: "not.a.token" }, "yes");
    expect(forged.statusCode).toBe(401);
    expect(await votes()).toEqual(before);
  });
});
