import type { ShoppingGateway } from "../../application/basket/basket.port";
import type { CheckoutGateway, CheckoutPlacePage } from "../../application/checkout/checkout.port";
import {
  CheckoutError,
  type BtsBranch,
  type CheckoutPlace,
  type GeoPoint,
  type OrderDraft,
  type PaymentWays,
  type PlacedOrder,
  type PriceQuery,
  type PriceSummary,
  type PromoInfo,
} from "../../application/checkout/checkout.types";
import type { OrderDetail } from "../../application/orders/orders.types";
import { DELIVERY_TYPE, PAYMENT_TYPE } from "../../contract/enums";
import { distanceKm } from "../../domain/order-price";
import { checkPromo, normalisePromoCode, promoDiscountAmount, type Promo } from "../../domain/promo";
import { PAGE_SIZE } from "../../domain/shop-constants";
import { DEMO_ACCOUNT } from "./fake-account.gateway";
import { DEMO_CODE } from "./fake-auth-flows.gateway";
import { DEMO_REGIONS, type DemoPlace, type DemoTitle } from "./demo-places";

/** Where the courier sets out from (Yakkasaroy). */
export const DEMO_SHOP_POINT: GeoPoint = { latitude: 41.287, longitude: 69.2525 };
export const DEMO_TARIFF = {
  bts: 30_000,
  courierBase: 25_000,
  courierIncludedKm: 5,
  courierPerKm: 2_000,
  freeFrom: 2_000_000,
  vatPercent: 12,
} as const;

/** Delivery starts from these points; a district left out has none (null), as BTS does not reach it. */
const POINTS: Record<number, GeoPoint> = {
  1: { latitude: 41.31, longitude: 69.28 },
  101: { latitude: 41.2756, longitude: 69.2034 },
  102: { latitude: 41.3645, longitude: 69.2863 },
  103: { latitude: 41.3385, longitude: 69.3346 },
  104: { latitude: 41.2872, longitude: 69.2525 },
  2: { latitude: 41.0451, longitude: 69.3574 },
  201: { latitude: 41.19, longitude: 69.15 },
  202: { latitude: 41.3917, longitude: 69.4678 },
  203: { latitude: 41.6336, longitude: 69.9956 },
  3: { latitude: 39.6542, longitude: 66.9597 },
  301: { latitude: 39.6542, longitude: 66.9597 },
  302: { latitude: 39.4072, longitude: 67.2432 },
  303: { latitude: 39.8986, longitude: 66.2561 },
  4: { latitude: 39.7747, longitude: 64.4286 },
  401: { latitude: 39.7747, longitude: 64.4286 },
  5: { latitude: 40.3864, longitude: 71.7864 },
  501: { latitude: 40.3864, longitude: 71.7864 },
  502: { latitude: 40.5286, longitude: 70.9425 },
  503: { latitude: 40.4717, longitude: 71.7247 },
};

const HOURS = "09:00–18:00";
const DAYS = "Du–Sh";
interface DemoBranch extends BtsBranch {
  readonly region: number;
  readonly district: number;
}
const branch = (id: number, region: number, district: number, name: string, address: string, p: GeoPoint) =>
  ({ id, region, district, name, address, point: p, workingHours: HOURS, weekdays: DAYS }) as DemoBranch;

/** Chilonzor has two branches; Yakkasaroy, the Tashkent region's Bo'stonliq and G'ijduvon have none. */
export const DEMO_BRANCHES: readonly DemoBranch[] = [
  branch(1, 1, 101, "BTS Chilonzor-1", "Bunyodkor ko‘chasi, 12", { latitude: 41.2801, longitude: 69.2047 }),
  branch(2, 1, 101, "BTS Chilonzor-9", "Qatortol ko‘chasi, 60", { latitude: 41.2702, longitude: 69.1941 }),
  branch(3, 1, 102, "BTS Yunusobod", "Amir Temur shoh ko‘chasi, 108", {
    latitude: 41.3602,
    longitude: 69.2875,
  }),
  branch(4, 1, 103, "BTS Buyuk Ipak yo‘li", "Mirzo Ulug‘bek ko‘chasi, 56", {
    latitude: 41.3297,
    longitude: 69.3361,
  }),
  branch(5, 2, 201, "BTS Zangiota", "Toshkent halqa yo‘li, 3", { latitude: 41.1923, longitude: 69.1518 }),
  branch(6, 3, 301, "BTS Samarqand", "Rudakiy ko‘chasi, 15", { latitude: 39.6601, longitude: 66.9512 }),
  branch(7, 4, 401, "BTS Buxoro", "Mustaqillik ko‘chasi, 7", { latitude: 39.7681, longitude: 64.4219 }),
  branch(8, 5, 501, "BTS Farg‘ona", "Al-Farg‘oniy ko‘chasi, 21", { latitude: 40.3842, longitude: 71.7843 }),
];

