import type {
  OrderDetail,
  OrderLineView,
  OrderSummary,
  StatusLogEntry,
} from "../../../application/orders/orders.types";
import { demoImage } from "../../../adapters/fake/demo-data";
import { formatMoney, type Som } from "../../../domain/money";
import { OrderStatus, type DeliveryType, type PaymentType } from "../../../domain/order";
import type { Locale } from "../../../ui/i18n/locales";
import { localeOf, textIn } from "../../support/text-in";

// Orders as the server would send them to a shopper in Tashkent, in each interface language: the server
// names statuses, products, regions and districts in the language asked, so a story in ru shows Russian data.

/** [ru, uz (Cyrillic), sr (Latin)] */
type Tri = readonly [string, string, string];
const INDEX: Record<Locale, 0 | 1 | 2> = { ru: 0, uz: 1, sr: 2 };
export { localeOf, textIn };
const pick = (locale: unknown, tri: Tri) => tri[INDEX[localeOf(locale)]];

/** A sum as it reads in text content (toHaveTextContent folds the no-break spaces into plain ones). */
export const moneyIn = (locale: unknown, som: Som) =>
  `${formatMoney(som)} ${textIn(locale, "kit.money.currency")}`.replace(/\s/g, " ");

const PRODUCTS: readonly { title: Tri; price: Som; shape: Parameters<typeof demoImage>[1]; hue: number }[] = [
  {
    title: ["Цемент М400 Akfa, 50 кг", "Цемент М400 Akfa, 50 кг", "Sement M400 Akfa, 50 kg"],
    price: 49_300,
    shape: "bag",
    hue: 30,
  },
  {
    title: [
      "Гипсокартон Knauf 12,5 мм, 1200×2500",
      "Гипсокартон Knauf 12,5 мм, 1200×2500",
      "Gipsokarton Knauf 12,5 mm, 1200×2500",
    ],
    price: 68_400,
    shape: "box",
    hue: 210,
  },
  {
    title: [
      "Плиточный клей Ceresit CM 11, 25 кг",
      "Плитка елими Ceresit CM 11, 25 кг",
      "Plitka yelimi Ceresit CM 11, 25 kg",
    ],
    price: 78_900,
    shape: "bag",
    hue: 0,
  },
  {
    title: [
      "Краска водоэмульсионная Dulux, белая, 10 л",
      "Сув эмульсияли бўёқ Dulux, оқ, 10 л",
      "Suv emulsiyali boʻyoq Dulux, oq, 10 l",
    ],
    price: 412_000,
    shape: "can",
    hue: 190,
  },
  {
    title: ["Профиль потолочный CD 60×27, 3 м", "Шифт профили CD 60×27, 3 м", "Shift profili CD 60×27, 3 m"],
    price: 23_500,
    shape: "tool",
    hue: 120,
  },
  {
    title: [
      "Саморезы по металлу 3,5×25, 1000 шт.",
      "Металл учун шуруплар 3,5×25, 1000 дона",
      "Metall uchun shuruplar 3,5×25, 1000 dona",
    ],
    price: 96_000,
    shape: "box",
    hue: 260,
  },
  {
    title: [
      "Грунтовка глубокого проникновения Caparol, 10 л",
      "Чуқур сингувчи грунт Caparol, 10 л",
      "Chuqur singuvchi grunt Caparol, 10 l",
    ],
    price: 254_000,
    shape: "can",
    hue: 60,
  },
  {
    title: ["Кирпич облицовочный красный М150", "Қизил пардоз ғишти М150", "Qizil pardoz gʻishti M150"],
    price: 2_150,
    shape: "tile",
    hue: 10,
  },
  {
    title: ["Арматура А500С 12 мм, 11,7 м", "Арматура А500С 12 мм, 11,7 м", "Armatura A500S 12 mm, 11,7 m"],
    price: 118_000,
    shape: "tool",
    hue: 220,
  },
  {
    title: [
      "Шпаклёвка финишная Knauf Rotband Finish, 25 кг",
      "Пардоз шпаклёвкаси Knauf Rotband Finish, 25 кг",
      "Pardoz shpaklyovkasi Knauf Rotband Finish, 25 kg",
    ],
    price: 134_000,
    shape: "bag",
    hue: 40,
  },
];

