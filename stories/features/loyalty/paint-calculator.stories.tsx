import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { PaintCalculator } from "../../../ui/features/loyalty/paint-calculator";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { calculate, expectFieldError, typeInto } from "./calculator-play";

const meta = {
  title: "Features/Loyalty/PaintCalculator",
  component: PaintCalculator,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaintCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const wallsPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await typeInto(canvasElement, "area", "42");
  const result = await calculate(canvasElement, "calc-paint");
  // 42 m² twice at 10 m² a litre: 8,4 l, so 9 l and 4 cans of 2,5 l.
  await expect(result).toHaveTextContent(
    textIn(globals.locale, "loyalty.paint.cans", { cans: 4, can: "2,5" }),
  );
  await expect(result).toHaveTextContent(textIn(globals.locale, "loyalty.paint.litres", { litres: 9 }));
};
/** 42 m² of walls, two coats: whole litres and whole cans, both rounded up. */
export const Walls: Story = { play: wallsPlay };
export const WallsRu: Story = { globals: { locale: "ru" }, play: wallsPlay };
export const WallsSr: Story = { globals: { locale: "sr" }, play: wallsPlay };

/** Coats are whole; a can holds something. */
export const InvalidSr: Story = {
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await typeInto(canvasElement, "area", "42");
    await typeInto(canvasElement, "coats", "1,5");
    await typeInto(canvasElement, "can", "0");
    await calculate(canvasElement, "calc-paint");
    await expectFieldError(canvasElement, "coats", textIn(globals.locale, "loyalty.calc.wholeOnly"));
    await expectFieldError(
      canvasElement,
      "can",
      textIn(globals.locale, "loyalty.calc.tooSmall", { min: "0,1" }),
    );
  },
};

export const PhoneSr: Story = {
  ...onPhoneStory("sr"),
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1", isRotated: false } },
  play: async (context) => {
    await wallsPlay(context);
    await expectFitsPhone(context.canvasElement);
  },
};
