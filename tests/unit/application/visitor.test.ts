import { describe, expect, it } from "vitest";
import { ensureVisitorId, newVisitorId, preferredLanguage } from "../../../application/visitor/visitor";
import { languageFromPath, localizePath, stripLanguage } from "../../../application/visitor/routes";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

describe("visitor", () => {
  it("picks the browser's preferred language among ru, uz, sr, else uz", () => {
    expect(preferredLanguage("ru-RU,ru;q=0.9,en;q=0.8")).toBe("ru");
    expect(preferredLanguage("en;q=0.9,uz-Latn-UZ;q=0.8")).toBe("sr");
    expect(preferredLanguage("uz-Cyrl")).toBe("uz");
    expect(preferredLanguage("de,en")).toBe("uz");
    expect(preferredLanguage(undefined)).toBe("uz");
    expect(preferredLanguage("ru;q=0.3,uz;q=0.7")).toBe("uz");
  });

  it("gives a guest a base36 visitor id of 128 random bits once", () => {
    const jar = new MemoryCookieJar();
    const id = ensureVisitorId(jar);
    expect(id).toMatch(/^[0-9a-z]{25}$/);
    expect(ensureVisitorId(jar)).toBe(id);
    // All 16 bytes count: the largest value is 2^128 - 1, the smallest pads to the same length.
    expect(newVisitorId((n) => new Uint8Array(n).fill(255))).toBe((2n ** 128n - 1n).toString(36));
    expect(newVisitorId((n) => new Uint8Array(n))).toBe("0".repeat(25));
    const ids = new Set(Array.from({ length: 1000 }, () => newVisitorId()));
    expect(ids.size).toBe(1000);
  });

  it("replaces a short, guessable visitor id from an earlier version", () => {
    const jar = new MemoryCookieJar();
    jar.set("visitorId", "k3j9x0q2v8m1abcd");
    const id = ensureVisitorId(jar);
    expect(id).not.toBe("k3j9x0q2v8m1abcd");
    expect(id).toMatch(/^[0-9a-z]{25}$/);
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
