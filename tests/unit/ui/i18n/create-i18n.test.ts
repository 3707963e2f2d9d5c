import { describe, expect, it } from "vitest";
import { createI18n } from "../../../../ui/i18n/create-i18n";

// Catalog entries are looked up by their explicit id in every area; a wrong PO setting silently falls back to
// ids.
describe("createI18n", () => {
  it.each([
    ["ru", "Магазин строительных материалов"],
    ["uz", "Қурилиш материаллари дўкони"],
    ["sr", "Qurilish materiallari doʻkoni"],
  ] as const)("gives %s texts from the app catalog", (locale, title) => {
    expect(createI18n(locale)._("app.shell.title")).toBe(title);
  });

  it("merges the kit and validation catalogs too", () => {
    const ru = createI18n("ru");
    expect(ru._("kit.modal.close")).toBe("Закрыть");
    expect(ru._("phone_error")).not.toBe("phone_error");
  });
});
