import { adminEndpoints } from "../../../contract/admin.endpoints.ts";
import { routePath } from "../../platform/route-path.ts";
import { isRealSale, MAX_PRICE, MAX_STOCK } from "../../../domain/product-upkeep.ts";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { failure, found, unwrap } from "../../platform/failure.ts";
import type { ProductUpkeep } from "../catalogue/index.ts";
import type { AdminProductRow, AdminProductsRepository, ProductStock } from "./admin-products.repository.ts";
import { bodyOf, idOf, invalid, iso, langOf, listPage, pageOf, queryOf, wholeField } from "./admin-input.ts";

const view = (r: AdminProductRow) => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  price: r.price,
  sale_price: r.sale_price,
  stock: r.stock,
  // The list's flags (decision 0030): hidden from the storefront, and languages still showing the Russian.
  ...(r.visible === undefined ? {} : { visible: r.visible, missing: r.missing ?? [] }),
});

/** The asked values over the current ones; the sale rule is checked on the result, so a price cut counts. */
function edited(body: Record<string, unknown>, now: ProductStock): ProductStock {
  const next: ProductStock = {
    price: wholeField(body, "price", 1, MAX_PRICE) ?? now.price,
    sale_price: wholeField(body, "sale_price", 0, MAX_PRICE) ?? now.sale_price,
    stock: wholeField(body, "stock", 0, MAX_STOCK) ?? now.stock,
  };
  if (!isRealSale(next.price, next.sale_price)) throw invalid("sale_price");
  return next;
}

/** Prices, sale prices and stock with their audit log (docs/decisions/0013-back-office.md). */
export function registerAdminProducts(
  app: FastifyInstance,
  deps: {
    products: AdminProductsRepository;
    /** The catalogue's one writer: the change, its log and its event in one transaction (decision 0030). */
    upkeep: Pick<ProductUpkeep, "save">;
    /** Drops this process's cached answers now, so the next page shows the edit; the event tells the rest. */
    answersChanged: () => void;
    publicUrl: string;
    guard: preHandlerAsyncHookHandler;
  },
) {
  const { products, guard } = deps;

  app.get(routePath(adminEndpoints.adminProducts.path), { preHandler: guard }, async (request) => {
    const query = queryOf(request);
    const search = query.search ?? "";
    if (typeof search !== "string" || search.length > 200) throw invalid("search");
    const page = pageOf(query);
    const { rows, total } = await products.page(langOf(request), search.trim(), page.page, page.size);
    return listPage(request, deps.publicUrl, rows.map(view), total, page);
  });

  app.patch<{ Params: { id: string } }>(
    routePath(adminEndpoints.adminProductUpdate.path),
    { preHandler: guard },
    async (request) => {
      const id = idOf(request.params.id);
      const body = bodyOf(request);
      const lang = langOf(request);
      const userId = request.userId!;
      const now = found(await products.one(lang, id));
      // Checked here for the form's own refusals; the upkeep service checks again under its lock.
      const next = edited(body, now);
      const saved = unwrap(
        await deps.upkeep.save(
          { id },
          { price: next.price, salePrice: next.sale_price, stock: next.stock },
          { userId, source: "staff" },
        ),
      );
      const changed = saved.changed;
      if (changed) deps.answersChanged();
      return view(found(await products.one(lang, id)));
    },
  );

  app.get<{ Params: { id: string } }>(
    routePath(adminEndpoints.adminProductChanges.path),
    { preHandler: guard },
    async (request) => {
      const id = idOf(request.params.id);
      if (!(await products.exists(id))) throw failure("GENERIC.NOT_FOUND");
      const rows = await products.changes(id);
      return {
        results: rows.map((c) => ({
          field: c.field,
          old_value: c.oldValue,
          new_value: c.newValue,
          by: c.userId === null ? null : { id: c.userId, full_name: c.fullName, phone: c.phone },
          at: iso(c.at),
        })),
      };
    },
  );
}