export const DEMO_PAYMENT_WAYS: PaymentWays = {
  cash: true,
  card: false,
  payme: true,
  click: true,
  uzum: true,
  paynet: false,
};

/** QURILISH10: 10 % from 500 000 so'm of goods; BIRINCHI: 50 000 off a first order of any size. */
export const DEMO_PROMOS: readonly Promo[] = [
  { code: "QURILISH10", valid: true, minOrderPrice: 500_000, discount: { kind: "percent", percent: 10 } },
  { code: "BIRINCHI", valid: true, minOrderPrice: 0, discount: { kind: "fixed", amount: 50_000 } },
];

/** The goods when no basket is given: 1 300 000 so'm of products, 50 000 of it off. */
export const DEMO_GOODS = { productsPrice: 1_300_000, productDiscount: 50_000 } as const;

/** A courier order to Chilonzor with the demo goods, paid in cash (what stories show by default). */
export const DEMO_PRICE: PriceSummary = {
  total: 1_275_000,
  productsPrice: 1_300_000,
  productDiscount: 50_000,
  promoDiscount: null,
  vatPercent: 12,
  vatPrice: Math.round((1_275_000 * 12) / 112),
  deliveryType: DELIVERY_TYPE.courier,
  deliveryPrice: 25_000,
  cashbackUsed: 0,
};

export interface FakeCheckoutOptions {
  language?: () => string;
  /** Every call rejects, as a server that is down would. */
  failing?: boolean;
  /** Milliseconds every call waits before it answers. */
  latency?: number;
  /** No regions and no branches anywhere. */
  empty?: boolean;
  /** Whose lines are priced and emptied once ordered; without it the demo goods are priced. */
  shopping?: ShoppingGateway;
  /** Told of each new order, so the orders fake lists it. */
  orders?: { record(order: OrderDetail): void };
  cashbackBalance?: number;
  /** The ways the shop takes, over DEMO_PAYMENT_WAYS (`card: true` offers the saved cards). */
  paymentWays?: Partial<PaymentWays>;
}

interface Goods {
  productsPrice: number;
  productDiscount: number;
  lines: OrderDetail["lines"];
}

/**
 * Checkout in memory with the server's rules (decision 0007): BTS 30 000, courier 25 000 for the first
 * 5 km from the shop and 2 000 a km after, free from 2 000 000; VAT 12 % inside the total; the receiver code
 * is DEMO_CODE; one order per Idempotency-Key.
 */
export class FakeCheckoutGateway implements CheckoutGateway {
  calls: string[] = [];
  private issued = 0;
  private nextOrder = 2001;
  private readonly tickets = new Map<string, { phone: string; confirmed: boolean }>();
  private readonly placed = new Map<string, PlacedOrder>();

  constructor(private readonly options: FakeCheckoutOptions = {}) {}

  private async guard(call: string): Promise<void> {
    this.calls.push(call);
    if (this.options.latency) await new Promise((resolve) => setTimeout(resolve, this.options.latency));
    if (this.options.failing) throw new CheckoutError(500, "");
  }

  private place(p: DemoPlace): CheckoutPlace {
    const language = (this.options.language?.() ?? "ru") as keyof DemoTitle;
    return { id: p.id, title: p.title[language] ?? p.title.ru, point: POINTS[p.id] ?? null };
  }

  async regions(page: number): Promise<CheckoutPlacePage> {
    await this.guard("regions");
    return this.page(this.options.empty ? [] : DEMO_REGIONS, page, PAGE_SIZE.regions);
  }

  async districts(regionId: number, page: number): Promise<CheckoutPlacePage> {
    await this.guard("districts");
    const region = this.options.empty ? undefined : DEMO_REGIONS.find((r) => r.id === regionId);
    return this.page(region?.districts ?? [], page, PAGE_SIZE.districts);
  }

