import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpOrdersGateway } from "../../../adapters/http/orders.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { CheckoutError } from "../../../application/checkout/checkout.types";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, orders: new HttpOrdersGateway(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));

const DETAIL = {
  id: 1042,
  status: 5,
  status_logs: [
    { status: 1, status_name: "Новый", description: null, date: "2026-11-20T09:12:00Z" },
    { status: 5, status_name: "В пути", description: "Курьер выехал", date: "2026-11-21T09:00:00Z" },
  ],
  courier: {
    full_name: "Rahimov Bekzod",
    role_name: "Kuryer",
    contact_phone: "+998901112233",
    car_number: null,
  },
  order_products: [
    {
      title: "Sement M400",
      amount: 20,
      product_price: "49300.00",
      product: { id: 1, slug: "sement-m400", images: [{ default: "/m/1.jpg", extra_small: "/m/1-xs.jpg" }] },
    },
    {
      title: "Gipsokarton",
      amount: 2,
      product_price: "68400.00",
      product: { id: 2, slug: "gips", image_src: "/m/2.jpg" },
    },
    { title: "Eski tovar", amount: 1, product_price: "1000.00", product: null },
  ],
  discount: "0.00",
  receiver_fish: "Karimov Jasur",
  receiver_phone: "901234567",
  address: "Amir Temur 148",
  product_count: 23,
  order_cashback: "12345.00",
  cashback_price: "15000.00",
  delivery_price: "25000.00",
  delivery_type: 2,
  nds: { percent: "12", price: "118243.00" },
  order_price: "1103600.00",
  total_price: "1123600.00",
  promo_discount: "30000.00",
  payment_type: 1,
  region: { id: 1, title: "Toshkent shahri" },
  district: { id: 101, title: "Chilonzor tumani" },
  latitude: 41.2756,
  longitude: 69.2034,
  created_at: "2026-11-20T09:12:00Z",
};

describe("orders over HTTP", () => {
  it("asks a list by its statuses and page, and reads money as whole so'm and the smallest thumbnails", async () => {
    const page = {
      total: 11,
      total_pages: 2,
      results: [
        {
          id: 7,
          status: 3,
          product_count: 4,
          address: null,
          order_price: "135000.00",
          product_images: [{ default: "/m/a.jpg", small: "/m/a-s.jpg" }, { default: "/m/b.jpg" }],
        },
      ],
    };
    const { calls, orders } = harness([{ status: 200, body: page }]);
    const answer = await orders.orders([1, 2, 3, 4, 5], 2, 10);
    expect(path(calls[0]!.url)).toBe("orders/?page=2&size=10&status__in=1,2,3,4,5");
    expect(calls[0]!.init.method).toBe("GET");
    expect(answer).toEqual({
      total: 11,
      totalPages: 2,
      results: [
        {
          id: 7,
          status: 3,
          productCount: 4,
          address: null,
          price: 135_000,
          images: ["/m/a-s.jpg", "/m/b.jpg"],
          createdAt: null,
        },
      ],
    });
  });

  it("reads one order with its log, courier, lines and prices", async () => {
    const { calls, orders } = harness([{ status: 200, body: DETAIL }]);
    const order = await orders.order(1042);
    expect(path(calls[0]!.url)).toBe("orders/1042/");
    expect(order).toMatchObject({
      id: 1042,
      status: 5,
      courier: { fullName: "Rahimov Bekzod", role: "Kuryer", phone: "+998901112233", carNumber: null },
      receiverName: "Karimov Jasur",
      totalPrice: 1_123_600,
      promoDiscount: 30_000,
      cashbackUsed: 15_000,
      cashbackEarned: 12_345,
      deliveryPrice: 25_000,
      vatPercent: 12,
      vatPrice: 118_243,
      price: 1_103_600,
      paymentType: 1,
      region: "Toshkent shahri",
      district: "Chilonzor tumani",
      point: { latitude: 41.2756, longitude: 69.2034 },
    });
    expect(order!.statusLog[1]).toEqual({
      status: 5,
      statusName: "В пути",
      description: "Курьер выехал",
      date: "2026-11-21T09:00:00Z",
    });
    expect(order!.lines.map((l) => l.product?.image ?? null)).toEqual(["/m/1-xs.jpg", "/m/2.jpg", null]);
    expect(order!.lines[0]!.unitPrice).toBe(49_300);
  });

  it("reads a missing or another shopper's order (404) as null, and other refusals as CheckoutError", async () => {
    const { orders } = harness([
      { status: 404, body: { detail: "Not found" } },
      { status: 403, body: { detail: "Forbidden" } },
    ]);
    expect(await orders.order(9)).toBeNull();
    const refused = await orders.order(9).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CheckoutError);
    expect(refused).toMatchObject({ status: 403, message: "Forbidden" });
  });
});
