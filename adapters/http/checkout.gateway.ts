import type { CheckoutGateway, CheckoutPlacePage } from "../../application/checkout/checkout.port";
import type {
  BtsBranch,
  OrderDraft,
  PaymentWays,
  PlacedOrder,
  PriceQuery,
  PriceSummary,
  PromoInfo,
} from "../../application/checkout/checkout.types";
import type { Region } from "../../contract/delivery";
import { PAGE_SIZE } from "../../domain/shop-constants";
import { type ApiClient } from "./api-client";
import { asCheckoutError as refusal, branchFromWire, priceFromWire, som } from "./checkout.mapper";

function placePage(results: readonly Region[], size: number): CheckoutPlacePage {
  const items = results.map((w) => ({
    id: w.id,
    title: w.title,
    point:
      w.delivery_latitude === null || w.delivery_longitude === null
        ? null
        : { latitude: w.delivery_latitude, longitude: w.delivery_longitude },
  }));
  return { items, hasNext: results.length >= size };
}

export class HttpCheckoutGateway implements CheckoutGateway {
  constructor(private readonly api: ApiClient) {}

  async regions(page: number): Promise<CheckoutPlacePage> {
    const size = PAGE_SIZE.regions;
    const answer = await refusal(this.api.call("regions", { query: { page, size } }));
    return placePage(answer.results, size);
  }

  async districts(regionId: number, page: number): Promise<CheckoutPlacePage> {
    const size = PAGE_SIZE.districts;
    const answer = await refusal(this.api.call("districts", { query: { region: regionId, page, size } }));
    return placePage(answer.results, size);
  }

  async btsBranches(region: number, district: number | null): Promise<readonly BtsBranch[]> {
    const query = district === null ? { region } : { region, district };
    return (await refusal(this.api.call("btsBranches", { query }))).map(branchFromWire);
  }

  async paymentWays(): Promise<PaymentWays> {
    const w = await refusal(this.api.call("paymentSettings"));
    return {
      cash: w.is_cash_valid,
      card: w.is_card_valid,
      payme: w.is_payme_valid,
      click: w.is_click_valid,
      uzum: w.is_uzumbank_valid,
      paynet: w.is_paynet_valid,
    };
  }

  async price(query: PriceQuery): Promise<PriceSummary> {
    const body = {
      delivery_type: query.deliveryType,
      latitude: query.point?.latitude ?? null,
      longitude: query.point?.longitude ?? null,
      district: query.district,
      // "cache" is the backend's spelling of cash.
      payment_type: query.paymentKind === "cash" ? ("cache" as const) : ("online" as const),
      use_cashback: query.useCashback,
      promo_code: query.promoCode,
    };
    return priceFromWire(await refusal(this.api.call("orderPriceCalculator", { body })));
  }

  async checkPromo(code: string): Promise<PromoInfo> {
    const answer = await refusal(this.api.call("promoCheck", { body: { promo_code: code } }));
    const min = answer.promo?.min_order_price;
    return { valid: answer.valid, minOrderPrice: min ? som(min) : null };
  }

  async sendReceiverCode(phone: string): Promise<string> {
    return (await refusal(this.api.call("smsCodeSend", { body: { phone_number: phone } }))).uuid;
  }

  async checkReceiverCode(uuid: string, code: string): Promise<boolean> {
    return (await refusal(this.api.call("smsCodeCheck", { body: { uuid, code } }))).verified;
  }

  async placeOrder(draft: OrderDraft, idempotencyKey: string): Promise<PlacedOrder> {
    const body = {
      address: draft.address,
      payment_type: draft.paymentType,
      delivery_type: draft.deliveryType,
      receiver_fish: draft.receiverName,
      receiver_phone: draft.receiverPhone,
      receiver_phone2: draft.receiverPhone2,
      receiver_phone2_uuid: draft.receiverPhone2Uuid,
      latitude: draft.point.latitude,
      longitude: draft.point.longitude,
      district: draft.district,
      use_cashback_balance: draft.useCashback,
      promo_code: draft.promoCode,
      redirect_url: draft.redirectUrl,
      card: draft.card,
    };
    const headers = { "Idempotency-Key": idempotencyKey };
    const answer = await refusal(this.api.call("orderCreate", { body, headers }));
    return { id: answer.id, price: som(answer.order_price), paymentUrl: answer.payment_url };
  }
}
