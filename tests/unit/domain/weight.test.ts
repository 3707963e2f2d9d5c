import { describe, expect, it } from "vitest";
import { formatWeight, fromGrams, parseWeightUnit, toGrams } from "../../../domain/weight";

const NBSP = "\u00A0";

describe("weight", () => {
  it("prints ru-style numbers with the unit from the data", () => {
    expect(formatWeight(500, "gr")).toBe(`500${NBSP}gr`);
    expect(formatWeight(1.5, "kg")).toBe(`1,5${NBSP}kg`);
    expect(formatWeight(25, "кг")).toBe(`25${NBSP}кг`);
    expect(formatWeight(1250, "gr")).toBe(`1${NBSP}250${NBSP}gr`);
    expect(formatWeight(0.125, "kg")).toBe(`0,125${NBSP}kg`);
    expect(formatWeight(2, " ")).toBe("2");
  });

  it("recognises unit titles in any of the languages", () => {
    expect(parseWeightUnit("gr")).toBe("gr");
    expect(parseWeightUnit("г.")).toBe("gr");
    expect(parseWeightUnit("КГ")).toBe("kg");
    expect(parseWeightUnit("kg")).toBe("kg");
    expect(parseWeightUnit("litr")).toBeNull();
  });

  it("converts between grams and the readable unit", () => {
    expect(toGrams({ value: 1.5, unit: "kg" })).toBe(1500);
    expect(toGrams({ value: 500, unit: "gr" })).toBe(500);
    expect(fromGrams(1500)).toEqual({ value: 1.5, unit: "kg" });
    expect(fromGrams(999)).toEqual({ value: 999, unit: "gr" });
  });
});
