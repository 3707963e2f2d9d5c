import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { ProductsPage } from "../../../../application/admin/sections/products.types";
import { ProductList } from "../../../../ui/features/admin/products/product-list";
import { moneyIn, overflowing } from "../../orders/demo";
import { textIn } from "../demo";
import { demoProducts } from "./demo";

// The products list: a table on a wide screen, cards on a phone, with paging; or its loading, empty or
// error. The rows are the fake back office's (demo.ts); `parameters.products` picks its options.

const meta = {
  title: "Features/Admin/Products/ProductList",
  component: ProductList,
  args: {
    products: null,
    status: "ready",
    page: 1,
    search: "",
    onPage: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onHistory: fn(),
  },
  loaders: [
    async ({ parameters }) => ({
      products: await demoProducts(
        { pageSize: 6, ...(parameters.products as FakeAdminOptions | undefined) },
        (parameters.productsPage as number | undefined) ?? 1,
      ),
    }),
  ],
  render: (args, { loaded, parameters }) => (
    <ProductList {...args} products={parameters.noProducts ? null : (loaded.products as ProductsPage)} />
  ),
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chakra's md breakpoint: the table from here up, the cards below. */
const wide = () => window.matchMedia("(min-width: 48em)").matches;

/**
 * Every product of the page in the layout the width shows: its title, number, price, sale price ("no sale"
 * when there is none) and stock; "Edit" and "History" hand the product up.
 */
const rowsPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const page = loaded.products as ProductsPage;
  const locale = globals.locale;
  const list = within(await within(canvasElement).findByTestId("products"));
  const rows = Array.from(
    canvasElement.querySelectorAll<HTMLElement>(wide() ? "tr[data-product]" : "li[data-product]"),
  );
  await expect(rows.map((r) => Number(r.dataset.product))).toEqual(page.results.map((p) => p.id));
  if (wide()) {
    await expect(
      within(list.getByRole("table"))
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(
      ["product", "price", "salePrice", "stock", "actions"].map((id) =>
        textIn(locale, `admin.products.${id}`),
      ),
    );
  } else {
    await expect(list.queryByRole("table")).toBeNull();
  }
  const sale = page.results.find((p) => p.salePrice > 0)!;
  const plain = page.results.find((p) => p.salePrice === 0)!;
  const rowOf = (id: number) => rows.find((r) => Number(r.dataset.product) === id)!;
  await expect(rowOf(sale.id)).toHaveTextContent(sale.title);
  await expect(rowOf(sale.id)).toHaveTextContent(moneyIn(locale, sale.price));
  await expect(rowOf(sale.id)).toHaveTextContent(moneyIn(locale, sale.salePrice));
  await expect(rowOf(plain.id)).toHaveTextContent(textIn(locale, "admin.products.noSale"));
  await userEvent.click(
    within(rowOf(sale.id)).getByRole("button", {
      name: textIn(locale, "admin.products.editOf", { title: sale.title }),
    }),
  );
  await expect(args.onEdit).toHaveBeenCalledWith(sale);
  await userEvent.click(
    within(rowOf(plain.id)).getByRole("button", {
      name: textIn(locale, "admin.products.historyOf", { title: plain.title }),
    }),
  );
  await expect(args.onHistory).toHaveBeenCalledWith(plain);
};

export const Rows: Story = { play: rowsPlay };
export const RowsRu: Story = { globals: { locale: "ru" }, play: rowsPlay };
export const RowsSr: Story = { globals: { locale: "sr" }, play: rowsPlay };

/** A wide screen (the story tests' window is a phone's unless told): the table, not the cards. */
export const Table: Story = {
  tags: ["no-visual"],
  globals: { locale: "uz", viewport: { value: "tablet" } },
  play: async (context) => {
    await expect(wide()).toBe(true);
    await rowsPlay(context);
  },
};

/** The second of several pages: both ways on, each asking for its neighbour. */
const pagedPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const pages = (loaded.products as ProductsPage).totalPages;
  const nav = within(canvasElement).getByRole("navigation", {
    name: textIn(globals.locale, "admin.queue.pages"),
  });
  await expect(nav).toHaveTextContent(textIn(globals.locale, "admin.queue.pageOf", { page: 2, pages }));
  await userEvent.click(
    within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.next") }),
  );
  await expect(args.onPage).toHaveBeenLastCalledWith(3);
  await userEvent.click(
    within(nav).getByRole("button", { name: textIn(globals.locale, "admin.queue.previous") }),
  );
  await expect(args.onPage).toHaveBeenLastCalledWith(1);
};
const PAGED = { products: { pageSize: 4 }, productsPage: 2 };
export const Paged: Story = { args: { page: 2 }, parameters: PAGED, play: pagedPlay };

