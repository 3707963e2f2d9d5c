import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { loginSubmitted } from "../../../application/account/login.model";
import { $account } from "../../../application/account/session.model";
import { checkCardForm, maskedPhoneText } from "../../../application/cards/card-form";
import {
  $cardAddRefusal,
  $cardAddStep,
  $cardCodeFailed,
  $cardDraft,
  $cardRemoveRefusal,
  $cards,
  $cardSaved,
  $cardTicket,
  $cardToRemove,
  cardAddClosed,
  cardAddOpened,
  cardAddRestarted,
  cardAddSubmitted,
  cardCodeEdited,
  cardCodeResent,
  cardCodeSubmitted,
  cardRemoveAsked,
  cardRemoveCancelled,
  cardRemoveConfirmed,
  cardsLeft,
  cardsOpened,
} from "../../../application/cards/cards.model";
import { CardError, type SavedCard } from "../../../application/cards/cards.types";
import { DEMO_ACCOUNT, DEMO_PASSWORD, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import {
  DECLINED_CARD,
  FAKE_CARD_PHONE,
  FAKE_CARD_WAIT,
  FakeCardsGateway,
  TEST_CARD,
  type FakeCardsOptions,
} from "../../../adapters/fake/fake-cards.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { DEMO_SHOP_POINT, FakeCheckoutGateway } from "../../../adapters/fake/fake-checkout.gateway";
import {
  $draft,
  cardChosen,
  checkoutOpened,
  paymentChosen,
} from "../../../application/checkout/checkout.model";
import type { OrderDraft } from "../../../application/checkout/checkout.types";

const NOW = new Date(Date.UTC(2026, 10, 24, 9, 0, 0)); // November 2026 in Tashkent
const HUMO: SavedCard = { id: 7, number: "9860 12** **** 5678", system: "humo", expiry: "03/28" };

async function setup(options: FakeCardsOptions = {}, cardWay = false) {
  const account = new FakeAccountGateway();
  const checkout = new FakeCheckoutGateway({ paymentWays: { card: cardWay } });
  const cards = new FakeCardsGateway({ cards: [HUMO], now: () => NOW, ...options });
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account,
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar({}),
    shopping: new FakeShoppingGateway(catalogue),
    checkout,
    cards,
  };
  const scope = fork({ values: [[$deps, deps]] });
  await allSettled(loginSubmitted, {
    scope,
    params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD },
  });
  await allSettled(cardsOpened, { scope });
  return { scope, cards, checkout };
}

const testCard = { number: TEST_CARD.number, expire: TEST_CARD.expire };

describe("the add-card form's checks", () => {
  it("takes 16 digits of a supported system and an expiry by the spec's rules", () => {
    expect(checkCardForm("8600 1234 5678 9012", "11/26", NOW)).toEqual({
      ok: true,
      value: { number: "8600123456789012", expire: "11/26" },
    });
    expect(checkCardForm("9860 1234 5678 9012", "12/31", NOW).ok).toBe(true);
  });

  it("flags each field on its own", () => {
    const both = checkCardForm("8600 1234", "13/27", NOW);
    expect(both).toEqual({
      ok: false,
      errors: { number: { code: "CARD.INVALID_NUMBER" }, expire: { code: "EXPIRY.INVALID_MONTH" } },
    });
    const unsupported = checkCardForm("1234 5678 9012 3456", "12/27", NOW);
    expect(!unsupported.ok && unsupported.errors).toEqual({ number: { code: "CARD.UNSUPPORTED" } });
  });

  it("refuses a past month of this year, a past year and more than five years ahead", () => {
    const code = (expire: string) => {
      const r = checkCardForm("8600 1234 5678 9012", expire, NOW);
      return r.ok ? null : r.errors.expire?.code;
    };
    expect(code("10/26")).toBe("EXPIRY.EXPIRED");
    expect(code("12/25")).toBe("EXPIRY.EXPIRED");
    expect(code("01/32")).toBe("EXPIRY.TOO_FAR");
    expect(code("1226")).toBeNull();
    expect(code("1/26")).toBe("EXPIRY.INVALID_FORMAT");
  });

  it("asks Visa and Mastercard numbers for a valid check digit", () => {
    const r = checkCardForm("4200 0000 0000 0001", "12/27", NOW);
    expect(!r.ok && r.errors.number?.code).toBe("CARD.INVALID_NUMBER");
    expect(checkCardForm("4200 0000 0000 0000", "12/27", NOW).ok).toBe(true);
  });

  it("lets Payme's test card through with its far expiry 03/99", () => {
    expect(checkCardForm("8600 0691 9540 6311", "03/99", NOW).ok).toBe(true);
    expect(checkCardForm("8600 1234 5678 9012", "03/99", NOW).ok).toBe(false);
  });

  it("shows the bank's masked phone in the mask", () => {
    expect(maskedPhoneText("99890*****66")).toBe("+998 90 *** ** 66");
    expect(maskedPhoneText("+998 90 *** ** 67")).toBe("+998 90 *** ** 67");
    expect(maskedPhoneText("odd")).toBe("odd");
  });
});