/** Twenty different lines for the long order: the ten products in two sizes or colours each. */
function lineAt(locale: unknown, i: number, amount: number): OrderLineView {
  const p = PRODUCTS[i % PRODUCTS.length]!;
  const second = i >= PRODUCTS.length;
  const title =
    pick(locale, p.title) + (second ? pick(locale, [" (партия 2)", " (2-партия)", " (2-partiya)"]) : "");
  const id = 100 + i;
  return {
    title,
    amount,
    unitPrice: second ? Math.round(p.price * 1.1) : p.price,
    product: { id, slug: `product-${id}`, image: demoImage(p.hue + (second ? 40 : 0), p.shape) },
  };
}

const STATUS_NAMES: Record<OrderStatus, Tri> = {
  0: ["Отменён", "Бекор қилинди", "Bekor qilindi"],
  1: ["Новый", "Янги", "Yangi"],
  2: ["Ожидает оплаты", "Тўлов кутилмоқда", "Toʻlov kutilmoqda"],
  3: ["Подтверждён", "Тасдиқланди", "Tasdiqlandi"],
  4: ["Передан в доставку", "Етказишга топширилди", "Yetkazishga topshirildi"],
  5: ["В пути", "Йўлда", "Yoʻlda"],
  6: ["Доставлен", "Етказиб берилди", "Yetkazib berildi"],
};
const NOTES: Partial<Record<OrderStatus, Tri>> = {
  0: [
    "Отменён по просьбе покупателя",
    "Харидор илтимосига кўра бекор қилинди",
    "Xaridor iltimosiga koʻra bekor qilindi",
  ],
  3: [
    "Оператор Дилноза подтвердила заказ по телефону",
    "Оператор Дилноза буюртмани телефон орқали тасдиқлади",
    "Operator Dilnoza buyurtmani telefon orqali tasdiqladi",
  ],
  5: [
    "Курьер выехал со склада на Куйлюке",
    "Курьер Қўйлиқдаги омбордан чиқди",
    "Kuryer Qoʻyliqdagi ombordan chiqdi",
  ],
};
/** When each status was reached (UTC; the page shows Tashkent time, five hours on). */
export const STATUS_TIMES: Record<OrderStatus, string> = {
  1: "2026-11-20T04:12:00Z",
  2: "2026-11-20T04:12:00Z",
  3: "2026-11-20T05:05:00Z",
  0: "2026-11-20T06:00:00Z",
  4: "2026-11-21T03:30:00Z",
  5: "2026-11-21T04:00:00Z",
  6: "2026-11-21T06:40:00Z",
};
const PATHS: Record<OrderStatus, readonly OrderStatus[]> = {
  0: [1, 0],
  1: [1],
  2: [2],
  3: [1, 3],
  4: [1, 3, 4],
  5: [1, 3, 4, 5],
  6: [1, 3, 4, 5, 6],
};

/** The log an order in a status has behind it, oldest first as the server lists it. */
export function logFor(locale: unknown, status: OrderStatus): StatusLogEntry[] {
  return PATHS[status].map((s) => ({
    status: s,
    statusName: pick(locale, STATUS_NAMES[s]),
    description: NOTES[s] ? pick(locale, NOTES[s]) : null,
    date: STATUS_TIMES[s],
  }));
}

export const COURIER_PHONE = "+998901112233";
const COURIER: Tri = ["Рахимов Бекзод", "Раҳимов Бекзод", "Rahimov Bekzod"];
const COURIER_ROLE: Tri = ["Курьер", "Курьер", "Kuryer"];
const RECEIVER: Tri = ["Каримова Нилуфар", "Каримова Нилуфар", "Karimova Nilufar"];
const ADDRESS: Tri = [
  "ул. Бунёдкор, 12, кв. 45",
  "Бунёдкор кўчаси, 12-уй, 45-хонадон",
  "Bunyodkor koʻchasi, 12-uy, 45-xonadon",
];
const REGION: Tri = ["город Ташкент", "Тошкент шаҳри", "Toshkent shahri"];
const DISTRICT: Tri = ["Чиланзарский район", "Чилонзор тумани", "Chilonzor tumani"];

