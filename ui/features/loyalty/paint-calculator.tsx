import { Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PAINT_RULES, paintCans, type PaintField } from "../../../domain/material-calculators";
import { CalculatorForm } from "./calculator-form";

/** Cans of paint for walls: area × coats ÷ what a litre covers, then ÷ the can's volume. */
export function PaintCalculator({ initial }: { initial?: Partial<Record<PaintField, string>> }) {
  const { t } = useLingui();
  return (
    <CalculatorForm
      formId="calc-paint"
      title={t({ id: "loyalty.calc.paintTitle", message: "Paint for the walls" })}
      rules={PAINT_RULES}
      initial={{ area: "", coats: "2", coverage: "10", can: "2,5", ...initial }}
      calculate={paintCans}
      fields={[
        {
          name: "area",
          label: t({ id: "loyalty.paint.area", message: "Walls, m²" }),
          helper: t({ id: "loyalty.paint.areaHint", message: "Less windows and doors" }),
        },
        { name: "coats", label: t({ id: "loyalty.paint.coats", message: "Coats" }) },
        { name: "coverage", label: t({ id: "loyalty.paint.coverage", message: "One litre covers, m²" }) },
        { name: "can", label: t({ id: "loyalty.paint.can", message: "Can, l" }) },
      ]}
      result={({ cans, litres }, { can }) => (
        <>
          <Text fontSize="xl" fontWeight="bold" data-testid="calc-paint-cans">
            {t({
              id: "loyalty.paint.cans",
              // Every category, so that each language's catalog names {can} as often as this one.
              message: plural(cans, {
                one: `# can of ${can} l`,
                few: `# cans of ${can} l`,
                many: `# cans of ${can} l`,
                other: `# cans of ${can} l`,
              }),
            })}
          </Text>
          <Text color="fg.muted">
            {t({ id: "loyalty.paint.litres", message: `The walls take ${litres} l of paint.` })}
          </Text>
        </>
      )}
      note={t({
        id: "loyalty.paint.note",
        message:
          "What a litre covers is printed on the can; the can's volume is the pack size on the product page.",
      })}
    />
  );
}
