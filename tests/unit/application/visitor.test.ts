import { describe, expect, it } from "vitest";
import { preferredLanguage } from "../../../application/visitor/visitor";
import { languageFromPath, localizePath, stripLanguage } from "../../../application/visitor/routes";

describe("visitor", () => {
  it("picks the browser's preferred language among ru, uz, sr, else uz", () => {
    expect(preferredLanguage("ru-RU,ru;q=0.9,en;q=0.8")).toBe("ru");
    expect(preferredLanguage("en;q=0.9,uz-Latn-UZ;q=0.8")).toBe("sr");
    expect(preferredLanguage("uz-Cyrl")).toBe("uz");
    expect(preferredLanguage("de,en")).toBe("uz");
    expect(preferredLanguage(undefined)).toBe("uz");
    expect(preferredLanguage("ru;q=0.3,uz;q=0.7")).toBe("uz");
  });

  it("maps paths between the three language forms", () => {
    expect(languageFromPath("/")).toBe("ru");
    expect(languageFromPath("/uz/products")).toBe("uz");
    expect(languageFromPath("/sr")).toBe("sr");
    expect(languageFromPath("/uzbek")).toBe("ru");
    expect(stripLanguage("/sr/products/a")).toBe("/products/a");
    expect(localizePath("/uz/products?search=a", "sr")).toBe("/sr/products?search=a");
    expect(localizePath("/sr", "ru")).toBe("/");
    expect(localizePath("/", "uz")).toBe("/uz");
  });
});
