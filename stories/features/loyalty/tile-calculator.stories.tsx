import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { TileCalculator } from "../../../ui/features/loyalty/tile-calculator";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { calculate, expectFieldError, typeInto } from "./calculator-play";

const meta = {
  title: "Features/Loyalty/TileCalculator",
  component: TileCalculator,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TileCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const roomPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await typeInto(canvasElement, "area", "10");
  const result = await calculate(canvasElement, "calc-tile");
  // 10 m² + 10 % of 60 × 60 cm tiles: 31 tiles, 8 boxes of 4, one left over.
  await expect(result).toHaveTextContent(textIn(globals.locale, "loyalty.tile.boxes", { boxes: 8 }));
  await expect(result).toHaveTextContent(
    textIn(globals.locale, "loyalty.tile.pieces", { pieces: 31, spare: 1 }),
  );
};
/** A 10 m² floor in 60 × 60 tiles, four to a box, with the usual margin. */
export const Room: Story = { play: roomPlay };
export const RoomRu: Story = { globals: { locale: "ru" }, play: roomPlay };
export const RoomSr: Story = { globals: { locale: "sr" }, play: roomPlay };

/** A margin is a whole percent up to 50; tiles come in whole pieces. */
export const InvalidRu: Story = {
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await typeInto(canvasElement, "area", "10");
    await typeInto(canvasElement, "waste", "60");
    await typeInto(canvasElement, "perBox", "2,5");
    await calculate(canvasElement, "calc-tile");
    await expectFieldError(
      canvasElement,
      "waste",
      textIn(globals.locale, "loyalty.calc.tooLarge", { max: "50" }),
    );
    await expectFieldError(canvasElement, "perBox", textIn(globals.locale, "loyalty.calc.wholeOnly"));
  },
};

export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1", isRotated: false } },
  play: async (context) => {
    await roomPlay(context);
    await expectFitsPhone(context.canvasElement);
  },
};
