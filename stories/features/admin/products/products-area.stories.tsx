import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Scope } from "effector";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import AdminArea from "../../../../ui/features/admin/admin-area";
import { appStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { moneyIn, overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, signIn, textIn, withAdmin } from "../demo";
import { ADMIN } from "./demo";

// The products section as a page at /admin/products, over the fake back office (its demo catalogue newest
// first, 36 down to 1, 20 a page): an admin finds, edits and reads the history; an operator is refused.

const meta = {
  title: "Features/Admin/Products/ProductsArea",
  component: AdminArea,
  ...appStory,
  parameters: { layout: "fullscreen" },
  args: { section: "products", orderId: null },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/** The area at `path`, signed in as an admin; `section` sets the products fake's knobs (down, stalled). */
const at = (
  path: string,
  options: FakeAdminOptions = {},
  section: { down?: boolean; stalled?: boolean } = {},
) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      await signIn(scope);
      const fake = new FakeAdminGateway({ ...ADMIN, ...options });
      Object.assign(fake.products, section);
      await withAdmin(scope, fake);
    },
  },
});

const rowIds = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLElement>(
      window.matchMedia("(min-width: 48em)").matches ? "tr[data-product]" : "li[data-product]",
    ),
  ).map((r) => Number(r.dataset.product));
