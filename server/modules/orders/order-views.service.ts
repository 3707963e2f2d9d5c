import type { Courier, OrderDetail, OrdersAnswer } from "../../../contract/index.ts";
import type { Language } from "../../../domain/language.ts";
import type { MessageKey } from "../../../domain/messages.ts";
import { toMoneyString } from "../../../domain/money.ts";
import { DeliveryType, isDeliveryType, isPaymentType, OrderStatus } from "../../../domain/order.ts";
import type { MediaUrls } from "../../platform/media-urls.ts";
import { messageText } from "../../platform/messages.ts";
import type { PageRequest } from "../../platform/pagination.ts";
import type { OrderRow, StaffOrderFilter } from "./order-rows.ts";
import type { OrderViewsRepository } from "./order-views.repository.ts";
import type { PaymentUrl } from "./orders.ports.ts";

const money = (value: number | string) => toMoneyString(Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();
const coordinate = (value: number | string | null) => (value === null ? null : Number(value));

/** BTS's names for the parcel once the shop has handed it over; none before that. */
const BTS_PARCEL_STATUS: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.IN_DELIVERY]: "accepted",
  [OrderStatus.ON_THE_WAY]: "on_way",
  [OrderStatus.DELIVERED]: "delivered",
};

function courierOf(value: unknown): Courier | null {
  if (!value || typeof value !== "object") return null;
  const c = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    full_name: text(c.full_name) ?? "",
    role_name: text(c.role_name),
    contact_phone: text(c.contact_phone),
    car_number: text(c.car_number),
  };
}

/** The shopper's own orders as the contract shows them; another user's order is as absent as none. */
export class OrderViews {
  constructor(
    private readonly repository: OrderViewsRepository,
    private readonly media: MediaUrls,
    private readonly paymentUrl: PaymentUrl,
  ) {}

  /** A fresh link to pay an online order still awaiting its money; null for every other order. */
  private payAgain(o: OrderRow): string | null {
    if (o.status !== OrderStatus.AWAITING_PAYMENT || !isPaymentType(o.paymentType)) return null;
    if (!o.paymentReturn) return null;
    return this.paymentUrl({
      orderId: o.id,
      paymentType: o.paymentType,
      total: Number(o.total),
      redirectUrl: o.paymentReturn,
    });
  }

  statusName(status: OrderStatus, lang: Language): string {
    return messageText(`order_status_${status}` as MessageKey, lang);
  }

  /** One page of the back office's queue (docs/decisions/0013-back-office.md). */
  async staffList(filter: StaffOrderFilter, page: PageRequest, lang: Language) {
    const { rows, total } = await this.repository.staffPage(filter, page.page, page.size);
    return {
      total,
      total_pages: Math.ceil(total / page.size),
      results: rows.map((r) => ({
        id: r.id,
        status: r.status,
        status_name: this.statusName(r.status, lang),
        delivery_type: r.deliveryType,
        payment_type: r.paymentType,
        product_count: r.productCount,
        order_price: money(r.total),
        receiver_fish: r.receiverFish,
        receiver_phone: r.receiverPhone,
        address: r.address,
        shopper: { full_name: r.shopperName, phone: r.shopperPhone },
        created_at: iso(r.createdAt),
      })),
    };
  }

  async list(
    userId: number,
    statuses: readonly number[] | undefined,
    page: PageRequest,
  ): Promise<OrdersAnswer> {
    const filter = statuses && statuses.length > 0 ? [...new Set(statuses)] : null;
    const { rows, total } = await this.repository.page(userId, filter, page.page, page.size);
    return {
      total,
      total_pages: Math.ceil(total / page.size),
      results: rows.map((r) => ({
        id: r.id,
        status: r.status,
        product_count: r.productCount,
        address: r.address,
        order_price: money(r.total),
        product_images: (r.images ?? [])
          .filter((name): name is string => typeof name === "string")
          .map((name) => this.media.imageSet("products", name)),
        created_at: iso(r.createdAt),
      })),
    };
  }

  /** The order as its shopper sees it; `userId` null: any shopper's (the back office's view). */
  async detail(userId: number | null, lang: Language, orderId: number): Promise<OrderDetail | null> {
    const o = await this.repository.order(lang, orderId, userId);
    if (!o) return null;
    const [lines, logs] = await Promise.all([
      this.repository.lines(lang, orderId),
      this.repository.logs(orderId),
    ]);
    return {
      id: o.id,
      status: o.status,
      status_logs: logs.map((l) => ({
        status: l.status,
        status_name: this.statusName(l.status, lang),
        description: l.description,
        date: iso(l.createdAt),
      })),
      courier: courierOf(o.courier),
      order_products: lines.map((l) => {
        const first = l.images?.[0];
        return {
          title: l.title,
          amount: l.amount,
          product_price: money(l.unitPrice),
          product:
            l.productId === null || l.slug === null
              ? null
              : {
                  id: l.productId,
                  slug: l.slug,
                  title: l.title,
                  image_src: first ? this.media.imageSet("products", first) : null,
                },
        };
      }),
      discount: money(Number(o.productDiscount) + Number(o.promoDiscount)),
      receiver_fish: o.receiverFish,
      receiver_phone: o.receiverPhone,
      address: o.address,
      product_count: o.productCount,
      order_cashback: money(o.cashbackEarned),
      cashback_price: money(o.cashbackUsed),
      delivery_price: money(o.deliveryPrice),
      delivery_type: isDeliveryType(o.deliveryType) ? o.deliveryType : DeliveryType.BTS_BRANCH,
      nds: { percent: o.vatPercent, price: money(o.vat) },
      order_price: money(o.total),
      total_price: money(o.subtotal),
      promo_discount: money(o.promoDiscount),
      payment_type: isPaymentType(o.paymentType) ? o.paymentType : null,
      payment_url: this.payAgain(o),
      region: o.regionId === null ? null : { id: o.regionId, title: o.regionTitle ?? "" },
      district: o.districtId === null ? null : { id: o.districtId, title: o.districtTitle ?? "" },
      latitude: coordinate(o.latitude),
      longitude: coordinate(o.longitude),
      created_at: iso(o.createdAt),
    };
  }

  /** `{status}` of the order's BTS parcel: null until handed to BTS, and for orders not sent by BTS. */
  async btsStatus(userId: number, orderId: number): Promise<{ status: string | null } | null> {
    const row = await this.repository.btsStatus(orderId, userId);
    if (!row) return null;
    if (row.deliveryType !== DeliveryType.BTS_BRANCH) return { status: null };
    return { status: BTS_PARCEL_STATUS[row.status] ?? null };
  }
}
