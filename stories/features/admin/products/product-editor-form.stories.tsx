import { Button, Text } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type {
  EditedProduct,
  ProductChoices,
} from "../../../../application/admin/sections/product-editor.types";
import { refusalOf, Refused } from "../../../../application/shared/refusal";
import { groupThousands } from "../../../../domain/money-input";
import { ProductEditorForm } from "../../../../ui/features/admin/products/product-editor-form";
import { overflowing } from "../../orders/demo";
import { refusedText } from "../content/demo";
import { textIn } from "../demo";
import { demoEdited, fieldIn } from "./demo";

// The editor's form alone, outside its dialog: the fake's product 36 (its Uzbek Latin title missing, one
// characteristic) or a new product (`parameters.fresh`), the fake's categories and brands to choose from.
// The photos and the hide/delete actions are the dialog's: here two marked stand-ins show their places, and
// a "Save" outside the form sends it as the dialog's footer does.

type Loaded = { product: EditedProduct; choices: ProductChoices };
const FORM = "product-editor-form";

const meta = {
  title: "Features/Admin/Products/ProductEditorForm",
  component: ProductEditorForm,
  args: {
    product: null,
    choices: null as unknown as ProductChoices,
    refusal: null,
    formId: FORM,
    onSave: fn(),
    onUnchanged: fn(),
    photos: <Text data-testid="photos-slot">photos</Text>,
    status: <Text data-testid="status-slot">status</Text>,
  },
  loaders: [async () => demoEdited()],
  render: (args, { globals, loaded, parameters }) => {
    const { product, choices } = loaded as Loaded;
    return (
      <>
        <ProductEditorForm {...args} product={parameters.fresh ? null : product} choices={choices} />
        <Button type="submit" form={FORM} mt="4" data-testid="form-save">
          {textIn(globals.locale, "admin.products.save")}
        </Button>
      </>
    );
  },
} satisfies Meta<typeof ProductEditorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const productOf = (loaded: unknown) => (loaded as Loaded).product;
const saveOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("form-save");
const label = (locale: unknown, id: string) => textIn(locale, `admin.${id}`);

/**
 * A saved product: its names per language, its placement, price, stock and identity in their fields; the
 * photos and actions in their places (the actions last, after the identity).
 */
const filledPlay: Story["play"] = async ({ canvasElement, globals, loaded }) => {
  const locale = globals.locale;
  const product = productOf(loaded);
  const titles = [0, 1, 2].map((n) => fieldIn(canvasElement, label(locale, "productEditor.title"), n));
  await expect(titles.map((t) => (t as HTMLInputElement).value)).toEqual([
    product.titles.ru,
    product.titles.uz,
    "",
  ]);
  await expect(fieldIn(canvasElement, label(locale, "productEditor.category"))).toHaveValue(
    String(product.categoryId),
  );
  await expect(fieldIn(canvasElement, label(locale, "products.stock"))).toHaveValue(String(product.stock));
  await expect(fieldIn(canvasElement, label(locale, "productEditor.sku"))).toHaveValue(product.sku);
  await expect(fieldIn(canvasElement, label(locale, "productEditor.attributeName"))).toHaveValue(
    product.attributes[0]![0],
  );
  const photos = within(canvasElement).getByRole("heading", {
    name: label(locale, "productEditor.section.photos"),
  });
  await expect(photos.parentElement).toContainElement(within(canvasElement).getByTestId("photos-slot"));
  const identity = within(canvasElement).getByRole("heading", {
    name: label(locale, "productEditor.section.identity"),
  });
  await expect(
    identity.compareDocumentPosition(within(canvasElement).getByTestId("status-slot")) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  await expect(within(canvasElement).queryByRole("alert")).toBeNull();
};
export const Filled: Story = { play: filledPlay };
export const FilledRu: Story = { globals: { locale: "ru" }, play: filledPlay };

/** A new product: empty names, a category to choose, no brand, one piece, none in stock. */
export const NewSr: Story = {
  parameters: { fresh: true },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await expect(fieldIn(canvasElement, label(locale, "productEditor.title"))).toHaveValue("");
    const category = fieldIn(canvasElement, label(locale, "productEditor.category")) as HTMLSelectElement;
    await expect(category).toHaveValue("");
    await expect(category.selectedOptions[0]).toHaveTextContent(label(locale, "productEditor.pickCategory"));
    const brand = fieldIn(canvasElement, label(locale, "productEditor.brand")) as HTMLSelectElement;
    await expect(brand.selectedOptions[0]).toHaveTextContent(label(locale, "productEditor.noBrand"));
    const unit = fieldIn(canvasElement, label(locale, "productEditor.unit")) as HTMLSelectElement;
    await expect(unit.selectedOptions[0]).toHaveTextContent(label(locale, "productEditor.unit.pcs"));
    await expect(fieldIn(canvasElement, label(locale, "products.stock"))).toHaveValue("0");
    // No characteristic yet: only the button that adds one.
    await expect(within(within(canvasElement).getByTestId("attributes")).queryAllByRole("textbox")).toEqual(
      [],
    );
  },
};