// The longest a shopper's own words and the server's names get.
const LONG_RECEIVER: Tri = [
  "Абдурашидходжаев Мухаммадбобур Бахтиёрович",
  "Абдурашидхўжаев Муҳаммадбобур Бахтиёрович",
  "Abdurashidxoʻjayev Muhammadbobur Baxtiyorovich",
];
const LONG_COURIER: Tri = [
  "Тўйчиев Ойбек Абдумаликович",
  "Тўйчиев Ойбек Абдумаликович",
  "Toʻychiyev Oybek Abdumalikovich",
];
const LONG_ADDRESS: Tri = [
  "Мирзо-Улугбекский район, массив Карасу-6, улица Мирзо Улугбека, дом 187А, подъезд 3, этаж 7, квартира 245 (ориентир: за супермаркетом Korzinka, напротив школы № 64)",
  "Мирзо Улуғбек тумани, Қорасув-6 мавзеси, Мирзо Улуғбек кўчаси, 187А-уй, 3-йўлак, 7-қават, 245-хонадон (мўлжал: Korzinka супермаркети орқасида, 64-мактаб рўпарасида)",
  "Mirzo Ulugʻbek tumani, Qorasuv-6 mavzesi, Mirzo Ulugʻbek koʻchasi, 187A-uy, 3-yoʻlak, 7-qavat, 245-xonadon (moʻljal: Korzinka supermarketi orqasida, 64-maktab roʻparasida)",
];
const LONG_REGION: Tri = [
  "Республика Каракалпакстан",
  "Қорақалпоғистон Республикаси",
  "Qoraqalpogʻiston Respublikasi",
];
const LONG_DISTRICT: Tri = ["Тахиаташский район", "Тахиатош тумани", "Taxiatosh tumani"];

export interface DemoOptions {
  status?: OrderStatus;
  /** Lines in the order (default 3: two products still sold and one gone from the catalogue). */
  lines?: number;
  long?: boolean;
  courier?: boolean;
  deliveryType?: DeliveryType;
  paymentType?: PaymentType | null;
  deliveryPrice?: Som;
  discount?: Som;
  promoDiscount?: Som | null;
  cashbackUsed?: Som;
  /** The link to pay again (an online order awaiting payment). */
  paymentUrl?: string | null;
}

/** One order with its money worked out from its lines the way the server does. */
export function demoOrder(locale: unknown, options: DemoOptions = {}): OrderDetail {
  const status = options.status ?? OrderStatus.ON_THE_WAY;
  const count = options.lines ?? 3;
  const lines: OrderLineView[] =
    count === 3
      ? [lineAt(locale, 0, 20), lineAt(locale, 1, 12), { ...lineAt(locale, 7, 500), product: null }]
      : Array.from({ length: count }, (_, i) => lineAt(locale, i, (i % 5) + 1));
  if (options.long) lines[0] = { ...lineAt(locale, 3, 30), unitPrice: 411_522 };
  const totalPrice = lines.reduce((sum, l) => sum + l.unitPrice * l.amount, 0);
  const discount = options.discount ?? 0;
  const promoDiscount = options.promoDiscount ?? null;
  const cashbackUsed = options.cashbackUsed ?? 15_000;
  const deliveryPrice = options.deliveryPrice ?? 0;
  const price = totalPrice - discount - (promoDiscount ?? 0) - cashbackUsed + deliveryPrice;
  const onRoad = status === OrderStatus.IN_DELIVERY || status === OrderStatus.ON_THE_WAY || status === 6;
  const long = options.long ?? false;
  return {
    id: long ? 9_876_543 : 1042,
    status,
    statusLog: logFor(locale, status),
    courier:
      (options.courier ?? onRoad)
        ? {
            fullName: pick(locale, long ? LONG_COURIER : COURIER),
            role: pick(locale, COURIER_ROLE),
            phone: COURIER_PHONE,
            carNumber: "01 A 777 BA",
          }
        : null,
    lines,
    receiverName: pick(locale, long ? LONG_RECEIVER : RECEIVER),
    receiverPhone: "935550011",
    address: pick(locale, long ? LONG_ADDRESS : ADDRESS),
    productCount: lines.reduce((sum, l) => sum + l.amount, 0),
    totalPrice,
    discount,
    promoDiscount,
    cashbackUsed,
    cashbackEarned: Math.round(price / 100),
    deliveryPrice,
    deliveryType: options.deliveryType ?? 2,
    paymentType: options.paymentType === undefined ? 1 : options.paymentType,
    vatPercent: 12,
    vatPrice: Math.round((price * 12) / 112),
    price,
    region: pick(locale, long ? LONG_REGION : REGION),
    district: pick(locale, long ? LONG_DISTRICT : DISTRICT),
    point: { latitude: 41.2756, longitude: 69.2034 },
    createdAt: STATUS_TIMES[1],
    paymentUrl: options.paymentUrl ?? null,
  };
}

