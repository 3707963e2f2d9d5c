import { describe, expect, it } from "vitest";
import {
  dryMixBags,
  MIX_KINDS,
  MIX_PRESETS,
  paintCans,
  tileBoxes,
  DEFAULT_TILE_WASTE,
} from "../../../domain/material-calculators";

describe("bags of a dry mix", () => {
  it("takes area × layer × consumption and rounds up to whole bags", () => {
    // 20 m² of 40 mm screed at 2 kg per m² per mm: 1 600 kg, 32 bags of 50 kg exactly.
    expect(dryMixBags({ area: "20", thickness: "40", consumption: "2", bag: "50" })).toEqual({
      ok: true,
      value: { bags: 32, kilograms: 1600 },
    });
    // 12.5 m² of 10 mm gypsum plaster at 0.9: 112.5 kg, 4 bags of 30 kg (3.75 up), 113 kg.
    expect(dryMixBags({ area: "12,5", thickness: "10", consumption: "0,9", bag: "30" })).toEqual({
      ok: true,
      value: { bags: 4, kilograms: 113 },
    });
  });

  it("buys a whole bag for the smallest job", () => {
    expect(dryMixBags({ area: "0,01", thickness: "0,1", consumption: "0,01", bag: "100" })).toEqual({
      ok: true,
      value: { bags: 1, kilograms: 1 },
    });
  });

  it("stays exact where floats would not", () => {
    // 30 × 7 × 1.1 is 231 kg, 77 bags of 3 kg exactly; in floats it is 231.00000000000003, and 78 bags.
    expect(dryMixBags({ area: "30", thickness: "7", consumption: "1,1", bag: "3" })).toEqual({
      ok: true,
      value: { bags: 77, kilograms: 231 },
    });
  });

  it("reports every field it cannot read at once", () => {
    expect(dryMixBags({ area: "", thickness: "0", consumption: "1,234", bag: "x" })).toEqual({
      ok: false,
      problems: { area: "required", thickness: "too_small", consumption: "too_precise", bag: "not_a_number" },
    });
  });

  it("has a working preset for every kind of mix", () => {
    for (const kind of MIX_KINDS) {
      const r = dryMixBags({ area: "10", ...MIX_PRESETS[kind] });
      expect(r.ok, kind).toBe(true);
    }
  });
});

describe("boxes of tiles", () => {
  it("adds the margin, rounds up to whole tiles and then to whole boxes", () => {
    // 10 m² of 60 × 60 cm (0.36 m²) with 10 %: 11 / 0.36 = 30.6 -> 31 tiles; 4 a box -> 8 boxes, 1 spare.
    expect(tileBoxes({ area: "10", length: "60", width: "60", waste: "10", perBox: "4" })).toEqual({
      ok: true,
      value: { pieces: 31, boxes: 8, spare: 1 },
    });
  });

  it("needs no extra tile when the area divides exactly", () => {
    // 3.6 m² of 30 × 60 cm (0.18 m²) with no margin: 20 tiles, 2 boxes of 10.
    expect(tileBoxes({ area: "3,6", length: "30", width: "60", waste: "0", perBox: "10" })).toEqual({
      ok: true,
      value: { pieces: 20, boxes: 2, spare: 0 },
    });
  });

  it("keeps a whole-percent margin within 0-50", () => {
    const base = { area: "10", length: "60", width: "60", perBox: "4" };
    expect(tileBoxes({ ...base, waste: "10,5" })).toEqual({ ok: false, problems: { waste: "too_precise" } });
    expect(tileBoxes({ ...base, waste: "60" })).toEqual({ ok: false, problems: { waste: "too_large" } });
    expect(tileBoxes({ ...base, waste: DEFAULT_TILE_WASTE }).ok).toBe(true);
  });
});

describe("cans of paint", () => {
  it("takes area × coats ÷ coverage and rounds litres and cans up", () => {
    // 42 m² twice at 10 m² a litre: 8.4 l -> 9 l; cans of 2.5 l: 3.36 -> 4.
    expect(paintCans({ area: "42", coats: "2", coverage: "10", can: "2,5" })).toEqual({
      ok: true,
      value: { litres: 9, cans: 4 },
    });
    // 50 m² once at 10: 5 l exactly, one can of 5 l.
    expect(paintCans({ area: "50", coats: "1", coverage: "10", can: "5" })).toEqual({
      ok: true,
      value: { litres: 5, cans: 1 },
    });
  });

  it("counts coats in whole numbers", () => {
    expect(paintCans({ area: "50", coats: "1,5", coverage: "10", can: "5" })).toEqual({
      ok: false,
      problems: { coats: "too_precise" },
    });
    expect(paintCans({ area: "50", coats: "0", coverage: "10", can: "5" })).toEqual({
      ok: false,
      problems: { coats: "too_small" },
    });
  });
});
