import { CheckoutError } from "../../application/checkout/checkout.types";
import type { OrdersGateway } from "../../application/orders/orders.port";
import type {
  OrderDetail,
  OrderLineView,
  OrderSummary,
  OrdersPage,
  StatusLogEntry,
} from "../../application/orders/orders.types";
import type { OrderStatus } from "../../contract/enums";
import { DEMO_PRODUCTS, demoImage, pick, type Tri } from "./demo-data";
import { DEMO_ACCOUNT } from "./fake-account.gateway";

/** The server's words for each status, in ru, uz (Cyrillic) and sr (Latin). */
const STATUS_NAMES: Record<OrderStatus, Tri> = {
  0: ["Отменён", "Бекор қилинди", "Bekor qilindi"],
  1: ["Новый", "Янги", "Yangi"],
  2: ["Ожидает оплаты", "Тўлов кутилмоқда", "To‘lov kutilmoqda"],
  3: ["Подтверждён", "Тасдиқланди", "Tasdiqlandi"],
  4: ["Передан в доставку", "Етказишга топширилди", "Yetkazishga topshirildi"],
  5: ["В пути", "Йўлда", "Yo‘lda"],
  6: ["Доставлен", "Етказилди", "Yetkazildi"],
};

const line = (productId: number, amount: number, language: string): OrderLineView => {
  const p = DEMO_PRODUCTS.find((x) => x.id === productId) ?? DEMO_PRODUCTS[0]!;
  return {
    title: pick(p.title, language),
    amount,
    unitPrice: p.price,
    product: { id: p.id, slug: p.slug, image: demoImage(p.hue, p.shape) },
  };
};

interface Seed {
  id: number;
  status: OrderStatus;
  /** Statuses it went through, the last being `status`, one every few hours from `day`. */
  path: OrderStatus[];
  day: string;
  lines: [productId: number, amount: number][];
  deliveryType: 1 | 2;
  paymentType: 1 | 4 | 5;
  address: string;
  district: string;
  point: { latitude: number; longitude: number };
  promo?: number;
  cashback?: number;
}

const SEEDS: Seed[] = [
  {
    id: 1046,
    status: 1,
    path: [1],
    day: "2026-11-23T08:40:00Z",
    lines: [
      [1, 10],
      [4, 2],
    ],
    deliveryType: 2,
    paymentType: 1,
    address: "Bunyodkor ko‘chasi, 42-uy, 7-xonadon",
    district: "Chilonzor tumani",
    point: { latitude: 41.2791, longitude: 69.2069 },
  },
  {
    id: 1044,
    status: 3,
    path: [1, 3],
    day: "2026-11-22T10:15:00Z",
    lines: [
      [4, 1],
      [7, 40],
    ],
    deliveryType: 1,
    paymentType: 4,
    address: "BTS Yunusobod, Amir Temur shoh ko‘chasi, 108",
    district: "Yunusobod tumani",
    point: { latitude: 41.3602, longitude: 69.2875 },
    promo: 20_000,
  },
  {
    id: 1042,
    status: 5,
    path: [1, 3, 4, 5],
    day: "2026-11-20T09:12:00Z",
    lines: [
      [2, 20],
      [5, 12],
      [10, 3],
    ],
    deliveryType: 2,
    paymentType: 1,
    address: "Amir Temur ko‘chasi, 148-uy, 12-xonadon",
    district: "Mirzo Ulug‘bek tumani",
    point: { latitude: 41.3385, longitude: 69.3346 },
    cashback: 15_000,
  },
  {
    id: 1031,
    status: 6,
    path: [1, 3, 4, 5, 6],
    day: "2026-10-02T07:30:00Z",
    lines: [
      [3, 6],
      [8, 1],
    ],
    deliveryType: 2,
    paymentType: 5,
    address: "Qatortol ko‘chasi, 60",
    district: "Chilonzor tumani",
    point: { latitude: 41.2702, longitude: 69.1941 },
  },
  {
    id: 1027,
    status: 0,
    path: [1, 0],
    day: "2026-09-14T12:05:00Z",
    lines: [[6, 2]],
    deliveryType: 1,
    paymentType: 1,
    address: "BTS Chilonzor-1, Bunyodkor ko‘chasi, 12",
    district: "Chilonzor tumani",
    point: { latitude: 41.2801, longitude: 69.2047 },
  },
];

const HOUR = 3_600_000;