/**
 * A new product sent empty: each missing value said under its own field, marked invalid, and nothing
 * handed up.
 */
export const RequiredRu: Story = {
  parameters: { fresh: true },
  globals: { locale: "ru" },
  play: async ({ args, canvasElement, globals }) => {
    const locale = globals.locale;
    await userEvent.click(saveOf(canvasElement));
    await expect(args.onSave).not.toHaveBeenCalled();
    const required = label(locale, "productEditor.requiredText");
    const title = fieldIn(canvasElement, label(locale, "productEditor.title"));
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(required);
    // The category is a bare <select>: marked invalid as the inputs are, so it is heard and drawn red.
    const category = fieldIn(canvasElement, label(locale, "productEditor.category"));
    await expect(category).toHaveAccessibleDescription(required);
    await expect(category).toHaveAttribute("aria-invalid", "true");
    // A price is asked for as a number above zero, not just "fill this in".
    const price = fieldIn(canvasElement, label(locale, "products.price"));
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveAccessibleDescription(
      expect.stringContaining(label(locale, "products.problem.required")),
    );
    await expect(fieldIn(canvasElement, label(locale, "products.stock"))).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    saveOf(canvasElement).blur();
  },
};

/** A saved product sent as it was: nothing to save, so the form says "unchanged" and sends nothing. */
export const Unchanged: Story = {
  tags: ["no-visual"],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(saveOf(canvasElement));
    await expect(args.onUnchanged).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Characteristics: a value without a name is refused under the name; named, only the changed list goes
 * (and the price typed), and "✕" takes a row away.
 */
export const CharacteristicsSr: Story = {
  tags: ["no-visual"],
  globals: { locale: "sr" },
  play: async ({ args, canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const first = productOf(loaded).attributes[0]!;
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: label(locale, "productEditor.attributeAdd") }),
    );
    await userEvent.type(fieldIn(canvasElement, label(locale, "productEditor.attributeValue"), 1), "25 кг");
    await userEvent.click(saveOf(canvasElement));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(fieldIn(canvasElement, label(locale, "productEditor.attributeName"), 0)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await userEvent.type(fieldIn(canvasElement, label(locale, "productEditor.attributeName"), 1), "Вес");
    await userEvent.click(saveOf(canvasElement));
    await expect(args.onSave).toHaveBeenLastCalledWith({ attributes: [first, ["Вес", "25 кг"]] });
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: textIn(locale, "admin.productEditor.attributeRemove", { n: 1 }),
      }),
    );
    await expect(fieldIn(canvasElement, label(locale, "productEditor.attributeName"))).toHaveValue("Вес");
    await userEvent.click(saveOf(canvasElement));
    await expect(args.onSave).toHaveBeenLastCalledWith({ attributes: [["Вес", "25 кг"]] });
  },
};

/** A refusal naming none of the fields (the product was deleted meanwhile): its words on top, as an alert. */
export const GoneUz: Story = {
  args: { refusal: refusalOf(new Refused(404, "", "GENERIC.NOT_FOUND")) },
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveAttribute("data-testid", "editor-refusal");
    await expect(alert).toHaveTextContent(refusedText(globals.locale, 404, "GENERIC.NOT_FOUND"));
    await expect(canvasElement.querySelector("form")?.firstElementChild).toBe(alert);
  },
};

/** The server did not take the variant group: said under that field, and no alert on top. */
export const GroupRefusedRu: Story = {
  args: {
    refusal: { code: "FIELD.INVALID", params: { field: "group_id" }, words: "Группа не найдена" },
  },
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const group = fieldIn(canvasElement, label(locale, "productEditor.group"));
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription(label(locale, "productEditor.notTaken"));
    await expect(within(canvasElement).queryByTestId("editor-refusal")).toBeNull();
    await expect(canvasElement).not.toHaveTextContent("Группа не найдена");
  },
};

/**
 * On a 320 px phone: one column, the characteristic's "✕" finger-sized beside its name, the price grouped
 * in thousands, nothing wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(window.innerWidth).toBe(320);
    const locale = globals.locale;
    const remove = within(canvasElement)
      .getByRole("button", { name: textIn(locale, "admin.productEditor.attributeRemove", { n: 1 }) })
      .getBoundingClientRect();
    await expect(Math.min(remove.width, remove.height)).toBeGreaterThanOrEqual(44);
    const name = fieldIn(canvasElement, label(locale, "productEditor.attributeName")).getBoundingClientRect();
    await expect(remove.left).toBeGreaterThanOrEqual(name.right);
    await expect(fieldIn(canvasElement, label(locale, "products.price"))).toHaveValue(
      groupThousands(String(productOf(loaded).price)),
    );
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