/** An order as the lists show it. */
export function demoSummary(
  locale: unknown,
  options: Partial<OrderSummary> & { long?: boolean } = {},
): OrderSummary {
  const { long = false, ...rest } = options;
  return {
    id: 1042,
    status: OrderStatus.ON_THE_WAY,
    productCount: 32,
    address: pick(locale, long ? LONG_ADDRESS : ADDRESS),
    price: 12_345_678,
    images: PRODUCTS.slice(0, 6).map((p) => demoImage(p.hue, p.shape)),
    createdAt: STATUS_TIMES[1],
    ...rest,
  };
}

/** A page of the active list and one of the history. */
export function demoPage(locale: unknown, list: "active" | "history"): OrderSummary[] {
  const image = (i: number) => demoImage(PRODUCTS[i]!.hue, PRODUCTS[i]!.shape);
  return list === "active"
    ? [
        demoSummary(locale),
        demoSummary(locale, {
          id: 1039,
          status: 3,
          productCount: 4,
          price: 846_000,
          images: [image(3), image(6)],
        }),
        demoSummary(locale, {
          id: 1051,
          status: 1,
          productCount: 1,
          price: 49_300,
          images: [image(0)],
          createdAt: "2026-11-23T13:48:00Z",
        }),
      ]
    : [
        demoSummary(locale, {
          id: 987,
          status: 6,
          productCount: 120,
          price: 3_480_000,
          images: [image(7), image(8)],
        }),
        demoSummary(locale, {
          id: 955,
          status: 0,
          productCount: 2,
          price: 268_000,
          images: [image(9)],
          address: null,
        }),
      ];
}

/** A picture the server lists but cannot give: the placeholder stands in. */
export const BROKEN_PICTURE = "/media/does-not-exist.webp";

/**
 * What pokes out of a frame: elements and runs of text whose box leaves its content box. Assistive-only text
 * (a 1px clipped box) is skipped, and so is what lies inside a row that scrolls sideways (the row itself is
 * checked): it is reached by scrolling, not cut off.
 */
export function overflowing(frame: HTMLElement): string[] {
  const style = getComputedStyle(frame);
  const box = frame.getBoundingClientRect();
  const left = box.left + parseFloat(style.paddingLeft) - 0.5;
  const right = box.right - parseFloat(style.paddingRight) + 0.5;
  const out: string[] = [];
  const hidden = (node: Node) => {
    for (let el = node.parentElement; el && el !== frame; el = el.parentElement) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      if (["auto", "scroll"].includes(getComputedStyle(el).overflowX)) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(frame, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (hidden(node)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (rect.left < left || rect.right > right) {
      const text = (node.textContent ?? "").trim().slice(0, 40);
      out.push(`${node.nodeName} "${text}" ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    }
  }
  return out;
}