  private page(all: readonly DemoPlace[], page: number, size: number): CheckoutPlacePage {
    const items = all.slice((page - 1) * size, page * size).map((p) => this.place(p));
    return { items, hasNext: page * size < all.length };
  }

  async btsBranches(region: number, district: number | null): Promise<readonly BtsBranch[]> {
    await this.guard("btsBranches");
    if (this.options.empty) return [];
    return DEMO_BRANCHES.filter(
      (b) => b.region === region && (district === null || b.district === district),
    ).map(({ region: _r, district: _d, ...rest }) => rest);
  }

  async paymentWays(): Promise<PaymentWays> {
    await this.guard("paymentWays");
    return { ...DEMO_PAYMENT_WAYS, ...this.options.paymentWays };
  }

  async price(query: PriceQuery): Promise<PriceSummary> {
    await this.guard("price");
    return this.priceOf(query, await this.goods());
  }

  private async goods(): Promise<Goods> {
    const shopping = this.options.shopping;
    const lines = shopping ? await shopping.basket() : [];
    // An empty demo basket still shows a believable price.
    if (lines.length === 0) return { ...DEMO_GOODS, lines: [] };
    const before = lines.reduce((sum, l) => sum + (l.oldPrice ?? l.unitPrice) * l.amount, 0);
    const now = lines.reduce((sum, l) => sum + l.total, 0);
    return {
      productsPrice: before,
      productDiscount: before - now,
      lines: lines.map((l) => ({
        title: l.product.title,
        amount: l.amount,
        unitPrice: l.unitPrice,
        product: { id: l.product.id, slug: l.product.slug, image: l.product.image || null },
      })),
    };
  }

  private priceOf(query: PriceQuery, goods: Goods): PriceSummary {
    const afterDiscount = goods.productsPrice - goods.productDiscount;
    let promoDiscount: number | null = null;
    if (query.promoCode) {
      const promo = DEMO_PROMOS.find((p) => p.code === normalisePromoCode(query.promoCode!));
      const checked = checkPromo(promo, afterDiscount);
      if (!checked.ok) throw new CheckoutError(400, "", checked.error.code, checked.error.params);
      promoDiscount = checked.value.discount ? promoDiscountAmount(checked.value.discount, afterDiscount) : 0;
    }
    const goodsPaid = afterDiscount - (promoDiscount ?? 0);
    const balance = this.options.cashbackBalance ?? DEMO_ACCOUNT.cashbackBalance;
    const cashbackUsed = query.useCashback ? Math.min(balance, goodsPaid) : 0;
    const deliveryPrice = this.deliveryPrice(query, goodsPaid);
    const total = goodsPaid - cashbackUsed + deliveryPrice;
    return {
      total,
      productsPrice: goods.productsPrice,
      productDiscount: goods.productDiscount,
      promoDiscount,
      vatPercent: DEMO_TARIFF.vatPercent,
      vatPrice: Math.round((total * DEMO_TARIFF.vatPercent) / (100 + DEMO_TARIFF.vatPercent)),
      deliveryType: query.deliveryType,
      deliveryPrice,
      cashbackUsed,
    };
  }

  private deliveryPrice(query: PriceQuery, goods: number): number {
    if (query.deliveryType === DELIVERY_TYPE.pickup) return 0;
    if (query.deliveryType === DELIVERY_TYPE.btsBranch) {
      if (query.district !== null && !DEMO_BRANCHES.some((b) => b.district === query.district))
        throw new CheckoutError(400, "", "DELIVERY.NO_BTS_BRANCH");
      return DEMO_TARIFF.bts;
    }
    if (goods >= DEMO_TARIFF.freeFrom) return 0;
    if (!query.point) return DEMO_TARIFF.courierBase;
    const extraKm = Math.max(0, distanceKm(DEMO_SHOP_POINT, query.point) - DEMO_TARIFF.courierIncludedKm);
    return DEMO_TARIFF.courierBase + extraKm * DEMO_TARIFF.courierPerKm;
  }

  async checkPromo(code: string): Promise<PromoInfo> {
    await this.guard("checkPromo");
    const promo = DEMO_PROMOS.find((p) => p.code === normalisePromoCode(code));
    return promo
      ? { valid: true, minOrderPrice: promo.minOrderPrice || null }
      : { valid: false, minOrderPrice: null };
  }

