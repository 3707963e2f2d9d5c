import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type {
  EditedProduct,
  ProductChoices,
} from "../../../../application/admin/sections/product-editor.types";
import { ProductEditorDialog } from "../../../../ui/features/admin/products/product-editor-dialog";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoEdited } from "./demo";

// The product editor over the fake's product 36 (its Uzbek Latin title missing) or a new product
// (`parameters.fresh`); the states come from the args.

type Loaded = { product: EditedProduct; choices: ProductChoices };

const meta = {
  title: "Features/Admin/Products/ProductEditorDialog",
  component: ProductEditorDialog,
  args: {
    open: true,
    productId: null,
    status: "ready",
    product: null,
    choices: null,
    pending: false,
    photosPending: false,
    refusal: null,
    photoRefusal: null,
    onClose: fn(),
    onRetry: fn(),
    onSave: fn(),
    onVisible: fn(),
    onDelete: fn(),
    onAddPhotos: fn(),
    onOrderPhotos: fn(),
  },
  loaders: [async () => demoEdited()],
  render: (args, { loaded, parameters }) => {
    const { product, choices } = loaded as Loaded;
    return <ProductEditorDialog {...args} product={parameters.fresh ? null : product} choices={choices} />;
  },
} satisfies Meta<typeof ProductEditorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The n-th field labelled `label`, its required marker aside. */
const field = (dialog: HTMLElement, label: string, n = 0) =>
  within(dialog).getAllByLabelText((content) => content.replace(/\*\s*$/, "").trim() === label)[n]!;

/** Opened on a saved product: its texts, the missing translation flagged, its photos and actions. */
const openPlay: Story["play"] = async ({ globals }) => {
  const locale = globals.locale;
  const dialog = await readyDialog();
  await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.productEditor.editTitle", { id: 36 }),
  );
  await expect(within(dialog).getByTestId("missing-sr")).toHaveTextContent(
    textIn(locale, "admin.productEditor.missing"),
  );
  await expect(within(dialog).queryByTestId("missing-uz")).toBeNull();
  // Below the fold of the dialog's scrolling body, and faded in with it: present is what counts here.
  await expect(within(dialog).getByTestId("product-photos")).toBeInTheDocument();
  await expect(within(dialog).getByTestId("product-status")).toBeInTheDocument();
};
export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, play: openPlay };

/** A new product: empty fields, no photos until it is saved, no hide or delete. */
export const New: Story = {
  parameters: { fresh: true },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByTestId("photos-later")).toBeVisible();
    await expect(within(dialog).queryByTestId("product-status")).toBeNull();
    await expect(within(dialog).getByTestId("missing-uz")).toBeVisible();
    await expect(field(dialog, textIn(globals.locale, "admin.productEditor.title"))).toHaveValue("");
  },
};

export const Loading: Story = {
  args: { status: "pending", productId: 36 },
  render: (args) => <ProductEditorDialog {...args} />,
  play: async () => {
    const loading = await screen.findByTestId("editor-loading");
    await waitFor(() => expect(loading).toBeVisible());
    await expect(screen.queryByTestId("editor-save")).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: "error" },
  render: (args) => <ProductEditorDialog {...args} />,
  play: async ({ args, globals }) => {
    const alert = await screen.findByTestId("editor-error");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.productEditor.error"));
    await userEvent.click(within(alert).getByRole("button"));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A plain failure (a 500: no code, no words): the editor's own sentence, not the generic error; a retry. */
export const ServerFailedRu: Story = {
  tags: ["no-visual"],
  args: { status: "error", refusal: { code: null, words: null } },
  globals: { locale: "ru" },
  render: (args) => <ProductEditorDialog {...args} />,
  play: async ({ args, globals }) => {
    const alert = await screen.findByTestId("editor-error");
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.productEditor.error"));
    await expect(alert).not.toHaveTextContent(textIn(globals.locale, "an_error_occurred"));
    await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the SKU: its words under the SKU field, not at the top. */
export const SkuTakenRu: Story = {
  args: {
    refusal: { code: "CATALOGUE.SKU_TAKEN", params: { field: "sku" }, words: "Этот артикул уже занят" },
  },
  globals: { locale: "ru" },
  play: async ({ globals }) => {
    const dialog = await readyDialog();
    const sku = field(dialog, textIn(globals.locale, "admin.productEditor.sku"));
    await expect(sku).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).queryByTestId("editor-refusal")).toBeNull();
    await expect(dialog).toHaveTextContent(textIn(globals.locale, "sku_taken"));
    sku.scrollIntoView();
  },
};

/** The client's checks say each problem under its field and send nothing; fixed, every field goes. */
export const NewChecksThenSaves: Story = {
  tags: ["no-visual"],
  parameters: { fresh: true },
  play: async ({ args, globals }) => {
    const locale = globals.locale;
    const dialog = await readyDialog();
    const save = within(dialog).getByTestId("editor-save");
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent(textIn(locale, "admin.productEditor.requiredText"));
    await userEvent.type(field(dialog, textIn(locale, "admin.productEditor.title"), 0), "Цемент М500");
    await userEvent.type(field(dialog, textIn(locale, "admin.productEditor.title"), 1), "Цемент М500");
    await userEvent.click(within(dialog).getByTestId("transliterate"));
    await expect(field(dialog, textIn(locale, "admin.productEditor.title"), 2)).toHaveValue("Sement M500");
    const category = field(dialog, textIn(locale, "admin.productEditor.category")) as HTMLSelectElement;
    await userEvent.selectOptions(category, category.options[1]!.value);
    await userEvent.type(field(dialog, textIn(locale, "admin.products.price")), "95000");
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        titles: { ru: "Цемент М500", uz: "Цемент М500", sr: "Sement M500" },
        categoryId: Number(category.options[1]!.value),
        price: 95_000,
        brandId: null,
      }),
    );
  },
};

/** A saved product: only what changed is sent; hide and delete ask the section. */
export const EditsHidesDeletes: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals }) => {
    const locale = globals.locale;
    const dialog = await readyDialog();
    const stock = field(dialog, textIn(locale, "admin.products.stock"));
    await userEvent.clear(stock);
    await userEvent.type(stock, "5{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith({ stock: 5 });
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.productEditor.hide") }),
    );
    await expect(args.onVisible).toHaveBeenCalledWith(false);
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.productEditor.delete") }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId("delete-yes"));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone: nothing sticks out, the save button is finger-sized. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await openPlay(context);
    const dialog = screen.getByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByTestId("editor-save").getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      ),
    );
    await expect(overflowing(dialog)).toEqual([]);
  },
};