function detailOf(seed: Seed, language: string): OrderDetail {
  const lines = seed.lines.map(([id, amount]) => line(id, amount, language));
  const totalPrice = seed.lines.reduce((sum, [id, amount]) => {
    const p = DEMO_PRODUCTS.find((x) => x.id === id) ?? DEMO_PRODUCTS[0]!;
    return sum + (p.oldPrice ?? p.price) * amount;
  }, 0);
  const goods = lines.reduce((sum, l) => sum + l.unitPrice * l.amount, 0);
  const promo = seed.promo ?? null;
  const cashbackUsed = seed.cashback ?? 0;
  const goodsPaid = goods - (promo ?? 0) - cashbackUsed;
  const deliveryPrice = seed.deliveryType === 1 ? 30_000 : goods >= 2_000_000 ? 0 : 25_000;
  const price = goodsPaid + deliveryPrice;
  const start = Date.parse(seed.day);
  const statusLog: StatusLogEntry[] = seed.path.map((status, i) => ({
    status,
    statusName: pick(STATUS_NAMES[status], language),
    description: status === 0 ? "Xaridor bekor qildi" : status === 3 ? "Operator: Dilnoza" : null,
    date: new Date(start + i * 5 * HOUR).toISOString(),
  }));
  return {
    id: seed.id,
    status: seed.status,
    statusLog,
    courier:
      seed.status === 5 || seed.status === 6
        ? { fullName: "Rahimov Bekzod", role: "Kuryer", phone: "+998901112233", carNumber: "01 A 777 BA" }
        : null,
    lines,
    receiverName: DEMO_ACCOUNT.fullName,
    receiverPhone: DEMO_ACCOUNT.phone,
    address: seed.address,
    productCount: seed.lines.reduce((n, [, amount]) => n + amount, 0),
    totalPrice,
    discount: totalPrice - goods,
    promoDiscount: promo,
    cashbackUsed,
    cashbackEarned: seed.status === 0 ? 0 : Math.floor(goodsPaid / 100),
    deliveryPrice,
    deliveryType: seed.deliveryType,
    paymentType: seed.paymentType,
    vatPercent: 12,
    vatPrice: Math.round((price * 12) / 112),
    price,
    region: "Toshkent shahri",
    district: seed.district,
    point: seed.point,
    createdAt: seed.day,
    paymentUrl: null,
  };
}

export function summaryOf(d: OrderDetail): OrderSummary {
  return {
    id: d.id,
    status: d.status,
    productCount: d.productCount,
    address: d.address,
    price: d.price,
    images: d.lines.flatMap((l) => (l.product?.image ? [l.product.image] : [])).slice(0, 4),
    createdAt: d.createdAt,
  };
}

/** Five orders, newest first: new, approved, on the way (with a courier), delivered, cancelled. */
export const DEMO_ORDER_DETAILS: readonly OrderDetail[] = SEEDS.map((s) => detailOf(s, "sr"));
export const DEMO_ORDERS: readonly OrderSummary[] = DEMO_ORDER_DETAILS.map(summaryOf);
/** The order on its way, with its courier and a four-entry status log. */
export const DEMO_ORDER_DETAIL: OrderDetail = DEMO_ORDER_DETAILS.find((o) => o.status === 5)!;

export interface FakeOrdersOptions {
  language?: () => string;
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Milliseconds every call waits before it answers. */
  latency?: number;
  /** The shopper has never ordered. */
  empty?: boolean;
}

/** The shopper's orders in memory; the checkout fake records the orders it places here. */
export class FakeOrdersGateway implements OrdersGateway {
  calls: string[] = [];
  private readonly added: OrderDetail[] = [];

  constructor(private readonly options: FakeOrdersOptions = {}) {}

  record(order: OrderDetail): void {
    this.added.unshift(order);
  }

  private all(): OrderDetail[] {
    if (this.options.empty) return [...this.added];
    const language = this.options.language?.() ?? "sr";
    return [...this.added, ...SEEDS.map((s) => detailOf(s, language))];
  }

  private async guard(call: string): Promise<void> {
    this.calls.push(call);
    if (this.options.latency) await new Promise((resolve) => setTimeout(resolve, this.options.latency));
    if (this.options.failing) throw new CheckoutError(500, "");
  }

  async orders(statuses: readonly OrderStatus[], page: number, size: number): Promise<OrdersPage> {
    await this.guard("orders");
    const matching = this.all().filter((o) => statuses.includes(o.status));
    return {
      results: matching.slice((page - 1) * size, page * size).map(summaryOf),
      total: matching.length,
      totalPages: Math.ceil(matching.length / size),
    };
  }

  async order(id: number): Promise<OrderDetail | null> {
    await this.guard("order");
    return this.all().find((o) => o.id === id) ?? null;
  }
}