  async sendReceiverCode(phone: string): Promise<string> {
    await this.guard("sendReceiverCode");
    if (!/^\d{9}$/.test(phone)) throw new CheckoutError(400, "", "PHONE.INVALID", { field: "phone_number" });
    this.issued += 1;
    const uuid = `receiver-${this.issued}`;
    this.tickets.set(uuid, { phone, confirmed: false });
    return uuid;
  }

  async checkReceiverCode(uuid: string, code: string): Promise<boolean> {
    await this.guard("checkReceiverCode");
    const ticket = this.tickets.get(uuid);
    if (!ticket) throw new CheckoutError(400, "", "CODE.DEAD");
    if (code !== DEMO_CODE) throw new CheckoutError(400, "", "CODE.WRONG", { field: "code" });
    ticket.confirmed = true;
    return true;
  }

  async placeOrder(draft: OrderDraft, idempotencyKey: string): Promise<PlacedOrder> {
    await this.guard("placeOrder");
    const again = this.placed.get(idempotencyKey);
    if (again) return again;
    if (draft.receiverPhone2) {
      const ticket = draft.receiverPhone2Uuid ? this.tickets.get(draft.receiverPhone2Uuid) : undefined;
      if (!ticket?.confirmed || ticket.phone !== draft.receiverPhone2)
        throw new CheckoutError(400, "", "PHONE.NOT_CONFIRMED", { field: "receiver_phone2" });
    }
    // A saved card is charged by the server while the order is placed; it needs the card.
    if (draft.paymentType === PAYMENT_TYPE.savedCard && draft.card === null)
      throw new CheckoutError(400, "", "FIELD.REQUIRED", { field: "card" });
    const goods = await this.goods();
    const price = this.priceOf(
      {
        deliveryType: draft.deliveryType,
        point: draft.point,
        district: draft.district,
        paymentKind: draft.paymentType === PAYMENT_TYPE.cash ? "cash" : "online",
        useCashback: draft.useCashback,
        promoCode: draft.promoCode,
      },
      goods,
    );
    const id = this.nextOrder++;
    // No payment provider in the demo: an online order "pays" by coming straight back.
    const paymentUrl =
      draft.paymentType === PAYMENT_TYPE.cash || draft.paymentType === PAYMENT_TYPE.savedCard
        ? null
        : draft.redirectUrl;
    const placed: PlacedOrder = { id, price: price.total, paymentUrl };
    this.placed.set(idempotencyKey, placed);
    this.options.orders?.record(this.detailOf(id, draft, price, goods));
    const shopping = this.options.shopping;
    if (shopping)
      for (const line of goods.lines) if (line.product) await shopping.setAmount(line.product.id, 0);
    return placed;
  }

  private detailOf(id: number, draft: OrderDraft, price: PriceSummary, goods: Goods): OrderDetail {
    const now = new Date().toISOString();
    const status = draft.paymentType === PAYMENT_TYPE.cash ? 1 : 2;
    const district = DEMO_REGIONS.flatMap((r) => r.districts.map((d) => ({ r, d }))).find(
      ({ d }) => d.id === draft.district,
    );
    return {
      id,
      status,
      statusLog: [
        { status, statusName: status === 1 ? "Новый" : "Ожидает оплаты", description: null, date: now },
      ],
      courier: null,
      lines: goods.lines,
      receiverName: draft.receiverName,
      receiverPhone: draft.receiverPhone,
      address: draft.address,
      productCount: goods.lines.reduce((n, l) => n + l.amount, 0),
      totalPrice: price.productsPrice,
      discount: price.productDiscount,
      promoDiscount: price.promoDiscount,
      cashbackUsed: price.cashbackUsed,
      cashbackEarned: Math.floor((price.total - price.deliveryPrice) / 100),
      deliveryPrice: price.deliveryPrice,
      deliveryType: draft.deliveryType,
      paymentType: draft.paymentType,
      vatPercent: price.vatPercent,
      vatPrice: price.vatPrice,
      price: price.total,
      region: district ? this.place(district.r).title : null,
      district: district ? this.place(district.d).title : null,
      point: draft.point,
      createdAt: now,
      paymentUrl: status === 2 ? draft.redirectUrl : null,
    };
  }
}