const row = (canvasElement: HTMLElement, id: number) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-product="${id}"]`)).find(
    (r) => r.getBoundingClientRect().height > 0,
  )!;

/** The page: its nav with "Products" current, the heading, the search and the newest 20 products. */
const pagePlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole("navigation", { name: textIn(locale, "admin.nav.label") }, LOAD);
  await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent(
    textIn(locale, "admin.nav.products"),
  );
  await expect(
    canvas.getByRole("search", { name: textIn(locale, "admin.products.search.label") }),
  ).toBeVisible();
  await canvas.findByTestId("products", undefined, LOAD);
  await waitFor(() => expect(rowIds(canvasElement)).toEqual(Array.from({ length: 20 }, (_, i) => 36 - i)));
};
export const Products: Story = { parameters: at("/admin/products"), play: pagePlay };
export const ProductsRu: Story = {
  parameters: at("/admin/products"),
  globals: { locale: "ru" },
  play: pagePlay,
};
export const ProductsSr: Story = {
  parameters: at("/admin/products"),
  globals: { locale: "sr" },
  play: pagePlay,
};

/** A search by title words keeps only the matching products; "Show all" brings the rest back. */
export const Search: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/products"),
  play: async (context) => {
    await pagePlay(context);
    const { canvasElement, globals } = context;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId("products-search"), "смеситель{Enter}");
    await waitFor(() => expect(rowIds(canvasElement)).toEqual([33, 32, 31]));
    await userEvent.click(
      canvas.getByRole("button", { name: textIn(globals.locale, "admin.products.search.clear") }),
    );
    await waitFor(() => expect(rowIds(canvasElement)).toHaveLength(20));
  },
};

/** The second page from the URL: the rest of the catalogue. */
export const SecondPageFromUrl: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/products?page=2"),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId("products", undefined, LOAD);
    await waitFor(() => expect(rowIds(canvasElement)).toEqual(Array.from({ length: 16 }, (_, i) => 16 - i)));
  },
};

/**
 * Edit: the dialog opens with the product's values, the new price and stock reach the fake server (only the
 * changed fields), the dialog closes and the row shows them; its history then starts with the change.
 */
const editPlay: Story["play"] = async (context) => {
  await pagePlay(context);
  const { canvasElement, globals, loaded } = context;
  const locale = globals.locale;
  const title = "Клей для плитки Ceresit";
  await userEvent.click(
    within(row(canvasElement, 34)).getByRole("button", {
      name: textIn(locale, "admin.products.editOf", { title }),
    }),
  );
  const dialog = await readyDialog();
  const input = (id: string) => {
    const label = Array.from(dialog.querySelectorAll("label")).find(
      (l) => l.textContent?.replace(/\*\s*$/, "").trim() === textIn(locale, `admin.products.${id}`),
    )!;
    return dialog.ownerDocument.getElementById(label.htmlFor) as HTMLInputElement;
  };
  await userEvent.clear(input("price"));
  await userEvent.type(input("price"), "66000");
  await userEvent.clear(input("stock"));
  await userEvent.type(input("stock"), "250");
  await userEvent.click(within(dialog).getByRole("button", { name: textIn(locale, "admin.products.save") }));
  const fake = adminOf(loaded);
  await waitFor(() => expect(fake.products.saves).toEqual([{ id: 34, edit: { price: 66_000, stock: 250 } }]));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(row(canvasElement, 34)).toHaveTextContent(moneyIn(locale, 66_000));
  await expect(row(canvasElement, 34)).toHaveTextContent("250");
  await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
    textIn(locale, "admin.products.saved", { title }),
  );
  await userEvent.click(
    within(row(canvasElement, 34)).getByRole("button", {
      name: textIn(locale, "admin.products.historyOf", { title }),
    }),
  );
  const history = await readyDialog();
  await expect(within(history).getByRole("heading")).toHaveTextContent(
    textIn(locale, "admin.products.historyTitle", { title }),
  );
  const items = within(await within(history).findByTestId("history", undefined, LOAD)).getAllByRole(
    "listitem",
  );
  await expect(items.map((i) => i.firstElementChild?.textContent)).toEqual(
    ["stock", "price"].map((f) => textIn(locale, `admin.products.${f}`)),
  );
  await expect(items[1]).toHaveTextContent(moneyIn(locale, 64_000));
  await expect(items[1]).toHaveTextContent(moneyIn(locale, 66_000));
};
export const Edit: Story = { tags: ["no-visual"], parameters: at("/admin/products"), play: editPlay };
export const EditRu: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/products"),
  globals: { locale: "ru" },
  play: editPlay,
};

/**
 * Another admin cut the price while this page showed the old one: a sale price below the old price but not
 * the new one is refused by the server, said in the page's language; closing reads the list again.
 */
export const RefusedSr: Story = {
  // A fixed dialog over a page taller than the window pictures badly whole; ProductEditDialog's RefusedSr
  // holds the look.
  tags: ["no-visual"],
  parameters: at("/admin/products"),
  globals: { locale: "sr" },
  play: async (context) => {
    await pagePlay(context);
    const { canvasElement, globals, loaded } = context;
    const locale = globals.locale;
    const fake = adminOf(loaded);
    await fake.products.update(36, { price: 50_000 });
    await userEvent.click(
      within(row(canvasElement, 36)).getByRole("button", {
        name: textIn(locale, "admin.products.editOf", { title: "Клей для плитки Max Akfa" }),
      }),
    );
    const dialog = await readyDialog();
    const sale = Array.from(dialog.querySelectorAll("label")).find(
      (l) => l.textContent?.trim() === textIn(locale, "admin.products.salePrice"),
    )!;
    await userEvent.type(dialog.ownerDocument.getElementById(sale.htmlFor)!, "60000");
    await userEvent.click(
      within(dialog).getByRole("button", { name: textIn(locale, "admin.products.save") }),
    );
    await expect(await within(dialog).findByTestId("product-refusal", undefined, LOAD)).toHaveTextContent(
      textIn(locale, "admin.products.refusedField", { field: textIn(locale, "admin.products.salePrice") }),
    );
    await expect(fake.products.saves).toEqual([{ id: 36, edit: { price: 50_000 } }]);
  },
};

/**
 * An operator (no catalogue.edit) who types the address: the server's 403 said as who may, with whom to ask;
 * no search, and no "Try again", which would only be refused again.
 */
export const OperatorRefusedRu: Story = {
  parameters: at("/admin/products", { caller: "operator" }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("products-error", undefined, LOAD);
    await expectRoleRefused(alert, globals.locale, textIn(globals.locale, "admin.products.forbidden"));
    await expect(within(canvasElement).queryByRole("search")).toBeNull();
  },
};

/** The first load on its way: the frame and search stand, the list is a busy skeleton. */
export const Loading: Story = {
  parameters: at("/admin/products", {}, { stalled: true }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("products-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.products.loading"));
    await expect(within(canvasElement).getByRole("search")).toBeVisible();
  },
};

/** The catalogue cannot be read: the section's alert; once it is back, "Try again" shows the products. */
export const FailedThenRetry: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/products", {}, { down: true }),
  play: async (context) => {
    const { canvasElement, globals, loaded } = context;
    const alert = await within(canvasElement).findByTestId("products-error", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.products.error"));
    adminOf(loaded).products.down = false;
    await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
    await pagePlay(context);
  },
};

/** The same failure, left on screen for its picture. */
export const FailedUz: Story = {
  parameters: at("/admin/products", {}, { down: true }),
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByTestId("products-error", undefined, LOAD);
    await expect(alert).toHaveTextContent(textIn(globals.locale, "admin.products.error"));
  },
};

/** The catalogue is empty. */
export const Empty: Story = {
  parameters: at("/admin/products", { empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("products-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.products.empty"));
  },
};

/** On a 320 px phone: cards, the search above them, nothing wider than the screen. */
export const ProductsPhone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  parameters: at("/admin/products", { pageSize: 3 }),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const list = await within(canvasElement).findByTestId("products", undefined, LOAD);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    await expect(within(list).queryByRole("table")).toBeNull();
    await expect(
      overflowing(canvasElement.querySelector<HTMLElement>(".chakra-container") ?? canvasElement),
    ).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** "New product" opens an empty editor over the list; a product's name opens its own. */
const newPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  const canvas = within(canvasElement);
  await canvas.findByTestId("products", undefined, LOAD);
  await userEvent.click(canvas.getByTestId("product-new"));
  const dialog = await readyDialog();
  await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
    textIn(locale, "admin.productEditor.new"),
  );
  await within(dialog).findByTestId("photos-later", undefined, LOAD);
};
// No picture: a full-page shot of the long list cuts the dialog's backdrop at the window's height; the
// dialog's own looks are ProductEditorDialog's stories.
export const NewProduct: Story = { tags: ["no-visual"], parameters: at("/admin/products"), play: newPlay };

/** A product made in the editor: it closes nothing, says so, and the list is read again. */
export const OpensAndSaves: Story = {
  tags: ["no-visual"],
  parameters: at("/admin/products"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await canvasElement.ownerDocument.fonts.ready;
    await within(canvasElement).findByTestId("products", undefined, LOAD);
    const title = "Клей для плитки Max Akfa";
    const [open] = within(canvasElement)
      .getAllByRole("button", { name: textIn(locale, "admin.productEditor.openOf", { title }) })
      .filter((b) => b.getBoundingClientRect().height > 0);
    await userEvent.click(open!);
    const dialog = await readyDialog();
    await within(dialog).findByTestId("product-photos", undefined, LOAD);
    const stock = within(dialog).getAllByLabelText(
      (content) => content.replace(/\*\s*$/, "").trim() === textIn(locale, "admin.products.stock"),
    )[0]!;
    await userEvent.clear(stock);
    await userEvent.type(stock, "7");
    await userEvent.click(within(dialog).getByTestId("editor-save"));
    await waitFor(() =>
      // The page behind the open dialog is out of the accessibility tree: found by its role attribute.
      expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent(
        textIn(locale, "admin.products.saved", { title }),
      ),
    );
  },
};
