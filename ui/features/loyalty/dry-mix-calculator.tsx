import { chakra, Stack, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  dryMixBags,
  MIX_KINDS,
  MIX_PRESETS,
  MIX_RULES,
  type MixField,
  type MixKind,
} from "../../../domain/material-calculators";
import { PlainSelect } from "../../kit/plain-select";
import { CalculatorForm } from "./calculator-form";

/** Bags of a dry mix for a floor or a wall: area × layer × consumption per 1 mm ÷ the bag's weight. */
export function DryMixCalculator({ initial }: { initial?: Partial<Record<MixField, string>> }) {
  const { t } = useLingui();
  const selectId = useId();
  const kinds: Record<MixKind, string> = {
    screed: t({ id: "loyalty.mix.screed", message: "Cement-sand floor screed" }),
    levelling: t({ id: "loyalty.mix.levelling", message: "Self-levelling floor" }),
    gypsumPlaster: t({ id: "loyalty.mix.gypsumPlaster", message: "Gypsum plaster" }),
    cementPlaster: t({ id: "loyalty.mix.cementPlaster", message: "Cement plaster" }),
    tileAdhesive: t({ id: "loyalty.mix.tileAdhesive", message: "Tile adhesive" }),
  };
  return (
    <CalculatorForm
      formId="calc-mix"
      title={t({ id: "loyalty.calc.mixTitle", message: "Bags of screed, plaster or adhesive" })}
      rules={MIX_RULES}
      initial={{ area: "", ...MIX_PRESETS.screed, ...initial }}
      calculate={dryMixBags}
      fields={[
        { name: "area", label: t({ id: "loyalty.mix.area", message: "Area, m²" }) },
        { name: "thickness", label: t({ id: "loyalty.mix.thickness", message: "Layer, mm" }) },
        {
          name: "consumption",
          label: t({ id: "loyalty.mix.consumption", message: "Consumption, kg per m² per 1 mm" }),
        },
        { name: "bag", label: t({ id: "loyalty.mix.bag", message: "Bag, kg" }) },
      ]}
      lead={(fill) => (
        <Stack gap="1.5">
          <chakra.label htmlFor={selectId} fontSize="sm" fontWeight="medium">
            {t({ id: "loyalty.mix.kind", message: "Mix" })}
          </chakra.label>
          <PlainSelect
            id={selectId}
            minH="11"
            data-testid="calc-mix-kind"
            defaultValue="screed"
            onChange={(event) => fill(MIX_PRESETS[event.target.value as MixKind])}
          >
            {MIX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </PlainSelect>
        </Stack>
      )}
      result={({ bags, kilograms }, { bag }) => (
        <>
          <Text fontSize="xl" fontWeight="bold" data-testid="calc-mix-bags">
            {t({
              id: "loyalty.mix.bags",
              // Every category, so that each language's catalog names {bag} as often as this one.
              message: plural(bags, {
                one: `# bag of ${bag} kg`,
                few: `# bags of ${bag} kg`,
                many: `# bags of ${bag} kg`,
                other: `# bags of ${bag} kg`,
              }),
            })}
          </Text>
          <Text color="fg.muted">
            {t({ id: "loyalty.mix.kilograms", message: `The job takes ${kilograms} kg of mix.` })}
          </Text>
        </>
      )}
      note={t({
        id: "loyalty.mix.note",
        message:
          "The consumption per 1 mm is printed on the bag; its weight is the pack size on the product page (for example 25 kg).",
      })}
    />
  );
}
