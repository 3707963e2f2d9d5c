import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpCheckoutGateway } from "../../../adapters/http/checkout.gateway";
import { HttpOrdersGateway } from "../../../adapters/http/orders.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { CheckoutError } from "../../../application/checkout/checkout.types";

function harness(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    const body = next.body === undefined ? "" : JSON.stringify(next.body);
    return new Response(body, { status: next.status, headers: next.headers });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, checkout: new HttpCheckoutGateway(api), orders: new HttpOrdersGateway(api) };
}

const path = (url: string) => url.replace("http://api.test/api/v1/", "");
const DRAFT = {
  deliveryType: 2 as const,
  paymentType: 1 as const,
  address: "Chilonzor 9",
  point: { latitude: 41.3, longitude: 69.25 },
  district: 11,
  receiverName: "Karimov Jasur",
  receiverPhone: "901234567",
  receiverPhone2: null,
  receiverPhone2Uuid: null,
  useCashback: true,
  promoCode: null,
  redirectUrl: "https://shop.test/my-orders",
  card: null,
};

describe("checkout over HTTP", () => {
  it("places the order with its Idempotency-Key and the contract's field names", async () => {
    const answer = {
      id: 5,
      order_price: "135000.00",
      order_cashback: "1350.00",
      cashback_price: "0.00",
      latitude: 41.3,
      longitude: 69.25,
      payment_url: null,
    };
    const { calls, checkout } = harness([{ status: 201, body: answer }]);
    expect(await checkout.placeOrder(DRAFT, "key-1")).toEqual({ id: 5, price: 135_000, paymentUrl: null });
    expect(path(calls[0]!.url)).toBe("orders/order/");
    expect((calls[0]!.init.headers as Record<string, string>)["Idempotency-Key"]).toBe("key-1");
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      receiver_fish: "Karimov Jasur",
      delivery_type: 2,
      use_cashback_balance: true,
      district: 11,
    });
  });

  it("turns a refusal into a CheckoutError with the server's code and values", async () => {
    const { checkout } = harness([
      {
        status: 400,
        body: { errors: [{ error: "CART.OVER_STOCK", message: "Осталось 2 шт.", field: "amount" }] },
      },
    ]);
    const refused = await checkout.placeOrder(DRAFT, "k").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CheckoutError);
    expect(refused).toMatchObject({ code: "CART.OVER_STOCK", message: "Осталось 2 шт." });
  });

  it("asks the calculator with the backend's payment spelling and reads money as whole so'm", async () => {
    const price = {
      total_price: "112000.00",
      total_real_order_price: "82000.00",
      total_order_discount_price: "0.00",
      promo_discount: null,
      nds: 12,
      nds_price: "12000.00",
      delivery_type: 1,
      delivery_price: "30000.00",
      cashback_price: "0.00",
    };
    const { calls, checkout } = harness([{ status: 200, body: price }]);
    const summary = await checkout.price({
      deliveryType: 1,
      point: null,
      district: 11,
      paymentKind: "cash",
      useCashback: false,
      promoCode: null,
    });
    expect(summary).toMatchObject({
      total: 112_000,
      vatPrice: 12_000,
      deliveryPrice: 30_000,
      vatPercent: 12,
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      payment_type: "cache",
      delivery_type: 1,
    });
  });

  it("reads another shopper's order (404) as missing", async () => {
    const { orders } = harness([{ status: 404, body: { detail: "Not found" } }]);
    expect(await orders.order(9)).toBeNull();
  });
});
