import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { accountLoaded } from "../../../application/account/session.model";
import { DEMO_ACCOUNT, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { MemoryDraftStore } from "../../../adapters/storage/local-draft-store";
import type { CheckoutGateway } from "../../../application/checkout/checkout.port";
import {
  CheckoutError,
  type OrderDraft,
  type PriceQuery,
  type PriceSummary,
} from "../../../application/checkout/checkout.types";
import { CHECK_KEY, DRAFT_KEY } from "../../../application/checkout/checkout-draft";
import { DEMO_CODE } from "../../../adapters/fake/fake-auth-flows.gateway";
import {
  DEMO_PRICE,
  DEMO_SHOP_POINT,
  FakeCheckoutGateway,
} from "../../../adapters/fake/fake-checkout.gateway";
import { $noBranch } from "../../../application/checkout/checkout-places.model";
import {
  $draft,
  $placeRefusal,
  $price,
  $problems,
  $promoRefusal,
  $phone2Confirmed,
  $phone2Refusal,
  $step,
  $stepErrors,
  branchChosen,
  checkoutOpened,
  deliveryTypeChosen,
  phone2CodeEntered,
  phone2CodeRequested,
  phone2Typed,
  stepChosen,
  districtChosen,
  orderSubmitted,
  pointPicked,
  promoApplied,
  regionChosen,
  stepFinished,
} from "../../../application/checkout/checkout.model";

const POINT = { latitude: 41.3, longitude: 69.25 };
const priceOf = (total: number): PriceSummary => ({
  total,
  productsPrice: total,
  productDiscount: 0,
  promoDiscount: null,
  vatPercent: 12,
  vatPrice: Math.round((total * 12) / 112),
  deliveryType: 2,
  deliveryPrice: 0,
  cashbackUsed: 0,
});

/** A checkout port that records its calls; `price` answers through a hook so a test can hold answers back. */
function gateway(options: { price?: (q: PriceQuery) => Promise<PriceSummary> } = {}) {
  const placed: { draft: OrderDraft; key: string }[] = [];
  const prices: PriceQuery[] = [];
  let failNext = 0;
  const port: CheckoutGateway = {
    regions: async () => ({ items: [{ id: 1, title: "Toshkent", point: POINT }], hasNext: false }),
    districts: async () => ({ items: [{ id: 11, title: "Chilonzor", point: POINT }], hasNext: false }),
    btsBranches: async () => [],
    paymentWays: async () => ({
      cash: true,
      card: false,
      payme: false,
      click: false,
      uzum: false,
      paynet: false,
    }),
    price: (q) => {
      prices.push(q);
      return options.price ? options.price(q) : Promise.resolve(priceOf(100_000));
    },
    checkPromo: async (code) => ({ valid: code === "QURILISH10", minOrderPrice: 500_000 }),
    sendReceiverCode: async () => "uuid-1",
    checkReceiverCode: async () => true,
    placeOrder: async (draft, key) => {
      placed.push({ draft, key });
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failNext > 0) {
        failNext -= 1;
        throw new TypeError("network down");
      }
      return { id: 77, price: 100_000, paymentUrl: null };
    },
  };
  return { port, placed, prices, failOnce: () => (failNext = 1) };
}

async function opened(port: CheckoutGateway, drafts = new MemoryDraftStore()) {
  const account = new FakeAccountGateway();
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account,
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar(),
    shopping: new FakeShoppingGateway(catalogue),
    checkout: port,
    drafts,
  };
  const scope = fork({ values: [[$deps, deps]] });
  account.signedIn();
  await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
  await allSettled(checkoutOpened, { scope });
  return { scope, drafts };
}

/** A draft complete for a courier order. */
async function filled(scope: ReturnType<typeof fork>) {
  await allSettled(regionChosen, { scope, params: 1 });
  await allSettled(districtChosen, { scope, params: 11 });
  await allSettled(pointPicked, { scope, params: POINT });
}

