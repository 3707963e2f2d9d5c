import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ProductsSection } from "../../../../ui/features/admin/products/products-section";
import { sectionStory } from "../../../support/app-story";
import { readyDialog } from "../../../support/dialog";
import { overflowing } from "../../orders/demo";
import { adminOf, expectRoleRefused, textIn } from "../demo";
import { fieldIn, productsApp, shownRows } from "./demo";

// /admin/products's body over the fake back office (adapters/fake/fake-admin-products.ts): its demo
// catalogue newest first, 36 down to 1, 20 a page; the search and the page kept in the URL. The whole page
// with its nav is ProductsArea's.

const meta = {
  title: "Features/Admin/Products/ProductsSection",
  component: ProductsSection,
  ...sectionStory,
  parameters: { ...sectionStory.parameters, ...productsApp("/admin/products") },
} satisfies Meta<typeof ProductsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const TITLE = "Клей для плитки Max Akfa";
const NEWEST = Array.from({ length: 20 }, (_, i) => 36 - i);

const searchOf = (canvasElement: HTMLElement, locale: unknown) =>
  within(canvasElement).getByRole("search", { name: textIn(locale, "admin.products.search.label") });
const rowOf = (canvasElement: HTMLElement, id: number) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[data-product="${id}"]`)).find(
    (r) => r.getBoundingClientRect().height > 0,
  )!;
const listShows = async (canvasElement: HTMLElement, ids: readonly number[]) => {
  await within(canvasElement).findByTestId("products", undefined, LOAD);
  await waitFor(() => expect(shownRows(canvasElement)).toEqual(ids));
};

/** The search, "New product" and the newest 20 products, each with its edit and history buttons. */
const listPlay: Story["play"] = async ({ canvasElement, globals }) => {
  const locale = globals.locale;
  await listShows(canvasElement, NEWEST);
  await expect(within(searchOf(canvasElement, locale)).getByTestId("products-search")).toHaveValue("");
  await expect(within(canvasElement).getByTestId("product-new")).toHaveTextContent(
    textIn(locale, "admin.productEditor.new"),
  );
  const newest = within(rowOf(canvasElement, 36));
  await expect(
    newest.getByRole("button", { name: textIn(locale, "admin.products.editOf", { title: TITLE }) }),
  ).toBeEnabled();
  await expect(
    newest.getByRole("button", { name: textIn(locale, "admin.products.historyOf", { title: TITLE }) }),
  ).toBeEnabled();
};
export const Products: Story = { play: listPlay };
export const ProductsSr: Story = { globals: { locale: "sr" }, play: listPlay };

/** A search from the URL: the box holds it, only the mixers are listed, and "Show all" offers the rest. */
export const SearchedRu: Story = {
  parameters: productsApp("/admin/products?search=смеситель"),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    await listShows(canvasElement, [33, 32, 31]);
    await expect(within(canvasElement).getByTestId("products-search")).toHaveValue("смеситель");
    await expect(
      within(canvasElement).getByRole("button", { name: textIn(locale, "admin.products.search.clear") }),
    ).toBeVisible();
  },
};

/** Typing a search lists what matches; "Show all" empties the box and lists the first page again. */
export const SearchesAndClears: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    await listShows(canvasElement, NEWEST);
    await userEvent.type(within(canvasElement).getByTestId("products-search"), "36{Enter}");
    await listShows(canvasElement, [36]);
    await userEvent.click(
      within(canvasElement).getByRole("button", {
        name: textIn(globals.locale, "admin.products.search.clear"),
      }),
    );
    await listShows(canvasElement, NEWEST);
    await expect(within(canvasElement).getByTestId("products-search")).toHaveValue("");
  },
};

/** Nothing matches: said with the words searched, and the search stays to try others. */
export const NotFoundSr: Story = {
  parameters: productsApp("/admin/products?search=zzz"),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("products-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.products.notFound", { search: "zzz" }));
    await expect(searchOf(canvasElement, globals.locale)).toBeVisible();
  },
};

/** The catalogue is empty: said so, and "New product" is there to start it. */
export const Empty: Story = {
  parameters: productsApp("/admin/products", { empty: true }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByTestId("products-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(globals.locale, "admin.products.empty"));
    await expect(within(canvasElement).getByTestId("product-new")).toBeEnabled();
  },
};

/** The first load on its way: the search stands, the list is a busy skeleton. */
export const Loading: Story = {
  parameters: productsApp("/admin/products", {}, { stalled: true }),
  play: async ({ canvasElement, globals }) => {
    const loading = await within(canvasElement).findByTestId("products-loading", undefined, LOAD);
    await expect(loading).toHaveAttribute("aria-busy", "true");
    await expect(loading).toHaveTextContent(textIn(globals.locale, "admin.products.loading"));
    await expect(searchOf(canvasElement, globals.locale)).toBeVisible();
  },
};

/** The catalogue cannot be read: the section's alert; once it is back, "Try again" lists the products. */
export const FailedThenRetryRu: Story = {
  tags: ["no-visual"],
  parameters: productsApp("/admin/products", {}, { down: true }),
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    const alert = await within(canvasElement).findByTestId("products-error", undefined, LOAD);
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toHaveTextContent(textIn(locale, "admin.products.error"));
    adminOf(loaded).products.down = false;
    await userEvent.click(within(alert).getByRole("button", { name: textIn(locale, "admin.retry") }));
    await listShows(canvasElement, NEWEST);
  },
};

/**
 * An operator (no catalogue.edit): who may change prices, whom to ask, no "Try again"; no search and no
 * "New product", which would only be refused again.
 */
export const OperatorRefusedSr: Story = {
  parameters: productsApp("/admin/products", { caller: "operator" }),
  globals: { locale: "sr" },
  play: async ({ canvasElement, globals }) => {
    const locale = globals.locale;
    const alert = await within(canvasElement).findByTestId("products-error", undefined, LOAD);
    await expectRoleRefused(alert, locale, textIn(locale, "admin.products.forbidden"));
    await expect(within(canvasElement).queryByRole("search")).toBeNull();
    await expect(within(canvasElement).queryByTestId("product-new")).toBeNull();
  },
};

/**
 * A row's history: the dialog named for the product with its three logged changes; Escape closes it, and
 * another product's is empty.
 */
export const HistoryRu: Story = {
  tags: ["no-visual"],
  globals: { locale: "ru" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await listShows(canvasElement, NEWEST);
    await userEvent.click(
      within(rowOf(canvasElement, 36)).getByRole("button", {
        name: textIn(locale, "admin.products.historyOf", { title: TITLE }),
      }),
    );
    const dialog = await readyDialog();
    await expect(dialog).toHaveAccessibleName(
      textIn(locale, "admin.products.historyTitle", { title: TITLE }),
    );
    const log = await within(dialog).findByTestId("history", undefined, LOAD);
    await expect(within(log).getAllByRole("listitem")).toHaveLength(3);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const { title } = (await adminOf(loaded).products.list({ search: "", page: 1 })).results[1]!;
    await userEvent.click(
      within(rowOf(canvasElement, 35)).getByRole("button", {
        name: textIn(locale, "admin.products.historyOf", { title }),
      }),
    );
    await expect(
      await within(await readyDialog()).findByTestId("history-empty", undefined, LOAD),
    ).toHaveTextContent(textIn(locale, "admin.products.historyEmpty"));
  },
};

/** A quick edit: only the changed stock goes to the fake server, the dialog closes, and "Saved" is said. */
export const EditSaysSavedUz: Story = {
  tags: ["no-visual"],
  globals: { locale: "uz" },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = globals.locale;
    await listShows(canvasElement, NEWEST);
    await userEvent.click(
      within(rowOf(canvasElement, 36)).getByRole("button", {
        name: textIn(locale, "admin.products.editOf", { title: TITLE }),
      }),
    );
    const dialog = await readyDialog();
    const stock = fieldIn(dialog, textIn(locale, "admin.products.stock"));
    await userEvent.clear(stock);
    await userEvent.type(stock, "12{Enter}");
    await waitFor(() => expect(adminOf(loaded).products.saves).toEqual([{ id: 36, edit: { stock: 12 } }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent(
      textIn(locale, "admin.products.saved", { title: TITLE }),
    );
    await expect(rowOf(canvasElement, 36)).toHaveTextContent("12");
  },
};

/** "New product" opens the full editor on an empty product. */
export const NewProduct: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement, globals }) => {
    await listShows(canvasElement, NEWEST);
    await userEvent.click(within(canvasElement).getByTestId("product-new"));
    const dialog = await readyDialog();
    await expect(within(dialog).getByRole("heading", { level: 2 })).toHaveTextContent(
      textIn(globals.locale, "admin.productEditor.new"),
    );
    await expect(fieldIn(dialog, textIn(globals.locale, "admin.productEditor.title"))).toHaveValue("");
  },
};

/**
 * On a 320 px phone: the search, "New product" the full width under it, the products as cards, nothing
 * wider than the screen.
 */
export const Phone: Story = {
  tags: ["phone"],
  parameters: productsApp("/admin/products", { pageSize: 3 }),
  globals: { locale: "ru", viewport: { value: "mobile1" } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(320);
    await listShows(canvasElement, [36, 35, 34]);
    const search = searchOf(canvasElement, globals.locale).getBoundingClientRect();
    const add = within(canvasElement).getByTestId("product-new").getBoundingClientRect();
    await expect(add.top).toBeGreaterThanOrEqual(search.bottom);
    await expect(add.width).toBeGreaterThanOrEqual(search.width - 1);
    await expect(add.height).toBeGreaterThanOrEqual(44);
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
    await expect(overflowing(canvasElement)).toEqual([]);
  },
};