describe("the profile's cards", () => {
  it("lists the verified cards of the signed-in shopper", async () => {
    const { scope } = await setup();
    expect(scope.getState($cards)).toEqual([HUMO]);
  });

  it("adds Payme's test card: the code step, then the card in the list", async () => {
    const { scope, cards } = await setup();
    await allSettled(cardAddOpened, { scope });
    expect(scope.getState($cardAddStep)).toBe("form");
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    expect(scope.getState($cardAddStep)).toBe("code");
    const ticket = scope.getState($cardTicket)!;
    expect(ticket).toMatchObject({ phone: FAKE_CARD_PHONE, waitSeconds: FAKE_CARD_WAIT, verified: false });
    expect(scope.getState($cards)).toHaveLength(1);

    await allSettled(cardCodeSubmitted, { scope, params: TEST_CARD.code });
    expect(scope.getState($cardAddStep)).toBe("closed");
    expect(scope.getState($cards)?.map((c) => c.number)).toEqual([HUMO.number, "8600 06** **** 6311"]);
    expect(scope.getState($cards)?.[1]).toMatchObject({ system: "uzcard", expiry: "03/99" });
    expect(scope.getState($cardSaved)).toBe("8600 06** **** 6311");
    expect(scope.getState($cardDraft)).toBeNull();
    expect(cards.calls).toEqual(["list", "add", "verify", "list"]);
  });

  it("keeps the code step on a wrong code, says how many tries are left, then takes the right one", async () => {
    const { scope } = await setup();
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    await allSettled(cardCodeSubmitted, { scope, params: "111111" });
    expect(scope.getState($cardAddStep)).toBe("code");
    expect(scope.getState($cardCodeFailed)).toBe(true);
    expect(scope.getState($cardAddRefusal)).toMatchObject({ code: "CODE.WRONG", params: { left: 2 } });
    await allSettled(cardCodeEdited, { scope });
    expect(scope.getState($cardCodeFailed)).toBe(false);
    expect(scope.getState($cardAddRefusal)).toBeNull();
    await allSettled(cardCodeSubmitted, { scope, params: TEST_CARD.code });
    expect(scope.getState($cards)).toHaveLength(2);
  });

  it("asks the bank again for a new code with the same card", async () => {
    const { scope, cards } = await setup();
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    const first = scope.getState($cardTicket)!;
    await allSettled(cardCodeResent, { scope });
    const second = scope.getState($cardTicket)!;
    expect(second.id).not.toBe(first.id);
    expect(cards.calls.filter((c) => c === "add")).toHaveLength(2);
    await allSettled(cardCodeSubmitted, { scope, params: TEST_CARD.code });
    expect(scope.getState($cards)?.at(-1)?.id).toBe(second.id);
  });

  it("keeps what was typed when the server refuses the card, and on a step back", async () => {
    const { scope } = await setup();
    const declined = { number: DECLINED_CARD, expire: "12/27" };
    await allSettled(cardAddOpened, { scope });
    await allSettled(cardAddSubmitted, { scope, params: declined });
    expect(scope.getState($cardAddStep)).toBe("form");
    expect(scope.getState($cardAddRefusal)).toMatchObject({ code: "GENERIC.PROCESS_FAILED" });
    expect(scope.getState($cardDraft)).toEqual(declined);

    await allSettled(cardAddSubmitted, { scope, params: testCard });
    await allSettled(cardAddRestarted, { scope });
    expect(scope.getState($cardAddStep)).toBe("form");
    expect(scope.getState($cardDraft)).toEqual(testCard);
    expect(scope.getState($cardTicket)).toBeNull();
  });

  it("places the server's expiry refusal on its field", async () => {
    const { scope } = await setup();
    await allSettled(cardAddSubmitted, { scope, params: { number: "8600123456789012", expire: "01/20" } });
    expect(scope.getState($cardAddRefusal)).toMatchObject({
      code: "EXPIRY.EXPIRED",
      params: { field: "expire" },
    });
  });

  it("drops a half-done addition when closed or left", async () => {
    const { scope } = await setup();
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    await allSettled(cardAddClosed, { scope });
    expect(scope.getState($cardAddStep)).toBe("closed");
    expect([scope.getState($cardTicket), scope.getState($cardDraft)]).toEqual([null, null]);
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    await allSettled(cardsLeft, { scope });
    expect(scope.getState($cardAddStep)).toBe("closed");
  });

  it("removes a card only after the confirmation", async () => {
    const { scope, cards } = await setup();
    await allSettled(cardRemoveAsked, { scope, params: HUMO });
    expect(scope.getState($cardToRemove)).toEqual(HUMO);
    await allSettled(cardRemoveCancelled, { scope });
    expect(scope.getState($cardToRemove)).toBeNull();
    expect(cards.calls).not.toContain("remove");

    await allSettled(cardRemoveAsked, { scope, params: HUMO });
    await allSettled(cardRemoveConfirmed, { scope });
    expect(scope.getState($cards)).toEqual([]);
    expect(cards.cards).toEqual([]);
    expect(scope.getState($cardToRemove)).toBeNull();
  });

  it("keeps the card and the dialog when the removal fails", async () => {
    const { scope } = await setup({ failingRemove: true });
    await allSettled(cardRemoveAsked, { scope, params: HUMO });
    await allSettled(cardRemoveConfirmed, { scope });
    expect(scope.getState($cards)).toEqual([HUMO]);
    expect(scope.getState($cardToRemove)).toEqual(HUMO);
    expect(scope.getState($cardRemoveRefusal)).toEqual({ code: null, words: null });
  });

  it("signs out when the server no longer accepts the session", async () => {
    const { scope, cards } = await setup();
    cards.add = async () => {
      throw new CardError(401, "Token is invalid or expired");
    };
    await allSettled(cardAddSubmitted, { scope, params: testCard });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($cards)).toBeNull();
  });
});

