import { parseMoneyString } from "../../../../domain/money.ts";
import { DeliveryType, OrderStatus, PaymentType, isOnlinePayment } from "../../../../domain/order.ts";
import { UNITS, type Unit } from "../../../../domain/product-draft.ts";
import type { OrderDetail } from "../../../../contract/index.ts";
import type { MessageKey } from "../../../../domain/messages.ts";
import { messageText } from "../../../platform/messages.ts";
import type { StaffOrders } from "../../orders/index.ts";
import { UNIT_FOR_1C } from "../commerceml/cml-values.ts";
import { ordersFile, type OrderForExchange } from "../commerceml/order-documents.ts";
import { orderNewsOf, shippedStatus } from "../commerceml/status-documents.ts";
import { failureAnswer, successAnswer, type ExchangeAnswer } from "../exchange-answer.ts";
import { ExchangeFileError, safeName, type ExchangeFiles } from "../exchange-files.ts";
import { XmlFileError } from "../xml/xml-encoding.ts";
import { readXmlItems } from "../xml/xml-items.ts";
import { nextMove } from "./order-moves.ts";
import type { ProductRef, SaleRepository } from "./sale.repository.ts";

/** The most orders one mode=query sends; the rest go at the next exchange. */
const QUERY_LIMIT = 500;
const PAYMENT_NAMES: Record<number, string> = {
  [PaymentType.CASH]: "Наличные",
  [PaymentType.SAVED_CARD]: "Сохранённая карта (Payme)",
  [PaymentType.UZUM]: "Uzum Bank",
  [PaymentType.PAYME]: "Payme",
  [PaymentType.CLICK]: "Click",
  [PaymentType.PAYNET]: "Paynet",
};
const DELIVERY_NAMES: Record<number, string> = {
  [DeliveryType.BTS_BRANCH]: "BTS, пункт выдачи",
  [DeliveryType.COURIER]: "Курьер",
  [DeliveryType.PICKUP]: "Самовывоз",
};
const STATUSES = Object.values(OrderStatus);
const som = (money: string) => parseMoneyString(money);

/**
 * type=sale: orders go to 1C as CommerceML documents (mode=query), are marked sent on mode=success (only
 * what was offered, at the version offered), and 1C's documents coming back (mode=file) move the orders
 * through the order state machine as the operator.
 */
export class SaleExchange {
  constructor(
    private readonly deps: {
      repository: SaleRepository;
      orders: StaffOrders;
      files: ExchangeFiles;
      clock: () => number;
    },
  ) {}

  async query(sessionId: string): Promise<string> {
    const { repository, orders } = this.deps;
    const details: { detail: OrderDetail; shopper: Awaited<ReturnType<StaffOrders["shopperOf"]>> }[] = [];
    for (const id of await repository.offer(sessionId, QUERY_LIMIT)) {
      const detail = await orders.detail("ru", id);
      if (detail) details.push({ detail, shopper: await orders.shopperOf(id) });
    }
    const ids = details.flatMap((d) =>
      d.detail.order_products.flatMap((l) => (l.product ? [l.product.id] : [])),
    );
    const products = await repository.products([...new Set(ids)]);
    const documents = details.map(({ detail, shopper }) => this.forExchange(detail, shopper, products));
    return ordersFile(documents, new Date(this.deps.clock()));
  }

  success(sessionId: string): Promise<number> {
    return this.deps.repository.confirm(sessionId);
  }