describe("the checkout", () => {
  it("keeps the step until its problems are solved, naming them", async () => {
    const { port } = gateway();
    const { scope } = await opened(port);
    await allSettled(regionChosen, { scope, params: 1 });
    await allSettled(districtChosen, { scope, params: 11 });
    await allSettled(stepFinished, { scope });
    expect(scope.getState($step)).toBe("delivery_address");
    expect(scope.getState($problems)).toEqual(["checkout.error.point"]);
    await allSettled(pointPicked, { scope, params: POINT });
    await allSettled(stepFinished, { scope });
    expect(scope.getState($step)).toBe("contact_detail");
    // The receiver comes from the account.
    expect(scope.getState($draft).receiverName).toBe(DEMO_ACCOUNT.fullName);
  });

  it("forgets the district and the point when the region changes", async () => {
    const { port } = gateway();
    const { scope } = await opened(port);
    await filled(scope);
    await allSettled(regionChosen, { scope, params: 2 });
    expect(scope.getState($draft)).toMatchObject({ region: 2, district: null, point: null });
  });

  it("shows only the latest price when an earlier answer comes late", async () => {
    const held: ((p: PriceSummary) => void)[] = [];
    const { port } = gateway({
      price: (q) =>
        q.district === null ? Promise.resolve(priceOf(1)) : new Promise((resolve) => held.push(resolve)),
    });
    const { scope } = await opened(port);
    await allSettled(regionChosen, { scope, params: 1 });
    const district = allSettled(districtChosen, { scope, params: 11 });
    const point = allSettled(pointPicked, { scope, params: POINT });
    await expect.poll(() => held.length).toBe(2);
    // The latest question is answered first, then the earlier one straggles in.
    held[1]!(priceOf(200_000));
    held[0]!(priceOf(999_999));
    await Promise.all([district, point]);
    expect(scope.getState($price)?.total).toBe(200_000);
  });

  it("places one order however often the button is pressed, and retries with the same key", async () => {
    const { port, placed, failOnce } = gateway();
    const { scope } = await opened(port);
    await filled(scope);
    failOnce();
    await Promise.all([
      allSettled(orderSubmitted, { scope, params: { redirectUrl: "/my-orders" } }),
      allSettled(orderSubmitted, { scope, params: { redirectUrl: "/my-orders" } }),
    ]);
    expect(placed).toHaveLength(1);
    expect(scope.getState($placeRefusal)).toEqual({ code: null, words: null });
    await allSettled(orderSubmitted, { scope, params: { redirectUrl: "/my-orders" } });
    expect(placed).toHaveLength(2);
    expect(placed[1]!.key).toBe(placed[0]!.key);
    expect(placed[1]!.draft).toMatchObject({ district: 11, point: POINT, receiverPhone: DEMO_ACCOUNT.phone });
  });

  it("makes a new key once the draft changes", async () => {
    const { port, placed, failOnce } = gateway();
    const { scope } = await opened(port);
    await filled(scope);
    failOnce();
    await allSettled(orderSubmitted, { scope, params: { redirectUrl: "/" } });
    await allSettled(pointPicked, { scope, params: { latitude: 41.31, longitude: 69.26 } });
    await allSettled(orderSubmitted, { scope, params: { redirectUrl: "/" } });
    expect(placed[1]!.key).not.toBe(placed[0]!.key);
  });

  it("keeps the draft under `order` and the price under `check`, restores them, and clears them once placed", async () => {
    const { port } = gateway();
    const first = await opened(port);
    await filled(first.scope);
    expect(JSON.parse(first.drafts.read(DRAFT_KEY)!)).toMatchObject({ district: 11, point: POINT });
    expect(JSON.parse(first.drafts.read(CHECK_KEY)!)).toMatchObject({ total: 100_000 });

    const reloaded = await opened(port, first.drafts);
    expect(reloaded.scope.getState($draft)).toMatchObject({ region: 1, district: 11, point: POINT });
    await allSettled(orderSubmitted, { scope: reloaded.scope, params: { redirectUrl: "/" } });
    expect(reloaded.drafts.read(DRAFT_KEY)).toBeNull();
    expect(reloaded.drafts.read(CHECK_KEY)).toBeNull();
  });

  it("takes a promo code off when the price refuses it, and says why", async () => {
    const { port } = gateway({
      price: async (q) => {
        if (q.promoCode) throw new CheckoutError(400, "", "PROMO.BELOW_MIN_PRICE", { min: "500 000" });
        return priceOf(100_000);
      },
    });
    const { scope } = await opened(port);
    await allSettled(promoApplied, { scope, params: "QURILISH10" });
    expect(scope.getState($draft).promoCode).toBeNull();
    expect(scope.getState($promoRefusal)?.code).toBe("PROMO.BELOW_MIN_PRICE");
    await allSettled(promoApplied, { scope, params: "NOPE" });
    expect(scope.getState($promoRefusal)?.code).toBe("PROMO.INVALID");
  });
});

