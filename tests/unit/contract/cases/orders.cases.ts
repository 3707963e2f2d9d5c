import { fault, type CaseTable } from "./run-cases.ts";

const calculation = {
  total_price: "655000.00",
  total_real_order_price: "680000.00",
  total_order_discount_price: "25000.00",
  promo_discount: "0.00",
  nds: 12,
  nds_price: "70178.57",
  delivery_type: 2,
  delivery_price: "30000.00",
  cashback_price: "0.00",
};

export const orderCreate = {
  address: "Toshkent, Yunusobod tumani, Amir Temur ko'chasi, 107",
  payment_type: 4,
  delivery_type: 2,
  receiver_fish: "Karimov Aziz Botirovich",
  receiver_phone: "901234567",
  latitude: 41.366,
  longitude: 69.288,
  district: 27,
  use_cashback_balance: false,
  promo_code: "BAHOR10",
  redirect_url: "https://qurilish.uz/order/success",
};

const created = {
  id: 1024,
  order_price: "655000.00",
  order_cashback: "6550.00",
  cashback_price: "0.00",
  latitude: "41.366000",
  longitude: "69.288000",
  payment_url: "https://checkout.paycom.uz/bT0xMDI0",
};

const summary = {
  id: 1024,
  status: 4,
  product_count: 3,
  address: "Toshkent, Yunusobod tumani",
  order_price: "655000.00",
  product_images: [{ default: "/media/products/12/cement-m400.webp" }],
};

export const orderDetail = {
  id: 1024,
  status: 5,
  status_logs: [
    { status: 3, status_name: "Buyurtma tasdiqlandi", description: null, date: "2024-06-01T09:12:00+05:00" },
    {
      status: 5,
      status_name: "Yo'lda",
      description: "Kuryer yo'lga chiqdi",
      date: "2024-06-01T14:40:00+05:00",
    },
  ],
  courier: {
    full_name: "Sherzod Aliyev",
    role_name: "Kuryer",
    contact_phone: "998901112233",
    car_number: "01 A 777 AA",
  },
  order_products: [
    {
      title: "Портландцемент М400, 50 кг",
      amount: 10,
      product_price: "62000.00",
      product: {
        id: 12,
        slug: "sement-m400-50-kg",
        images: [{ default: "/media/products/12/cement-m400.webp" }],
      },
    },
    { title: "Eski mahsulot", amount: 1, product_price: "35000.00", product: null },
  ],
  discount: "25000.00",
  receiver_fish: "Karimov Aziz",
  receiver_phone: "901234567",
  address: "Toshkent, Yunusobod tumani",
  product_count: 11,
  order_cashback: "6550.00",
  cashback_price: "0.00",
  delivery_price: "30000.00",
  delivery_type: 2,
  nds: { percent: 12, price: "70178.57" },
  order_price: "655000.00",
  total_price: "680000.00",
};

const paymentSettings = {
  is_cash_valid: true,
  is_card_valid: true,
  is_payme_valid: true,
  is_click_valid: false,
  is_uzumbank_valid: true,
  is_paynet_valid: false,
};

export const orderCases: CaseTable = {
  orderPriceCalculator: {
    body: {
      ok: [
        {},
        {
          latitude: 41.31,
          longitude: 69.28,
          district: 27,
          delivery_type: 2,
          payment_type: "online",
          use_cashback: true,
          promo_code: "BAHOR10",
        },
      ],
      bad: [
        { value: { payment_type: "cash" }, path: "payment_type" },
        { value: { delivery_type: 4 }, path: "delivery_type" },
        { value: { latitude: 141 }, path: "latitude" },
      ],
    },
    answer: {
      ok: [calculation, { ...calculation, nds: "12.00", promo_discount: null }],
      bad: [fault(calculation, "nds_price", 70178.57), fault(calculation, "delivery_type", 0)],
    },
  },
  checkTakeaway: {
    query: { ok: [{ district: "27" }], bad: [{ value: {}, path: "district" }] },
    answer: {
      ok: [{ is_takeaway_available: true, is_cache_available: false }],
      bad: [{ value: { is_takeaway_available: true }, path: "is_cache_available" }],
    },
  },
  orderCreate: {
    body: {
      ok: [
        orderCreate,
        {
          ...orderCreate,
          payment_type: 2,
          card: 7,
          receiver_phone2: "935554433",
          receiver_phone2_uuid: "7d3f0c9a",
        },
        {
          ...orderCreate,
          payment_type: "1",
          delivery_type: "3",
          latitude: "41.3",
          longitude: "69.2",
          use_cashback_balance: "true",
          receiver_phone2: "",
        },
      ],
      bad: [
        fault(orderCreate, "payment_type", 6),
        fault(orderCreate, "receiver_phone", "90 123 45 67"),
        fault(orderCreate, "redirect_url", undefined),
        fault(orderCreate, "receiver_fish", " "),
      ],
    },
    answer: {
      ok: [created, { ...created, payment_url: null }],
      bad: [fault(created, "order_price", null), fault(created, "id", undefined)],
    },
  },
  ordersList: {
    query: {
      ok: [{ page: "1", status__in: "3,4,5" }, { status__in: "0,6" }, { status__in: [3, 4] }],
      bad: [{ value: { status__in: "3,9" }, path: "status__in.1" }],
    },
    answer: {
      ok: [
        { total: 1, total_pages: 1, results: [summary] },
        { total: 0, total_pages: 0, results: [] },
      ],
      bad: [
        fault({ total: 1, total_pages: 1, results: [summary] }, "results.0.status", 8),
        { value: { results: [summary] }, path: "total" },
      ],
    },
  },
  orderDetail: {
    params: { ok: [{ id: "1024" }], bad: [{ value: { id: "abc" }, path: "id" }] },
    answer: {
      ok: [
        orderDetail,
        { ...orderDetail, courier: null, promo_discount: "10000.00", region: { id: 1, title: "Toshkent" } },
      ],
      bad: [
        fault(orderDetail, "nds.price", 70178.57),
        fault(orderDetail, "status_logs.1.status", "5"),
        fault(orderDetail, "order_products.0.product.slug", undefined),
      ],
    },
  },
  paymentSettings: {
    answer: { ok: [paymentSettings], bad: [fault(paymentSettings, "is_paynet_valid", undefined)] },
  },
  promoCheck: {
    body: { ok: [{ promo_code: "BAHOR10" }], bad: [{ value: { promo_code: "" }, path: "promo_code" }] },
    answer: {
      ok: [
        { valid: true, promo: { min_order_price: "300000.00" } },
        { valid: false },
        { valid: false, promo: null },
      ],
      bad: [{ value: { valid: true, promo: { min_order_price: 300000 } }, path: "promo.min_order_price" }],
    },
  },
};
