import { FakeAdminGateway, type FakeAdminOptions } from "../../../../adapters/fake/fake-admin.gateway";
import type { ProductsPage } from "../../../../application/admin/sections/products.types";

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
