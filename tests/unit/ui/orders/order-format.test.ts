import { describe, expect, it } from "vitest";
import { uzbekDate } from "../../../../ui/features/orders/order-format";

// Node carries the full CLDR; browsers do not know Uzbek month names, so the shop writes them itself and must
// write them as Node does, or the server's page and the tab's would differ.
describe("Uzbek dates", () => {
  const cldr = (locale: string, when: Date, withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
      timeZone: "Asia/Tashkent",
    } as const).format(when);

  it("name each month in both scripts as the CLDR does, in Tashkent's day", () => {
    for (let month = 0; month < 12; month++) {
      // 20:30 UTC is already the next day in Tashkent.
      const when = new Date(Date.UTC(2026, month, 9, 20, 30));
      expect(uzbekDate("uz-Latn", when, false)).toBe(cldr("uz-Latn", when, false));
      expect(uzbekDate("uz-Cyrl", when, false)).toBe(cldr("uz-Cyrl", when, false));
    }
    expect(uzbekDate("uz-Latn", new Date(Date.UTC(2026, 10, 21, 9, 5)), false)).toBe("21-noyabr, 2026");
  });

  it("add the time after the date", () => {
    const when = new Date(Date.UTC(2026, 10, 21, 9, 5));
    expect(uzbekDate("uz-Cyrl", when, true)).toBe("21 ноябр, 2026 14:05");
    expect(uzbekDate("uz-Latn", when, true)).toBe("21-noyabr, 2026, 14:05");
    expect(uzbekDate("uz-Latn", when, true)).toBe(cldr("uz-Latn", when, true));
    expect(uzbekDate("uz-Cyrl", when, true)).toBe(cldr("uz-Cyrl", when, true));
  });
});
