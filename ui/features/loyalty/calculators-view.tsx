import { HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../kit/button";
import { DryMixCalculator } from "./dry-mix-calculator";
import { PaintCalculator } from "./paint-calculator";
import { TileCalculator } from "./tile-calculator";

export const CALCULATORS = ["mix", "tile", "paint"] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];

/**
 * The profile's playground: the shop's calculators for how much to buy, one at a time. The choice is a row
 * of toggle buttons (aria-pressed) rather than a tab widget, which would bring a state machine for three
 * buttons.
 */
export function CalculatorsView({ initial = "mix" }: { initial?: CalculatorKind }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<CalculatorKind>(initial);
  const names: Record<CalculatorKind, string> = {
    mix: t({ id: "loyalty.calc.mix", message: "Dry mix" }),
    tile: t({ id: "loyalty.calc.tile", message: "Tiles" }),
    paint: t({ id: "loyalty.calc.paint", message: "Paint" }),
  };
  return (
    <Stack gap="6" data-testid="calculators">
      <Text color="fg.muted">
        {t({
          id: "loyalty.calc.intro",
          message:
            "Work out how much to buy before you fill the basket. Results are rounded up to whole packs.",
        })}
      </Text>
      <HStack
        gap="2"
        wrap="wrap"
        role="group"
        aria-label={t({ id: "loyalty.calc.choose", message: "Calculator" })}
      >
        {CALCULATORS.map((kind) => (
          <Button
            key={kind}
            variant={kind === shown ? "primary" : "secondary"}
            minH="11"
            aria-pressed={kind === shown}
            onClick={() => setShown(kind)}
            data-testid={`calc-choose-${kind}`}
          >
            {names[kind]}
          </Button>
        ))}
      </HStack>
      <Stack
        gap="4"
        p={{ base: "4", md: "6" }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.panel"
      >
        {shown === "mix" && <DryMixCalculator />}
        {shown === "tile" && <TileCalculator />}
        {shown === "paint" && <PaintCalculator />}
      </Stack>
    </Stack>
  );
}