describe("paying at checkout with a saved card", () => {
  it("offers the verified cards when the shop takes cards, and keeps the chosen card in the draft", async () => {
    const { scope, cards } = await setup({}, true);
    await allSettled(checkoutOpened, { scope });
    expect(cards.calls.filter((c) => c === "list")).toHaveLength(2);
    await allSettled(cardChosen, { scope, params: HUMO.id });
    expect(scope.getState($draft)).toMatchObject({ paymentType: 2, card: HUMO.id });
    await allSettled(paymentChosen, { scope, params: 1 });
    expect(scope.getState($draft)).toMatchObject({ paymentType: 1, card: null });
  });

  it("does not ask for the cards when the shop takes none", async () => {
    const { scope, cards } = await setup({}, false);
    await allSettled(checkoutOpened, { scope });
    expect(cards.calls).toEqual(["list"]);
  });

  it("gives up a chosen card that was removed meanwhile", async () => {
    const { scope } = await setup({}, true);
    await allSettled(checkoutOpened, { scope });
    await allSettled(cardChosen, { scope, params: HUMO.id });
    await allSettled(cardRemoveAsked, { scope, params: HUMO });
    await allSettled(cardRemoveConfirmed, { scope });
    expect(scope.getState($draft)).toMatchObject({ paymentType: 1, card: null });
  });

  it("places the order with the card, charged at once", async () => {
    const checkout = new FakeCheckoutGateway();
    const draft: OrderDraft = {
      deliveryType: 2,
      paymentType: 2,
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
      card: HUMO.id,
    };
    expect((await checkout.placeOrder(draft, "k-1")).paymentUrl).toBeNull();
    await expect(checkout.placeOrder({ ...draft, card: null }, "k-2")).rejects.toMatchObject({
      code: "FIELD.REQUIRED",
    });
  });
});
