import { useLingui } from "@lingui/react/macro";
import { showMeasure, type MeasureProblem, type MeasureRule } from "../../../domain/measure-input";

/** What a calculator says under a field it could not read, with the field's own bounds. */
export function useProblemText(): (problem: MeasureProblem, rule: MeasureRule) => string {
  const { t } = useLingui();
  return (problem, rule) => {
    const min = showMeasure(rule.min, rule.places);
    const max = showMeasure(rule.max, rule.places);
    const places = rule.places;
    switch (problem) {
      case "required":
        return t({ id: "loyalty.calc.required", message: "Enter a value" });
      case "not_a_number":
        return t({ id: "loyalty.calc.notNumber", message: "Enter a number, for example 12,5" });
      case "too_precise":
        return places === 0
          ? t({ id: "loyalty.calc.wholeOnly", message: "Enter a whole number" })
          : t({ id: "loyalty.calc.tooPrecise", message: `At most ${places} digits after the comma` });
      case "too_small":
        return t({ id: "loyalty.calc.tooSmall", message: `At least ${min}` });
      case "too_large":
        return t({ id: "loyalty.calc.tooLarge", message: `At most ${max}` });
    }
  };
}
