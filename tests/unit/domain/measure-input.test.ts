import { describe, expect, it } from "vitest";
import { divideUp, readMeasure, showMeasure } from "../../../domain/measure-input";

const AREA = { places: 2, min: 1, max: 10_000_000 };
const WHOLE = { places: 0, min: 1, max: 10 };

describe("a typed measure", () => {
  it("is read into whole steps with a comma or a dot, grouped or not", () => {
    expect(readMeasure("12,5", AREA)).toEqual({ ok: true, value: 1250 });
    expect(readMeasure(" 12.05 ", AREA)).toEqual({ ok: true, value: 1205 });
    expect(readMeasure("1 250", AREA)).toEqual({ ok: true, value: 125_000 });
    expect(readMeasure("7,", AREA)).toEqual({ ok: true, value: 700 });
    expect(readMeasure("3,500", AREA)).toEqual({ ok: true, value: 350 });
    expect(readMeasure("4", WHOLE)).toEqual({ ok: true, value: 4 });
  });

  it("names what is wrong with it", () => {
    expect(readMeasure("  ", AREA)).toEqual({ ok: false, problem: "required" });
    expect(readMeasure("12a", AREA)).toEqual({ ok: false, problem: "not_a_number" });
    expect(readMeasure("-3", AREA)).toEqual({ ok: false, problem: "not_a_number" });
    expect(readMeasure("1e3", AREA)).toEqual({ ok: false, problem: "not_a_number" });
    expect(readMeasure("1,234", AREA)).toEqual({ ok: false, problem: "too_precise" });
    expect(readMeasure("2,5", WHOLE)).toEqual({ ok: false, problem: "too_precise" });
    expect(readMeasure("0", AREA)).toEqual({ ok: false, problem: "too_small" });
    expect(readMeasure("100000,01", AREA)).toEqual({ ok: false, problem: "too_large" });
    expect(readMeasure("99999999999999999999", AREA)).toEqual({ ok: false, problem: "too_large" });
  });

  it("is shown back with a decimal comma and grouped thousands", () => {
    expect(showMeasure(1250, 2)).toBe("12,5");
    expect(showMeasure(125_000, 2)).toBe("1\u00A0250");
    expect(showMeasure(5, 1)).toBe("0,5");
    expect(showMeasure(3, 0)).toBe("3");
  });
});

describe("rounding up to whole packs", () => {
  it("rounds any remainder up and an exact quotient not at all", () => {
    expect(divideUp(10, 5)).toBe(2);
    expect(divideUp(11, 5)).toBe(3);
    expect(divideUp(1, 1_000_000)).toBe(1);
    expect(divideUp(0, 7)).toBe(0);
    expect(divideUp(15_000_000_000_001, 15_000_000_000_000)).toBe(2);
  });
});
