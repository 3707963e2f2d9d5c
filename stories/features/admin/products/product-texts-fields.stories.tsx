import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Texts } from "../../../../application/admin/sections/product-editor.types";
import { ProductTextsFields } from "../../../../ui/features/admin/products/product-texts-fields";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";

// A product's names and descriptions in the three languages; Uzbek Latin missing, filled from the Cyrillic.

const TITLES: Texts = { ru: "Цемент М500 Евро", uz: "Цемент М500 Евро", sr: "" };
const DESCRIPTIONS: Texts = { ru: "Мешок 50 кг.", uz: "Қоп 50 кг.", sr: "" };

const meta = {
  title: "Features/Admin/Products/ProductTextsFields",
  component: ProductTextsFields,
  args: { titles: TITLES, descriptions: DESCRIPTIONS, errors: {}, onTitles: fn(), onDescriptions: fn() },
  render: function Render(args) {
    const [titles, setTitles] = useState(args.titles);
    const [descriptions, setDescriptions] = useState(args.descriptions);
    return (
      <ProductTextsFields
        {...args}
        titles={titles}
        descriptions={descriptions}
        onTitles={(next) => {
          setTitles(next);
          args.onTitles(next);
        }}
        onDescriptions={(next) => {
          setDescriptions(next);
          args.onDescriptions(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ProductTextsFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MissingLatin: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("missing-sr")).toHaveTextContent(
      textIn(globals.locale, "admin.productEditor.missing"),
    );
    await expect(canvas.queryByTestId("missing-uz")).toBeNull();
  },
};
export const MissingLatinRu: Story = { globals: { locale: "ru" } };

/** Russian empty: its refusal under its field. */
export const RussianRequired: Story = {
  args: {
    titles: { ru: "", uz: "", sr: "" },
    descriptions: { ru: "", uz: "", sr: "" },
    errors: { title_ru: "Заполните это поле" },
  },
  globals: { locale: "ru" },
};

/** "Fill from Cyrillic" writes the Latin for staff to check. */
export const Transliterates: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId("transliterate"));
    await expect(args.onTitles).toHaveBeenCalledWith({ ...TITLES, sr: "Sement M500 Yevro" });
    await expect(args.onDescriptions).toHaveBeenCalledWith({ ...DESCRIPTIONS, sr: "Qop 50 kg." });
    await expect(within(canvasElement).queryByTestId("missing-sr")).toBeNull();
  },
};

export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(overflowing(canvasElement.firstElementChild as HTMLElement)).toEqual([]);
  },
};
