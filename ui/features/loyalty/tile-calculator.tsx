import { Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  DEFAULT_TILE_WASTE,
  TILE_RULES,
  tileBoxes,
  type TileField,
} from "../../../domain/material-calculators";
import { CalculatorForm } from "./calculator-form";

/** Boxes of tiles for a floor or a wall: area with a margin for cuts ÷ one tile, then ÷ pieces in a box. */
export function TileCalculator({ initial }: { initial?: Partial<Record<TileField, string>> }) {
  const { t } = useLingui();
  return (
    <CalculatorForm
      formId="calc-tile"
      title={t({ id: "loyalty.calc.tileTitle", message: "Boxes of tiles for a room" })}
      rules={TILE_RULES}
      initial={{ area: "", length: "60", width: "60", perBox: "4", waste: DEFAULT_TILE_WASTE, ...initial }}
      calculate={tileBoxes}
      fields={[
        { name: "area", label: t({ id: "loyalty.tile.area", message: "Area, m²" }) },
        { name: "length", label: t({ id: "loyalty.tile.length", message: "Tile length, cm" }) },
        { name: "width", label: t({ id: "loyalty.tile.width", message: "Tile width, cm" }) },
        { name: "perBox", label: t({ id: "loyalty.tile.perBox", message: "Tiles in a box" }) },
        {
          name: "waste",
          label: t({ id: "loyalty.tile.waste", message: "Margin for cuts, %" }),
          helper: t({ id: "loyalty.tile.wasteHint", message: "10 % for a straight lay, 15 % diagonally" }),
        },
      ]}
      result={({ boxes, pieces, spare }) => (
        <>
          <Text fontSize="xl" fontWeight="bold" data-testid="calc-tile-boxes">
            {t({ id: "loyalty.tile.boxes", message: plural(boxes, { one: "# box", other: "# boxes" }) })}
          </Text>
          <Text color="fg.muted">
            {t({
              id: "loyalty.tile.pieces",
              message: `${pieces} tiles with the margin; ${spare} left over in the last box.`,
            })}
          </Text>
        </>
      )}
      note={t({
        id: "loyalty.tile.note",
        message: "A tile's size and the tiles in a box are among its attributes on the product page.",
      })}
    />
  );
}
