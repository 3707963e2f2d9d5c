import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "../../domain/text-limits.ts";
import { expectErrorList, startTestApp, type TestApp } from "./helpers/test-app.ts";

const MESSAGES = {
  ru: /не более|максимум|больше/i,
  uz: /./,
  sr: /./,
} as const;

describe("free text is bounded, anonymous forms are budgeted", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 20, env: { INBOX_MESSAGES_PER_HOUR: "3" } });
  });
  afterAll(async () => t?.close());

  const application = (payload: object, lang = "ru", ip = "10.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/settings/application/",
      payload,
      remoteAddress: ip,
      headers: { "accept-language": lang },
    });

  it("refuses a feedback question past its limit with a translated FIELD.MAX_LENGTH naming the limit", async () => {
    for (const lang of ["ru", "uz", "sr"] as const) {
      const r = await application(
        { full_name: "Ali", question: "a".repeat(TEXT_LIMITS.message + 1) },
        lang,
        `10.1.0.${lang.length}${lang === "sr" ? 1 : 0}`,
      );
      expect(r.statusCode).toBe(400);
      expectErrorList(r.json(), 400);
      const [error] = r.json().errors;
      expect(error).toMatchObject({ error: "FIELD.MAX_LENGTH", field: "question" });
      expect(error.message).toContain(String(TEXT_LIMITS.message));
      expect(error.message).toMatch(MESSAGES[lang]);
    }
  });

  it("refuses a name, a search and a promo code past their limits", async () => {
    const name = await application(
      { full_name: "A".repeat(TEXT_LIMITS.name + 1), question: "hello there" },
      "ru",
      "10.2.0.1",
    );
    expect(name.json().errors[0]).toMatchObject({ error: "FIELD.MAX_LENGTH", field: "full_name" });
    const search = await t.app.inject({
      url: `/api/v1/products/?search=${"x".repeat(TEXT_LIMITS.search + 1)}`,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors[0]).toMatchObject({ error: "FIELD.MAX_LENGTH", field: "search" });
    const fine = await t.app.inject({ url: `/api/v1/products/?search=${"x".repeat(TEXT_LIMITS.search)}` });
    expect(fine.statusCode).toBe(200);
  });

  it("refuses the feedback form past the address's hourly budget with a translated 429", async () => {
    const ip = "10.3.0.1";
    for (let i = 0; i < 3; i++)
      expect((await application({ full_name: "Ali", question: `question ${i}` }, "ru", ip)).statusCode).toBe(
        201,
      );
    const refused = await application({ full_name: "Ali", question: "one more" }, "uz", ip);
    expect(refused.statusCode).toBe(429);
    expect(JSON.stringify(refused.json())).not.toContain('REQUEST.TOO_MANY"}');
  });
});
