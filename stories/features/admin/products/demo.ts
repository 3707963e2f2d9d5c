import { allSettled, type Scope } from "effector";
import { within } from "storybook/test";
import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import { editorOpened } from "../../../../application/admin/sections/product-editor.model";
import type { ProductsPage } from "../../../../application/admin/sections/products.types";
import { withAdmin } from "../demo";

// The products section's demo data is the fake back office's (adapters/fake/fake-admin-products.ts): the
// shop's demo catalogue newest first, titles in Russian whatever the page's language (the fake has no
// Accept-Language), the newest product with three logged changes and every other with none.

/** An admin: the one role with catalogue.edit. */
export const ADMIN: FakeAdminOptions = { caller: "admin" };

/** A page of the fake's products. */
export const demoProducts = (options: FakeAdminOptions = {}, page = 1, search = ""): Promise<ProductsPage> =>
  new FakeAdminGateway({ ...ADMIN, ...options }).products.list({ search, page });

/** The fake's log of a product. */
export const demoChanges = (id: number) => new FakeAdminGateway(ADMIN).products.changes(id);

/** A frame's own width holds its content: nothing sticks out to the right. */
export const fits = (el: HTMLElement) => el.scrollWidth <= el.clientWidth;

/** The fake editor's view of a product (36, the newest, lacks its Uzbek Latin title) and its choices. */
export const demoEdited = async (id = 36) => {
  const editor = new FakeAdminGateway(ADMIN).productEditor;
  return { product: await editor.product(id), choices: await editor.choices() };
};

/** The n-th field labelled `label` within `frame`, its required marker aside. */
export const fieldIn = (frame: HTMLElement, label: string, n = 0) =>
  within(frame).getAllByLabelText((content) => content.replace(/\*\s*$/, "").trim() === label)[n]!;

/** The ids of the list's rows in the layout the width shows (a table from md up, cards below). */
export const shownRows = (frame: HTMLElement) =>
  Array.from(frame.querySelectorAll<HTMLElement>("[data-product]"))
    .filter((r) => r.getBoundingClientRect().height > 0)
    .map((r) => Number(r.dataset.product));

/** A product's name longer than a phone's line. */
export const LONG_TITLE = "Мастика гидроизоляционная битумно-полимерная ТехноНИКОЛЬ №21 Техномаст, 20 кг";

/** The fake's knobs a story turns: the list's and the editor's calls alone failing, or never answering. */
export interface ProductsKnobs {
  down?: boolean;
  stalled?: boolean;
  editorDown?: boolean;
  /** The editor opened on this product (null: a new one) once the scope is ready; left on its way. */
  editing?: number | null;
}

/** App story parameters: `path` over a fake back office of its own, an admin's unless `options` say. */
export const productsApp = (path: string, options: FakeAdminOptions = {}, knobs: ProductsKnobs = {}) => ({
  app: {
    layout: false,
    path,
    prepare: async (scope: Scope) => {
      const fake = new FakeAdminGateway({ ...ADMIN, ...options });
      Object.assign(fake.products, { down: knobs.down ?? false, stalled: knobs.stalled ?? false });
      fake.productEditor.down = knobs.editorDown ?? false;
      await withAdmin(scope, fake);
      if (knobs.editing !== undefined) void allSettled(editorOpened, { scope, params: knobs.editing });
    },
  },
});