describe("the checkout over the demo gateway", () => {
  it("asks BTS for a branch where there is none, and a branch where there are some", async () => {
    const { scope } = await opened(new FakeCheckoutGateway());
    await allSettled(deliveryTypeChosen, { scope, params: 1 });
    await allSettled(regionChosen, { scope, params: 1 });
    await allSettled(districtChosen, { scope, params: 104 });
    expect(scope.getState($noBranch)).toBe(true);
    await allSettled(districtChosen, { scope, params: 101 });
    expect(scope.getState($noBranch)).toBe(false);
    await allSettled(stepFinished, { scope });
    expect(scope.getState($stepErrors)).toEqual(["checkout.error.branch"]);
    await allSettled(branchChosen, { scope, params: 1 });
    await allSettled(stepFinished, { scope });
    expect(scope.getState($step)).toBe("contact_detail");
    expect(scope.getState($price)).toMatchObject({ deliveryPrice: 30_000, deliveryType: 1 });
  });

  it("counts a second phone only once its code is accepted", async () => {
    const { scope } = await opened(new FakeCheckoutGateway());
    await allSettled(stepChosen, { scope, params: "contact_detail" });
    await allSettled(phone2Typed, { scope, params: "935550011" });
    await allSettled(stepFinished, { scope });
    expect(scope.getState($stepErrors)).toEqual(["checkout.error.phone2"]);
    await allSettled(phone2CodeRequested, { scope });
    await allSettled(phone2CodeEntered, { scope, params: "000000" });
    expect(scope.getState($phone2Refusal)?.code).toBe("CODE.WRONG");
    expect(scope.getState($phone2Confirmed)).toBe(false);
    await allSettled(phone2CodeEntered, { scope, params: DEMO_CODE });
    expect(scope.getState($phone2Confirmed)).toBe(true);
    await allSettled(stepFinished, { scope });
    expect(scope.getState($step)).toBe("payment");
  });

  it("prices a courier by the distance from the shop, and a promo code by its minimum", async () => {
    const { scope } = await opened(new FakeCheckoutGateway());
    await allSettled(regionChosen, { scope, params: 1 });
    await allSettled(districtChosen, { scope, params: 104 });
    await allSettled(pointPicked, { scope, params: DEMO_SHOP_POINT });
    expect(scope.getState($price)).toEqual(DEMO_PRICE);
    // About 12 km to Yunusobod: 7 km past the first 5.
    await allSettled(pointPicked, { scope, params: { latitude: 41.3645, longitude: 69.2863 } });
    expect(scope.getState($price)!.deliveryPrice).toBeGreaterThan(25_000);
    await allSettled(promoApplied, { scope, params: "qurilish10" });
    expect(scope.getState($draft).promoCode).toBe("qurilish10");
    expect(scope.getState($price)!.promoDiscount).toBe(125_000);
    const { total, vatPrice } = scope.getState($price)!;
    expect(vatPrice).toBe(Math.round((total * 12) / 112));
  });

  it("answers a repeated Idempotency-Key with the same order", async () => {
    const fake = new FakeCheckoutGateway();
    const draft: OrderDraft = {
      deliveryType: 2,
      paymentType: 1,
      address: "Bunyodkor 1",
      point: DEMO_SHOP_POINT,
      district: 104,
      receiverName: "Karimov Jasur",
      receiverPhone: "901234567",
      receiverPhone2: null,
      receiverPhone2Uuid: null,
      useCashback: false,
      promoCode: null,
      redirectUrl: "/",
      card: null,
    };
    const first = await fake.placeOrder(draft, "k-1");
    expect(await fake.placeOrder(draft, "k-1")).toEqual(first);
    expect((await fake.placeOrder(draft, "k-2")).id).not.toBe(first.id);
  });
});
