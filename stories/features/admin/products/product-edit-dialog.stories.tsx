import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { AdminProduct, ProductsPage } from "../../../../application/admin/sections/products.types";
import { groupThousands } from "../../../../domain/money-input";
import { ProductEditDialog } from "../../../../ui/features/admin/products/product-edit-dialog";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoProducts } from "./demo";

// The edit dialog over one of the fake's products: 36 (no sale, 97 in stock) unless the story picks
// another with `parameters.productId`; 34 is on sale.

const meta = {
  title: "Features/Admin/Products/ProductEditDialog",
  component: ProductEditDialog,
  args: { product: null, pending: false, refusal: null, onClose: fn(), onSave: fn() },
  loaders: [async () => ({ products: await demoProducts({ pageSize: 40 }) })],
  render: (args, { loaded, parameters }) => {
    const id = (parameters.productId as number | undefined) ?? 36;
    const product = (loaded.products as ProductsPage).results.find((p) => p.id === id)!;
    return <ProductEditDialog {...args} product={product} />;
  },
} satisfies Meta<typeof ProductEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const productOf = (loaded: unknown, id = 36): AdminProduct =>
  (loaded as { products: ProductsPage }).products.results.find((p) => p.id === id)!;
/** A field by its whole label ("Price" is not "Sale price"), the required marker aside. */
function field(dialog: HTMLElement, locale: unknown, id: string): HTMLInputElement {
  const text = textIn(locale, `admin.products.${id}`);
  const label = Array.from(dialog.querySelectorAll("label")).find(
    (l) => l.textContent?.replace(/\*\s*$/, "").trim() === text,
  );
  if (!label) throw new Error(`No field labelled ${text}`);
  return dialog.ownerDocument.getElementById(label.htmlFor) as HTMLInputElement;
}

/** Opened: the product named, its values in the three fields, the focus inside. */
const openPlay: Story["play"] = async ({ globals, loaded, parameters }) => {
  const locale = globals.locale;
  const product = productOf(loaded, (parameters.productId as number | undefined) ?? 36);
  const dialog = await readyDialog();
  await expect(within(dialog).getByRole("heading")).toHaveTextContent(
    textIn(locale, "admin.products.editTitle"),
  );
  await expect(within(dialog).getByTestId("product-edit-title")).toHaveTextContent(product.title);
  await expect(field(dialog, locale, "price")).toHaveValue(groupThousands(String(product.price)));
  await expect(field(dialog, locale, "stock")).toHaveValue(String(product.stock));
};

export const Open: Story = { play: openPlay };
export const OpenRu: Story = { globals: { locale: "ru" }, play: openPlay };
export const OpenSr: Story = { globals: { locale: "sr" }, parameters: { productId: 34 }, play: openPlay };

/**
 * The client's checks, as the server's: a sale price not below the price, a fraction and a negative stock
 * are each said under their field, and nothing is sent; fixed, only the changed fields go.
 */
export const ChecksThenSaves: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals, loaded }) => {
    const locale = globals.locale;
    const product = productOf(loaded);
    const dialog = await readyDialog();
    const sale = field(dialog, locale, "salePrice");
    const stock = field(dialog, locale, "stock");
    await userEvent.type(sale, String(product.price));
    await userEvent.clear(stock);
    await userEvent.type(stock, "2.5");
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.products.save") }),
    );
    await expect(dialog).toHaveTextContent(textIn(locale, "admin.products.problem.notBelowPrice"));
    await expect(dialog).toHaveTextContent(textIn(locale, "admin.products.problem.whole"));
    await expect(sale).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(stock);
    await userEvent.type(stock, "-3");
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.products.save") }),
    );
    await expect(dialog).toHaveTextContent(textIn(locale, "admin.products.problem.negative"));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(sale);
    await userEvent.type(sale, "50000");
    await userEvent.clear(stock);
    // Enter in a field sends the form, as the button does.
    await userEvent.type(stock, "0{Enter}");
    await expect(args.onSave).toHaveBeenCalledWith({ salePrice: 50_000, stock: 0 });
  },
};

/** Nothing changed: "Save" just closes, and nothing is sent. */
export const UnchangedCloses: Story = {
  tags: ["no-visual"],
  play: async ({ args, globals }) => {
    const dialog = await readyDialog();
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(globals.locale, "admin.products.save") }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Escape closes it (the section then drops the dialog). */
export const EscapeCloses: Story = {
  tags: ["no-visual"],
  play: async ({ args }) => {
    await readyDialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/**
 * The server refused the sale price (someone cut the price meanwhile): the alert names the field in the
 * page's language, never the wire's `sale_price`.
 */
const refusedPlay: Story["play"] = async ({ globals }) => {
  const locale = globals.locale;
  const dialog = await readyDialog();
  const alert = within(dialog).getByTestId("product-refusal");
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toHaveTextContent(
    textIn(locale, "admin.products.refusedField", { field: textIn(locale, "admin.products.salePrice") }),
  );
  await expect(alert.textContent).not.toMatch(/sale_price|FIELD/);
};
const REFUSED = {
  code: "FIELD.INVALID",
  params: { field: "sale_price" },
  words: "The value of the field «sale_price» is not valid",
};
export const RefusedRu: Story = { args: { refusal: REFUSED }, globals: { locale: "ru" }, play: refusedPlay };
export const RefusedSr: Story = { args: { refusal: REFUSED }, globals: { locale: "sr" }, play: refusedPlay };

/** Any other refusal is said in the catalog's words for its code (a product deleted meanwhile). */
export const GoneUz: Story = {
  tags: ["no-visual"],
  args: { refusal: { code: "GENERIC.NOT_FOUND", words: null } },
  globals: { locale: "uz" },
  play: async () => {
    const alert = within(await readyDialog()).getByTestId("product-refusal");
    await expect(alert.textContent).not.toMatch(/GENERIC|NOT_FOUND/);
    await expect(alert.textContent?.length).toBeGreaterThan(3);
  },
};

/** Saving: the button shows it is busy. */
export const Saving: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await readyDialog();
    await expect(within(dialog).getByTestId("product-save")).toHaveAttribute("data-loading");
  },
};

/** On a 320 px phone: the dialog and its fields fit, the save button is finger-sized. */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: { productId: 34 },
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await openPlay(context);
    const dialog = screen.getByRole("dialog");
    // The dialog grows in as it opens: measured once it stands still.
    await waitFor(() =>
      expect(
        within(dialog).getByTestId("product-save").getBoundingClientRect().height,
      ).toBeGreaterThanOrEqual(44),
    );
    await expect(overflowing(dialog)).toEqual([]);
  },
};
