import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { DryMixCalculator } from "../../../ui/features/loyalty/dry-mix-calculator";
import { MIX_PRESETS } from "../../../domain/material-calculators";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";
import { calculate, expectFieldError, typeInto } from "./calculator-play";

const meta = {
  title: "Features/Loyalty/DryMixCalculator",
  component: DryMixCalculator,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DryMixCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (el: HTMLElement, name: string) => el.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

/** Nothing typed yet: the screed's usual figures are in, the area waits; no answer shows. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, "area")).toHaveValue("");
    await expect(field(canvasElement, "consumption")).toHaveValue(MIX_PRESETS.screed.consumption);
    await expect(within(canvasElement).getByTestId("calc-mix-result")).toBeEmptyDOMElement();
  },
};

const screedPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await typeInto(canvasElement, "area", "20");
  const result = await calculate(canvasElement, "calc-mix");
  // 20 m² × 40 mm × 2 kg = 1 600 kg: 32 bags of 50 kg.
  await expect(result).toHaveTextContent(textIn(globals.locale, "loyalty.mix.bags", { bags: 32, bag: "50" }));
  await expect(result).toHaveTextContent(
    textIn(globals.locale, "loyalty.mix.kilograms", { kilograms: 1600 }),
  );
};
/** A floor of 20 m² at 40 mm: whole bags, and the kilograms the job takes. */
export const Screed: Story = { play: screedPlay };
export const ScreedRu: Story = { globals: { locale: "ru" }, play: screedPlay };
export const ScreedSr: Story = { globals: { locale: "sr" }, play: screedPlay };

/** Choosing another mix puts its usual figures in; 12,5 m² of gypsum plaster is 4 bags of 30 kg. */
export const GypsumPlasterRu: Story = {
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    await userEvent.selectOptions(within(canvasElement).getByTestId("calc-mix-kind"), "gypsumPlaster");
    await expect(field(canvasElement, "bag")).toHaveValue("30");
    await typeInto(canvasElement, "area", "12,5");
    const result = await calculate(canvasElement, "calc-mix");
    await expect(result).toHaveTextContent(
      textIn(globals.locale, "loyalty.mix.bags", { bags: 4, bag: "30" }),
    );
  },
};

const invalidPlay: Story["play"] = async ({ canvasElement, globals }) => {
  await typeInto(canvasElement, "thickness", "0");
  await typeInto(canvasElement, "consumption", "1,234");
  await typeInto(canvasElement, "bag", "x");
  const result = await calculate(canvasElement, "calc-mix");
  await expect(result).toBeEmptyDOMElement();
  const t = (id: string, values?: Record<string, unknown>) => textIn(globals.locale, id, values);
  await expectFieldError(canvasElement, "area", t("loyalty.calc.required"));
  await expectFieldError(canvasElement, "thickness", t("loyalty.calc.tooSmall", { min: "0,1" }));
  await expectFieldError(canvasElement, "consumption", t("loyalty.calc.tooPrecise", { places: 2 }));
  await expectFieldError(canvasElement, "bag", t("loyalty.calc.notNumber"));
};
/** Every field it cannot read says why, in the shopper's language, and no answer shows. */
export const Invalid: Story = { play: invalidPlay };
export const InvalidRu: Story = { globals: { locale: "ru" }, play: invalidPlay };
export const InvalidSr: Story = { globals: { locale: "sr" }, play: invalidPlay };

/** Fixing a field clears its message at once; the others keep theirs until the next try. */
export const FixingClears: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, "bag", "");
    await calculate(canvasElement, "calc-mix");
    const area = await typeInto(canvasElement, "area", "5");
    await expect(area).not.toHaveAttribute("aria-invalid");
    await expect(field(canvasElement, "bag")).toHaveAttribute("aria-invalid", "true");
  },
};

/** On a 320 px phone: the fields one under another, the answer and the note inside the screen. */
export const PhoneUz: Story = {
  ...onPhoneStory("uz"),
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1", isRotated: false } },
  play: async (context) => {
    await screedPlay(context);
    await expectFitsPhone(context.canvasElement);
  },
};
