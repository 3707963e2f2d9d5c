import type { OrderStatus } from "../../contract/enums";
import type { OrdersGateway } from "../../application/orders/orders.port";
import type { OrderDetail, OrdersPage } from "../../application/orders/orders.types";
import { type ApiClient, orNull } from "./api-client";
import { asCheckoutError as refusal } from "./checkout.mapper";
import { detailFromWire, summaryFromWire } from "./orders.mapper";

export class HttpOrdersGateway implements OrdersGateway {
  constructor(private readonly api: ApiClient) {}

  async orders(statuses: readonly OrderStatus[], page: number, size: number): Promise<OrdersPage> {
    const query = { page, size, status__in: statuses };
    const answer = await refusal(this.api.call("ordersList", { query }));
    return {
      results: answer.results.map(summaryFromWire),
      total: answer.total,
      totalPages: answer.total_pages,
    };
  }

  async order(id: number): Promise<OrderDetail | null> {
    const answer = await refusal(orNull(this.api.call("orderDetail", { params: { id } })));
    return answer && detailFromWire(answer);
  }
}
