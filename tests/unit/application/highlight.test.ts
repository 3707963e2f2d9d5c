import { describe, expect, it } from "vitest";
import { highlightMatch } from "../../../application/search/highlight";

const marked = (title: string, q: string) => highlightMatch(title, q).find((p) => p.match)?.text ?? null;

describe("highlightMatch", () => {
  it("finds Latin typed in a Cyrillic title and the reverse", () => {
    expect(marked("Цемент М400 Akfa", "sement")).toBe("Цемент");
    expect(marked("Sement M400 Akfa", "цемент")).toBe("Sement");
    expect(marked("Гипсли сувоқ Knauf", "suv")).toBe("сув");
  });
  it("keeps the whole title when nothing matches", () => {
    expect(highlightMatch("Дрель", "zzz")).toEqual([{ text: "Дрель", match: false }]);
    expect(marked("Ламинат эман", "")).toBeNull();
  });
  it("matches inside the title", () => {
    const parts = highlightMatch("Краска фасадная Tikkurila", "фасад");
    expect(parts.map((p) => p.text).join("")).toBe("Краска фасадная Tikkurila");
    expect(parts[1]).toEqual({ text: "фасад", match: true });
  });
});
