import { describe, expect, it } from "vitest";
import { promoState, type PromoTerms } from "../../../domain/promo-state.ts";

const NOW = new Date("2026-05-01T12:00:00Z");
const BEFORE = new Date("2026-04-01T00:00:00Z");
const AFTER = new Date("2026-06-01T00:00:00Z");
const open: PromoTerms = { active: true, startsAt: null, endsAt: null, maxUses: null, used: 0 };

describe("promoState", () => {
  it("is active when running, started, not ended and with uses left", () => {
    expect(promoState(open, NOW)).toBe("active");
    expect(promoState({ ...open, startsAt: BEFORE, endsAt: AFTER, maxUses: 5, used: 4 }, NOW)).toBe("active");
    expect(promoState({ ...open, startsAt: NOW }, NOW)).toBe("active");
  });

  it("is scheduled before its start, paused when stopped by hand", () => {
    expect(promoState({ ...open, startsAt: AFTER }, NOW)).toBe("scheduled");
    expect(promoState({ ...open, active: false }, NOW)).toBe("paused");
    expect(promoState({ ...open, active: false, startsAt: AFTER }, NOW)).toBe("paused");
  });

  it("is used up when every use is spent, expired from its end on, the end winning over the rest", () => {
    expect(promoState({ ...open, maxUses: 3, used: 3 }, NOW)).toBe("used_up");
    expect(promoState({ ...open, maxUses: 3, used: 3, active: false }, NOW)).toBe("used_up");
    expect(promoState({ ...open, endsAt: NOW }, NOW)).toBe("expired");
    expect(promoState({ ...open, endsAt: BEFORE, active: false, maxUses: 1, used: 1 }, NOW)).toBe("expired");
  });
});
