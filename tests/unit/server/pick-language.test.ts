import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { preferredLanguage } from "../../../domain/language";
import { pickLanguage } from "../../../server/http/language";

describe("a request's language, with the answers to known headers kept (server/http/language.ts)", () => {
  it("is the parser's answer for every header, asked once or again, however many there are", () => {
    const header = fc.oneof(
      fc.constantFrom("ru", "uz", "uz-Latn", "en-US,en;q=0.9,ru;q=0.8", "uz-Cyrl;q=0.5, ru;q=0.9", "*"),
      fc.string({ maxLength: 300 }),
    );
    fc.assert(
      fc.property(fc.array(header, { maxLength: 40 }), (headers) => {
        for (const h of [...headers, ...headers]) expect(pickLanguage(h)).toBe(preferredLanguage(h));
      }),
      { numRuns: 200 },
    );
  });

  it("reads a repeated header and no header as the parser does", () => {
    expect(pickLanguage(["ru", "uz"])).toBe(preferredLanguage(["ru", "uz"]));
    expect(pickLanguage(undefined)).toBe(preferredLanguage(undefined));
  });
});
