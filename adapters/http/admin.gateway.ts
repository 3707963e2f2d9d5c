import { inject, injectable } from "inversify";
import type { AdminGateway } from "../../application/admin/admin.port";
import type { MoveRequest, QueueFilter } from "../../application/admin/admin.types";
import { orNull } from "./api-client";
import { AdminClient } from "./admin-client";
import { meFromWire, queueFromWire, staffOrderFromWire } from "./admin.mapper";

/** The back office's orders (server/modules/admin/admin-orders.routes.ts). */
@injectable()
export class HttpAdminGateway implements AdminGateway {
  constructor(@inject(AdminClient) private readonly api: AdminClient) {}

  async me() {
    return meFromWire(await this.api.get("me/"));
  }

  async orders(filter: QueueFilter) {
    const query = {
      status: filter.status,
      from: filter.from,
      to: filter.to,
      delivery_type: filter.deliveryType,
      payment_type: filter.paymentType,
      page: filter.page,
    };
    return queueFromWire(await this.api.get("orders/", query));
  }

  async order(id: number) {
    const json = await orNull(this.api.get(`orders/${id}/`));
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
    await this.api.post(`orders/${id}/${request.move}/`, body);
  }
}
