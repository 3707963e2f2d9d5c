import { describe, expect, it } from "vitest";
import { RESEND_COUNTDOWN_SECONDS, canResend, formatCountdown, secondsLeft } from "../../../domain/countdown";

describe("resend countdown", () => {
  it("lasts 60 seconds", () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(formatCountdown(RESEND_COUNTDOWN_SECONDS)).toBe("01:00");
  });

  it("shows mm:ss below an hour and hh:mm:ss from an hour", () => {
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(59)).toBe("00:59");
    expect(formatCountdown(3599)).toBe("59:59");
    expect(formatCountdown(3600)).toBe("01:00:00");
    expect(formatCountdown(3661)).toBe("01:01:01");
    expect(formatCountdown(-5)).toBe("00:00");
    expect(formatCountdown(1.2)).toBe("00:02");
  });

  it("counts down from an injected start and now", () => {
    expect(secondsLeft(1_000, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 31_000)).toBe(30);
    expect(secondsLeft(1_000, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 500_000)).toBe(0);
    expect(canResend(0, 59_999)).toBe(false);
    expect(canResend(0, 60_000)).toBe(true);
  });
});