  private forExchange(
    o: OrderDetail,
    shopper: Awaited<ReturnType<StaffOrders["shopperOf"]>>,
    products: Map<number, ProductRef>,
  ): OrderForExchange {
    const lines = o.order_products.map((l) => {
      const ref = l.product ? products.get(l.product.id) : undefined;
      const unit: Unit = (UNITS as readonly string[]).includes(ref?.unit ?? "") ? (ref!.unit as Unit) : "pcs";
      return {
        id: ref?.externalId ?? String(l.product?.id ?? l.title),
        sku: ref?.sku ?? null,
        title: l.title,
        unit: UNIT_FOR_1C[unit],
        price: som(l.product_price),
        amount: l.amount,
      };
    });
    const total = som(o.order_price);
    const delivery = som(o.delivery_price);
    const goods = lines.reduce((sum, l) => sum + l.price * l.amount, 0);
    const online = o.payment_type ? isOnlinePayment(o.payment_type) : false;
    return {
      id: o.id,
      createdAt: new Date(o.created_at ?? this.deps.clock()),
      total,
      statusName: messageText(`order_status_${o.status}` as MessageKey, "ru"),
      cancelled: o.status === OrderStatus.CANCELLED,
      delivered: o.status === OrderStatus.DELIVERED,
      paid: online && o.status !== OrderStatus.AWAITING_PAYMENT && o.status !== OrderStatus.CANCELLED,
      paymentName: PAYMENT_NAMES[o.payment_type ?? PaymentType.CASH] ?? "Наличные",
      deliveryName: DELIVERY_NAMES[o.delivery_type] ?? "",
      deliveryPrice: delivery,
      // Promo codes and cashback take the order's sum below its lines': 1C gets the difference as a discount.
      discount: Math.max(0, goods + delivery - total),
      vat: som(o.nds.price),
      address: [o.region?.title, o.district?.title, o.address].filter((p) => p).join(", ") || null,
      customer: {
        id: `user-${shopper?.userId ?? 0}`,
        name: shopper?.fullName || o.receiver_fish,
        phone: `+998${shopper?.phone ?? o.receiver_phone}`,
      },
      receiver: { name: o.receiver_fish, phone: `+998${o.receiver_phone}` },
      lines,
    };
  }

  /** 1C's changes of orders (mode=file of type=sale): each order moved as far as its document says. */
  async importFile(sessionId: string, filename: string): Promise<ExchangeAnswer> {
    const name = safeName(filename);
    if (!name) return failureAnswer(`недопустимое имя файла: ${filename}`);
    const { files } = this.deps;
    const names = name.toLowerCase().endsWith(".zip")
      ? (await files.unpackArchives(sessionId)).filter((n) => n.toLowerCase().endsWith(".xml"))
      : [name];
    const statusNames = new Map(
      STATUSES.map((s) => [messageText(`order_status_${s}` as MessageKey, "ru").toLowerCase(), s]),
    );
    const notes: string[] = [];
    let documents = 0;
    let moved = 0;
    try {
      for (const file of names) {
        const path = files.pathOf(sessionId, file);
        const paths = new Set(["Документ", "Контейнер/Документ"]);
        for await (const event of readXmlItems(path, null, paths)) {
          if (event.kind !== "item") continue;
          documents++;
          const news = orderNewsOf(event.node, statusNames);
          if (news.orderId === null || news.target === null) continue;
          moved += await this.follow(news.orderId, news.target, notes);
        }
      }
    } catch (error) {
      if (error instanceof XmlFileError || error instanceof ExchangeFileError)
        return failureAnswer(`${name}: ${error.reason}`);
      throw error;
    }
    return successAnswer([`Документов: ${documents}; изменено заказов: ${moved}`, ...notes.slice(0, 20)]);
  }

  /** Moves the order step by step towards `target`; 1 when it moved at all. */
  private async follow(orderId: number, target: OrderStatus | "shipped", notes: string[]): Promise<number> {
    const { orders, repository } = this.deps;
    let moved = 0;
    for (let step = 0; step < 5; step++) {
      const state = await orders.state(orderId);
      if (!state) {
        notes.push(`Заказ ${orderId}: нет на сайте`);
        return 0;
      }
      const goal = target === "shipped" ? shippedStatus(state.deliveryType) : target;
      const event = nextMove(
        { status: state.status, deliveryType: state.deliveryType as DeliveryType },
        goal,
      );
      if (event === null) {
        if (state.status !== goal && moved === 0 && state.status === OrderStatus.AWAITING_PAYMENT)
          notes.push(`Заказ ${orderId}: ждёт оплаты, подтвердить его может только оплата`);
        break;
      }
      const result = await orders.move(orderId, event, {
        description: "1С",
        within: (tx, entry) => repository.markEcho(tx, orderId, entry.at),
      });
      if (!result.ok) {
        notes.push(`Заказ ${orderId}: ${messageText("order_status_locked", "ru")}`);
        break;
      }
      moved = 1;
    }
    return moved;
  }
}
