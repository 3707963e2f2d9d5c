import { describe, expect, it } from "vitest";
import { BadModifier, formatOf, parseModifiers } from "../../../server/adapters/images/image-modifiers.ts";

describe("a picture's modifiers", () => {
  it("take the formats a picture can be drawn in, in any case, and jpg as jpeg", () => {
    expect(parseModifiers({ format: "WEBP" }, "png").format).toBe("webp");
    expect(parseModifiers({ format: "jpg" }, "webp").format).toBe("jpeg");
    expect(parseModifiers({}, "avif").format).toBe("avif");
    expect(formatOf("PNG")).toBe("png");
  });

  // The hostile suite found ?format=constructor answered with bytes typed application/octet-stream: the name
  // was looked up on a plain object and found Object's own constructor.
  it("refuse the names every object has, as format and as extension", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(() => parseModifiers({ format: name }, "webp"), name).toThrow(BadModifier);
      expect(formatOf(name), name).toBeUndefined();
    }
  });
});