/** No product at all, and nothing found for a search: one line saying which. */
export const Empty: Story = {
  parameters: { products: { empty: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("products-empty")).toHaveTextContent(
      textIn(globals.locale, "admin.products.empty"),
    );
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
  },
};
export const NotFoundSr: Story = {
  args: { search: "plitka 60x60" },
  parameters: { products: { empty: true } },
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByTestId("products-empty")).toHaveTextContent(
      textIn(globals.locale, "admin.products.notFound", { search: "plitka 60x60" }),
    );
  },
};

/** The first load: skeleton rows, busy, with words for a screen reader. */
export const Loading: Story = {
  args: { status: "pending" },
  parameters: { noProducts: true },
  play: async ({ canvasElement, globals }) => {
    const loading = within(canvasElement).getByTestId("products-loading");
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.products.loading"));
  },
};

/** The load failed: an alert in the story's language (or the server's words) and a retry. */
const errorPlay: Story["play"] = async ({ args, canvasElement, globals }) => {
  const alert = within(canvasElement).getByRole("alert");
  await expect(alert).toHaveTextContent(args.errorText ?? textIn(globals.locale, "admin.products.error"));
  await userEvent.click(within(alert).getByRole("button", { name: textIn(globals.locale, "admin.retry") }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
};
export const Failed: Story = { args: { status: "error" }, play: errorPlay };
export const FailedRu: Story = { args: { status: "error" }, globals: { locale: "ru" }, play: errorPlay };

/**
 * On a 320 px phone: a card per product, no table, nothing poking out of the screen, every button big
 * enough for a finger.
 */
export const Phone: Story = {
  tags: ["phone"],
  globals: { locale: "sr", viewport: { value: "mobile1" } },
  args: { page: 2 },
  parameters: PAGED,
  play: async (context) => {
    const { canvasElement } = context;
    await expect(window.innerWidth).toBe(320);
    await expect(wide()).toBe(false);
    await pagedPlay(context);
    const list = within(canvasElement).getByTestId("products");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    for (const button of within(list).getAllByRole("button"))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(overflowing(canvasElement)).toEqual([]);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The first page with two flags: one product hidden, one whose Uzbek titles wait for translation. */
const flagged = (page: ProductsPage): ProductsPage => ({
  ...page,
  results: page.results.map((p, i) =>
    i === 0
      ? { ...p, visible: true, missing: ["uz", "sr"] }
      : i === 1
        ? { ...p, visible: false, missing: [] }
        : p,
  ),
});

/** With the editor: a product's name opens it; the flags say what staff still have to do. */
const flagsPlay: Story["play"] = async ({ args, canvasElement, globals, loaded }) => {
  const page = flagged(loaded.products as ProductsPage);
  const locale = globals.locale;
  const canvas = within(canvasElement);
  const [missing] = canvas.getAllByTestId("flag-missing").filter((b) => b.getBoundingClientRect().height > 0);
  await expect(missing).toHaveTextContent(textIn(locale, "admin.productEditor.needsTranslation"));
  const [hidden] = canvas.getAllByTestId("flag-hidden").filter((b) => b.getBoundingClientRect().height > 0);
  await expect(hidden).toHaveTextContent(textIn(locale, "admin.productEditor.hidden"));
  const title = page.results[1]!.title;
  const [open] = canvas
    .getAllByRole("button", { name: textIn(locale, "admin.productEditor.openOf", { title }) })
    .filter((b) => b.getBoundingClientRect().height > 0);
  await userEvent.click(open!);
  await expect(args.onOpen).toHaveBeenCalledWith(page.results[1]);
};
const withFlags: Story["render"] = (args, { loaded }) => (
  <ProductList {...args} products={flagged(loaded.products as ProductsPage)} />
);
export const Flags: Story = { args: { onOpen: fn() }, render: withFlags, play: flagsPlay };
export const FlagsRu: Story = {
  args: { onOpen: fn() },
  globals: { locale: "ru" },
  render: withFlags,
  play: flagsPlay,
};
export const FlagsPhone: Story = {
  tags: ["phone"],
  args: { onOpen: fn() },
  globals: { locale: "uz", viewport: { value: "mobile1" } },
  render: withFlags,
  play: async (context) => {
    await expect(window.innerWidth).toBe(320);
    await flagsPlay(context);
    await expect(overflowing(within(context.canvasElement).getByTestId("products"))).toEqual([]);
  },
};
