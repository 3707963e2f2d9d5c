import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { StaffPermission } from "../../../domain/staff.ts";
import type { OnecConfig } from "../../config.ts";
import type { Database } from "../../db/database.port.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import type { Outbox } from "../../platform/outbox.port.ts";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import type { Transactor } from "../../platform/transactions.ts";
import type { StaffOrders } from "../orders/index.ts";
import type { ProductUpkeep, TreeUpkeep } from "../catalogue/index.ts";
import { AdminContentEditRepository } from "./admin-content-edit.repository.ts";
import { registerAdminContentEdit } from "./admin-content-edit.routes.ts";
import { AdminCatalogueRepository } from "./admin-catalogue.repository.ts";
import { registerAdminCatalogue } from "./admin-catalogue.routes.ts";
import { AdminContentRepository } from "./admin-content.repository.ts";
import type { ReadForm } from "./admin-form.ts";
import { registerAdminContent } from "./admin-content.routes.ts";
import { AdminInboxRepository } from "./admin-inbox.repository.ts";
import { registerAdminInbox } from "./admin-inbox.routes.ts";
import { registerAdminMe } from "./admin-me.routes.ts";
import { registerAdminOrders } from "./admin-orders.routes.ts";
import { AdminProductsRepository } from "./admin-products.repository.ts";
import { CatalogueStartRepository } from "./catalogue-start.repository.ts";
import { registerCatalogueStart } from "./catalogue-start.routes.ts";
import { registerCatalogueSheetsArea, type SheetUpkeep } from "./catalogue-sheets/index.ts";
import { registerAdminProducts } from "./admin-products.routes.ts";
import { AdminPromoRepository } from "./admin-promo.repository.ts";
import { registerAdminPromo } from "./admin-promo.routes.ts";
import { AdminReviewsRepository } from "./admin-reviews.repository.ts";
import { registerAdminReviews } from "./admin-reviews.routes.ts";
import { AdminTreeRepository } from "./admin-tree.repository.ts";
import { registerAdminTree } from "./admin-tree.routes.ts";
import { StaffRepository } from "./staff.repository.ts";

export { ADMIN_PATH, OPERATOR_MOVES } from "./admin-orders.routes.ts";
export { StaffRepository } from "./staff.repository.ts";

/**
 * The back office (docs/decisions/0013-back-office.md): its calls under /api/v1/admin/, each behind the staff
 * guard of its permission, the role read from the database on every call.
 */
export function createAdminModule(deps: {
  db: Database;
  transactor: Transactor;
  orders: StaffOrders;
  /** The catalogue's one writer of products (decision 0030): the price form, and spreadsheets in batches. */
  upkeep: SheetUpkeep & Pick<ProductUpkeep, "save" | "setVisible" | "delete">;
  /**
   * The catalogue's one writer of the category tree and the brands: the tree's forms, and brands a
   * spreadsheet names by a title the shop has not seen yet.
   */
  tree: Pick<TreeUpkeep, "saveBrandIn" | "saveCategory" | "orderCategories" | "saveBrand">;
  /** Reads a multipart form (a picture with its fields) within the server's limits. */
  readForm: ReadForm;
  /** Uploaded spreadsheets wait under DATA_DIR/imports/ for their job. */
  dataDir: string;
  outbox: Outbox;
  media: MediaUrls;
  /**
   * Where bug-report photos are kept (served here only, to staff), and what staff upload: product photos,
   * icons, logos, banners.
   */
  pictures: PictureStore;
  /** Drops this process's cached shared answers; the outbox event tells the other processes. */
  answersChanged: () => void;
  /** Where list links and photo links point; empty: the request's own host. */
  publicUrl: string;
  /** The 1C exchange's settings, told to an operator whose shop has no goods yet. */
  onec: Pick<OnecConfig, "priceType" | "zip" | "fileLimitBytes">;
  clock?: () => Date;
}) {
  const staff = new StaffRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const { db, transactor, outbox, media, answersChanged, publicUrl } = deps;
  return {
    /** The role the staff guard reads on every back-office call. */
    roleOf: (userId: number) => staff.roleOf(userId),
    /** `guard`: the HTTP glue's staff gate of a permission (http/staff-guard.ts). */
    register(app: FastifyInstance, guard: (permission: StaffPermission) => preHandlerAsyncHookHandler) {
      registerAdminMe(app, guard("orders.read"));
      registerAdminOrders(app, {
        orders: deps.orders,
        read: guard("orders.read"),
        move: guard("orders.move"),
      });
      registerAdminProducts(app, {
        products: new AdminProductsRepository(db),
        upkeep: deps.upkeep,
        answersChanged,
        publicUrl,
        guard: guard("catalogue.edit"),
      });
      registerAdminCatalogue(app, {
        products: new AdminCatalogueRepository(db),
        upkeep: deps.upkeep,
        pictures: deps.pictures,
        media,
        answersChanged,
        guard: guard("catalogue.edit"),
      });
      registerCatalogueSheetsArea(app, {
        db,
        transactor,
        products: deps.upkeep,
        tree: deps.tree,
        dataDir: deps.dataDir,
        publicUrl,
        guard: guard("catalogue.edit"),
      });
      registerCatalogueStart(app, {
        start: new CatalogueStartRepository(db),
        onec: deps.onec,
        publicUrl,
        guard: guard("catalogue.edit"),
      });
      registerAdminPromo(app, { promos: new AdminPromoRepository(db), clock, guard: guard("promo.edit") });
      registerAdminContent(app, {
        content: new AdminContentRepository(db),
        media,
        transactor,
        outbox,
        answersChanged,
        guard: guard("content.edit"),
      });
      registerAdminContentEdit(app, {
        content: new AdminContentEditRepository(db),
        pictures: deps.pictures,
        media,
        readForm: deps.readForm,
        transactor,
        outbox,
        answersChanged,
        guard: guard("content.edit"),
      });
      registerAdminTree(app, {
        tree: new AdminTreeRepository(db),
        upkeep: deps.tree,
        pictures: deps.pictures,
        media,
        readForm: deps.readForm,
        answersChanged,
        publicUrl,
        guard: guard("catalogue.edit"),
      });
      registerAdminReviews(app, {
        reviews: new AdminReviewsRepository(db),
        media,
        transactor,
        outbox,
        answersChanged,
        clock,
        publicUrl,
        guard: guard("reviews.answer"),
      });
      registerAdminInbox(app, {
        inbox: new AdminInboxRepository(db),
        pictures: deps.pictures,
        clock,
        publicUrl,
        guard: guard("inbox.read"),
      });
    },
  };
}
