import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, userEvent, within } from "storybook/test";
import { CalculatorsView } from "../../../ui/features/loyalty/calculators-view";
import { textIn } from "../../support/text-in";
import { expectFitsPhone, onPhoneStory } from "../orders/fits-phone";

const meta = {
  title: "Features/Loyalty/CalculatorsView",
  component: CalculatorsView,
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CalculatorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const choosePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const canvas = within(canvasElement);
  const pressed = () => canvas.getAllByRole("button", { pressed: true }).map((b) => b.dataset.testid);
  await expect(pressed()).toEqual(["calc-choose-mix"]);
  await expect(
    canvas.getByRole("form", { name: textIn(globals.locale, "loyalty.calc.mixTitle") }),
  ).toBeVisible();
  await userEvent.click(canvas.getByTestId("calc-choose-tile"));
  await expect(pressed()).toEqual(["calc-choose-tile"]);
  await expect(
    canvas.getByRole("form", { name: textIn(globals.locale, "loyalty.calc.tileTitle") }),
  ).toBeVisible();
  await expect(canvas.queryByTestId("calc-mix")).toBeNull();
  (document.activeElement as HTMLElement | null)?.blur();
};
/** One calculator at a time, chosen by a row of toggle buttons. */
export const Choose: Story = { play: choosePlay };
export const ChooseRu: Story = { globals: { locale: "ru" }, play: choosePlay };
export const ChooseSr: Story = { globals: { locale: "sr" }, play: choosePlay };

/** The paint calculator chosen at first. */
export const Paint: Story = {
  args: { initial: "paint" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("calc-paint")).toBeVisible();
  },
};

/** On a 320 px phone the choice wraps and every button stays finger-sized. */
export const PhoneRu: Story = {
  ...onPhoneStory("ru"),
  tags: ["phone"],
  globals: { locale: "ru", viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
