import { describe, expect, it } from "vitest";
import { CardExpire, CardNumber, validate } from "../../../contract/index.ts";
import { cardCases } from "./cases/cards.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(cardCases);

describe("cards: wire formats", () => {
  it.each(["01/25", "12/30", "09/27"])("accepts the expiry %s", (expire) => {
    expect(validate(CardExpire, expire).ok).toBe(true);
  });

  it.each(["00/25", "1/25", "09/2027", "09-27"])("rejects the expiry %s", (expire) => {
    expect(validate(CardExpire, expire).ok).toBe(false);
  });

  it("takes 16 digits for a card number and nothing else", () => {
    expect(validate(CardNumber, "9860123412341234").ok).toBe(true);
    expect(validate(CardNumber, "986012341234123").ok).toBe(false);
    expect(validate(CardNumber, 9860123412341234).ok).toBe(false);
  });
});
