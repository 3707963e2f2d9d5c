import type { AdminGateway } from "../../application/admin/admin.port";
import type { MoveRequest, QueueFilter } from "../../application/admin/admin.types";
import { orNull } from "./api-client";
import { type AdminClient } from "./admin-client";
import { meFromWire, queueFromWire, staffOrderFromWire } from "./admin.mapper";
import { HttpAdminContent } from "./admin-content.gateway";
import { HttpAdminContentEdit } from "./admin-content-edit.gateway";
import { HttpAdminInbox } from "./admin-inbox.gateway";
import { HttpAdminProducts } from "./admin-products.gateway";
import { HttpAdminProductEditor } from "./admin-product-editor.gateway";
import { HttpAdminPromo } from "./admin-promo.gateway";
import { HttpAdminReviews } from "./admin-reviews.gateway";
import { HttpAdminTree } from "./admin-tree.gateway";
import { HttpAdminSheets } from "./admin-sheets.gateway";

/** The back office's orders (server/modules/admin/admin-orders.routes.ts) and its other sections' calls. */
export class HttpAdminGateway implements AdminGateway {
  readonly products: HttpAdminProducts;
  readonly productEditor: HttpAdminProductEditor;
  readonly promo: HttpAdminPromo;
  readonly content: HttpAdminContent;
  readonly reviews: HttpAdminReviews;
  readonly inbox: HttpAdminInbox;
  readonly tree: HttpAdminTree;
  readonly contentEdit: HttpAdminContentEdit;
  readonly sheets: HttpAdminSheets;

  constructor(private readonly api: AdminClient) {
    this.products = new HttpAdminProducts(api);
    this.productEditor = new HttpAdminProductEditor(api);
    this.promo = new HttpAdminPromo(api);
    this.content = new HttpAdminContent(api);
    this.reviews = new HttpAdminReviews(api);
    this.inbox = new HttpAdminInbox(api);
    this.tree = new HttpAdminTree(api);
    this.contentEdit = new HttpAdminContentEdit(api);
    this.sheets = new HttpAdminSheets(api);
  }

  async me() {
    return meFromWire(await this.api.call("adminMe"));
  }

  async orders(filter: QueueFilter) {
    const query = {
      status: filter.status === null ? undefined : String(filter.status),
      from: filter.from ?? undefined,
      to: filter.to ?? undefined,
      delivery_type: filter.deliveryType ?? undefined,
      payment_type: filter.paymentType ?? undefined,
      page: filter.page,
    };
    return queueFromWire(await this.api.call("adminOrders", { query }));
  }

  async order(id: number) {
    const json = await orNull(this.api.call("adminOrder", { params: { id } }));
    return json === null ? null : staffOrderFromWire(json);
  }

  async move(id: number, request: MoveRequest) {
    const body =
      request.move === "dispatch"
        ? {
            courier: {
              name: request.courier.name,
              phone: request.courier.phone,
              car_number: request.courier.carNumber,
            },
          }
        : request.move === "cancel"
          ? { reason: request.reason }
          : {};
    await this.api.call("adminOrderMove", { params: { id, move: request.move }, body });
  }
}
