import { attach, combine, createEvent, createStore, sample } from "effector";
import { DELIVERY_TYPE, PAYMENT_TYPE } from "../../contract/codes";
import type { DeliveryType, PaymentType } from "../../contract/enums";
import { $deps } from "../app/app.model";
import { $account, accountLoaded } from "../account/session.model";
import { basketOpened } from "../basket/basket.model";
import { $cards, cardsOpened } from "../cards/cards.model";
import { countsWanted } from "../orders/orders-count.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import { branchesWanted, districtsWanted, placesWanted, $branches } from "./checkout-places.model";
import { notePaying } from "../orders/paying-note";
import { checkoutOf, draftsOf } from "./checkout-deps";
import {
  CHECK_KEY,
  CHECKOUT_STEPS,
  DRAFT_KEY,
  EMPTY_DRAFT,
  firstIncompleteStep,
  readDraft,
  stepProblems,
  type CheckoutDraft,
  type CheckoutStep,
} from "./checkout-draft";
import type {
  BtsBranch,
  GeoPoint,
  OrderDraft,
  PaymentWays,
  PlacedOrder,
  PriceQuery,
  PriceSummary,
} from "./checkout.types";

// The checkout page's state: the shopper's choices (kept in local storage under `order`), the server's price
// for them (kept under `check`), and placing the order once, however often the button is pressed.

export const checkoutOpened = createEvent();
export const stepChosen = createEvent<CheckoutStep>();
/** "Next": the current step is checked, and the next one opens when it is complete. */
export const stepFinished = createEvent();
export const deliveryTypeChosen = createEvent<DeliveryType>();
export const regionChosen = createEvent<number | null>();
export const districtChosen = createEvent<number | null>();
export const pointPicked = createEvent<GeoPoint>();
export const branchChosen = createEvent<number>();
export const addressTyped = createEvent<string>();
export const receiverNameTyped = createEvent<string>();
export const receiverPhoneTyped = createEvent<string>();
export const phone2Typed = createEvent<string>();
export const phone2CodeRequested = createEvent();
export const phone2CodeEntered = createEvent<string>();
export const paymentChosen = createEvent<PaymentType>();
/** A saved card was chosen to pay with (payment type 2 with that card). */
export const cardChosen = createEvent<number>();
export const promoApplied = createEvent<string>();
export const promoCleared = createEvent();
export const cashbackToggled = createEvent<boolean>();
/** `redirectUrl`: where an online payment comes back to (the ui knows the page's origin). */
/** The price refused the applied code (below its minimum): it comes off, and the refusal stays shown. */
const promoDropped = createEvent();
export const orderSubmitted = createEvent<{ redirectUrl: string }>();

const local = { serialize: "ignore" } as const;
export const $draft = createStore<CheckoutDraft>(EMPTY_DRAFT, local);
export const $step = createStore<CheckoutStep>("delivery_address", local);
/** Problems are shown once the shopper has tried to go on, not while they are still filling the step. */
export const $problemsShown = createStore(false, local);
export const $problems = combine($draft, $step, (draft, step) => stepProblems(draft, step));
export const $paymentWays = createStore<PaymentWays | null>(null, local);
export const $price = createStore<PriceSummary | null>(null, local);
export const $priceRefusal = createStore<Refusal | null>(null, local);
export const $promoRefusal = createStore<Refusal | null>(null, local);
/** The uuid of the code sent to the second phone, until it is accepted. */
const $phone2Ticket = createStore<string | null>(null, local);
export const $phone2SentAt = createStore<number | null>(null, local);
export const $phone2Refusal = createStore<Refusal | null>(null, local);
export const $placeRefusal = createStore<Refusal | null>(null, local);
/** One key per draft: each retry and double click of a draft sends it, so the server makes one order. */
const $idempotencyKey = createStore<string | null>(null, local);
const $priceSeq = createStore(0, local);
/** The stored draft has been read: only then is the draft written back, or an early change would erase it. */
const $restored = createStore(false, local);

export const paymentWaysFx = attach({ source: $deps, effect: (deps) => checkoutOf(deps).paymentWays() });
const priceFx = attach({
  source: $deps,
  effect: async (deps, { query, seq }: { query: PriceQuery; seq: number }) => ({
    seq,
    price: await checkoutOf(deps).price(query),
  }),
});
const promoCheckFx = attach({
  source: $deps,
  effect: async (deps, code: string) => ({ code, info: await checkoutOf(deps).checkPromo(code) }),
});
const sendCodeFx = attach({
  source: $deps,
  effect: (deps, phone: string) => checkoutOf(deps).sendReceiverCode(phone),
});
const checkCodeFx = attach({
  source: $deps,
  effect: async (deps, { uuid, code }: { uuid: string; code: string }) =>
    (await checkoutOf(deps).checkReceiverCode(uuid, code)) ? uuid : null,
});
export const placeFx = attach({
  source: $deps,
  effect: (deps, { draft, key }: { draft: OrderDraft; key: string }) =>
    checkoutOf(deps).placeOrder(draft, key),
});
const restoreFx = attach({
  source: $deps,
  effect: (deps) => {
    const store = draftsOf(deps);
    const check = store?.read(CHECK_KEY);
    let price: PriceSummary | null = null;
    try {
      price = check ? (JSON.parse(check) as PriceSummary) : null;
    } catch {
      price = null;
    }
    return { draft: readDraft(store?.read(DRAFT_KEY) ?? null), price };
  },
});
const saveFx = attach({
  source: $deps,
  effect: (deps, { key, value }: { key: string; value: string | null }) => draftsOf(deps)?.write(key, value),
});

export const $priceLoading = priceFx.pending;
export const $promoChecking = promoCheckFx.pending;
export const $phone2Sending = sendCodeFx.pending;
export const $phone2Checking = checkCodeFx.pending;
export const $placing = placeFx.pending;
export const $phone2CodeSent = $phone2Ticket.map((ticket) => ticket !== null);
/** The accepted check of the second phone, or null. */
export const $phone2Uuid = $draft.map((d) => d.phone2Uuid);
/** A typed second phone whose code was accepted (an empty second phone needs none). */
export const $phone2Confirmed = $draft.map((d) => d.phone2 !== "" && d.phone2Uuid !== null);
/** The current step's problems once the shopper has tried to go on; empty while they are still filling it. */
export const $stepErrors = combine($problems, $problemsShown, (problems, shown) => (shown ? problems : []));
export const orderPlaced = placeFx.doneData;
// Leaving for the provider's page: the orders page takes the number back on the return (decision 0009).
const notePayingFx = attach({ source: $deps, effect: (deps, id: number) => notePaying(draftsOf(deps), id) });
sample({
  clock: orderPlaced,
  filter: (placed) => placed.paymentUrl !== null,
  fn: (p) => p.id,
  target: notePayingFx,
});

// ----- opening: the stored draft, the lists it needs, the receiver from the account -----

sample({ clock: checkoutOpened, target: [restoreFx, paymentWaysFx, placesWanted] });
$paymentWays.on(paymentWaysFx.doneData, (_, ways) => ways);
sample({
  clock: restoreFx.doneData,
  source: $draft,
  fn: (current, { draft }) => draft ?? current,
  target: $draft,
});
sample({
  clock: restoreFx.doneData,
  filter: ({ price }) => price !== null,
  fn: (d) => d.price,
  target: $price,
});
sample({
  clock: restoreFx.doneData,
  filter: ({ draft }) => draft?.region != null,
  fn: ({ draft }) => draft!.region,
  target: districtsWanted,
});
sample({
  clock: restoreFx.doneData,
  filter: ({ draft }) => draft?.deliveryType === DELIVERY_TYPE.btsBranch && draft.district !== null,
  fn: ({ draft }) => ({ region: draft!.region!, district: draft!.district! }),
  target: branchesWanted,
});
sample({
  clock: [restoreFx.done, accountLoaded],
  source: { draft: $draft, account: $account },
  filter: ({ account }) => account !== null,
  fn: ({ draft, account }) => ({
    ...draft,
    receiverName: draft.receiverName || account!.fullName,
    receiverPhone: draft.receiverPhone || account!.phone,
  }),
  target: $draft,
});
// Cash is the default way when the shop takes it; otherwise the first way it does take.
sample({
  clock: paymentWaysFx.doneData,
  source: $draft,
  fn: (draft, ways) => withUsablePayment(draft, ways, draft.card !== null),
  target: $draft,
});
// The shop takes saved cards: the shopper's verified ones are offered; a chosen card that is no longer
// among them (removed in another tab) gives way to another payment way.
sample({ clock: paymentWaysFx.doneData, filter: (ways) => ways.card, target: cardsOpened });
sample({
  clock: $cards.updates,
  source: { draft: $draft, ways: $paymentWays },
  filter: ({ draft, ways }, cards) =>
    ways !== null && cards !== null && draft.card !== null && !cards.some((c) => c.id === draft.card),
  fn: ({ draft, ways }) => withUsablePayment({ ...draft, card: null }, ways!, false),
  target: $draft,
});

// ----- the choices -----

$draft
  .on(deliveryTypeChosen, (d, deliveryType) => ({ ...d, deliveryType }))
  .on(regionChosen, (d, region) => ({ ...d, region, district: null, branch: null, point: null }))
  .on(districtChosen, (d, district) => ({ ...d, district, branch: null, point: null }))
  .on(pointPicked, (d, point) => ({ ...d, point }))
  .on(branchChosen, (d, branch) => ({ ...d, branch }))
  .on(addressTyped, (d, address) => ({ ...d, address }))
  .on(receiverNameTyped, (d, receiverName) => ({ ...d, receiverName }))
  .on(receiverPhoneTyped, (d, receiverPhone) => ({ ...d, receiverPhone }))
  .on(phone2Typed, (d, phone2) => ({ ...d, phone2, phone2Uuid: null }))
  .on(paymentChosen, (d, paymentType) => ({
    ...d,
    paymentType,
    card: paymentType === PAYMENT_TYPE.savedCard ? d.card : null,
  }))
  .on(cardChosen, (d, card) => ({ ...d, paymentType: PAYMENT_TYPE.savedCard, card }))
  .on(cashbackToggled, (d, useCashback) => ({ ...d, useCashback }))
  .on([promoCleared, promoDropped], (d) => ({ ...d, promoCode: null }));

sample({ clock: regionChosen, target: districtsWanted });
sample({
  clock: [districtChosen, deliveryTypeChosen],
  source: $draft,
  filter: (d) => d.deliveryType === DELIVERY_TYPE.btsBranch && d.region !== null && d.district !== null,
  fn: (d) => ({ region: d.region!, district: d.district! }),
  target: branchesWanted,
});

$step.on(stepChosen, (_, step) => step);
sample({
  clock: stepFinished,
  source: { draft: $draft, step: $step },
  filter: ({ draft, step }) => stepProblems(draft, step).length === 0,
  fn: ({ step }) => CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!,
  target: $step,
});
$problemsShown.on(stepFinished, () => true).on(stepChosen, () => false);

// ----- the second receiver phone: counted only once its code is accepted -----

$phone2Ticket.on(phone2Typed, () => null).on(sendCodeFx.doneData, (_, uuid) => uuid);
$phone2SentAt.on(phone2Typed, () => null).on(sendCodeFx.done, () => Date.now());
sample({
  clock: phone2CodeRequested,
  source: $draft,
  filter: (d) => /^\d{9}$/.test(d.phone2),
  fn: (d) => d.phone2,
  target: sendCodeFx,
});
sample({
  clock: phone2CodeEntered,
  source: $phone2Ticket,
  filter: (ticket) => ticket !== null,
  fn: (uuid, code) => ({ uuid: uuid!, code }),
  target: checkCodeFx,
});
sample({
  clock: checkCodeFx.doneData,
  source: $draft,
  fn: (d, uuid) => ({ ...d, phone2Uuid: uuid }),
  target: $draft,
});
$phone2Refusal
  .on([sendCodeFx.fail, checkCodeFx.fail], (_, { error }) => refusalOf(error))
  .on(checkCodeFx.doneData, (_, uuid) => (uuid ? null : { code: "CODE.WRONG", words: null }))
  .reset(phone2Typed, sendCodeFx.done);

// ----- promo codes: checked, then priced; a code the price refuses (below its minimum) is taken off -----

sample({ clock: promoApplied.map((code) => code.trim()).filter({ fn: Boolean }), target: promoCheckFx });
sample({
  clock: promoCheckFx.doneData.filter({ fn: ({ info }) => info.valid }),
  source: $draft,
  fn: (d, { code }) => ({ ...d, promoCode: code }),
  target: $draft,
});
$promoRefusal
  .on(promoCheckFx.doneData, (_, { info }) => (info.valid ? null : { code: "PROMO.INVALID", words: null }))
  .on(promoCheckFx.fail, (_, { error }) => refusalOf(error))
  .reset(promoCleared, promoApplied);

// ----- the server's price, asked again whenever a choice that changes it changes -----

export const $priceQuery = combine($draft, (d): PriceQuery => ({
  deliveryType: d.deliveryType,
  point: d.deliveryType === DELIVERY_TYPE.courier ? d.point : null,
  district: d.district,
  paymentKind: d.paymentType === PAYMENT_TYPE.cash ? "cash" : "online",
  useCashback: d.useCashback,
  promoCode: d.promoCode,
}));
const priceAsked = sample({
  clock: [restoreFx.done, $priceQuery.updates],
  source: { query: $priceQuery, seq: $priceSeq, restored: $restored },
  filter: ({ restored }) => restored,
  fn: ({ query, seq }) => ({ query, seq: seq + 1 }),
});
sample({ clock: priceAsked, fn: ({ seq }) => seq, target: $priceSeq });
sample({ clock: priceAsked, target: priceFx });
// Only the answer to the latest question is shown: a slower earlier answer is dropped.
const priceAnswered = sample({
  clock: priceFx.doneData,
  source: $priceSeq,
  filter: (seq, done) => done.seq === seq,
  fn: (_, done) => done.price,
});
const priceRefused = sample({
  clock: priceFx.fail,
  source: $priceSeq,
  filter: (seq, { params }) => params.seq === seq,
  fn: (_, { error }) => refusalOf(error),
});
$price.on(priceAnswered, (_, price) => price);
$priceRefusal.on(priceAnswered, () => null).on(priceRefused, (_, r) => (isPromo(r) ? null : r));
sample({ clock: priceRefused.filter({ fn: isPromo }), target: $promoRefusal });
sample({ clock: priceRefused.filter({ fn: isPromo }), target: promoDropped });
sample({
  clock: priceAnswered,
  filter: $restored,
  fn: (price) => ({ key: CHECK_KEY, value: JSON.stringify(price) }),
  target: saveFx,
});
$restored.on(restoreFx.done, () => true);
sample({
  clock: $draft.updates,
  filter: $restored,
  fn: (draft) => ({ key: DRAFT_KEY, value: JSON.stringify(draft) }),
  target: saveFx,
});

// ----- placing the order -----

$idempotencyKey.reset($draft.updates);
const placing = sample({
  clock: orderSubmitted,
  source: { draft: $draft, pending: placeFx.pending, key: $idempotencyKey, branches: $branches },
  filter: ({ pending }) => !pending,
  fn: (state, { redirectUrl }) => ({ ...state, redirectUrl }),
});
const incomplete = placing.filterMap(({ draft }) => firstIncompleteStep(draft) ?? undefined);
sample({ clock: incomplete, target: $step });
$problemsShown.on(incomplete, () => true);
const ready = sample({
  clock: placing,
  filter: ({ draft }) => firstIncompleteStep(draft) === null,
  fn: ({ draft, key, branches, redirectUrl }) => ({
    draft: orderDraftOf(draft, branches ?? [], redirectUrl),
    key: key ?? newKey(),
  }),
});
sample({ clock: ready, fn: ({ key }) => key, target: $idempotencyKey });
sample({
  clock: ready.filter({ fn: ({ draft }) => draft !== null }),
  fn: (r) => ({ ...r, draft: r.draft! }),
  target: placeFx,
});
$placeRefusal.on(placeFx.fail, (_, { error }) => refusalOf(error)).reset(placeFx, $draft.updates);

// The next draft starts empty and unsaved: the stored one is removed, not replaced.
$restored.reset(placeFx.done);
sample({ clock: placeFx.done, fn: () => ({ key: DRAFT_KEY, value: null }), target: saveFx });
sample({ clock: placeFx.done, fn: () => ({ key: CHECK_KEY, value: null }), target: saveFx });
sample({
  clock: placeFx.done,
  source: $draft,
  fn: (d): CheckoutDraft => ({
    ...EMPTY_DRAFT,
    receiverName: d.receiverName,
    receiverPhone: d.receiverPhone,
  }),
  target: $draft,
});
$step.reset(placeFx.done);
$problemsShown.reset(placeFx.done);
$price.reset(placeFx.done);
$idempotencyKey.reset(placeFx.done);
// The ordered lines have left the basket on the server; the header's count follows.
sample({ clock: placeFx.done, target: [basketOpened, countsWanted] });

function isPromo(refusal: Refusal): boolean {
  return refusal.code?.startsWith("PROMO.") ?? false;
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A saved card (type 2) is usable only with a card chosen; any other way keeps no card. */
function withUsablePayment(draft: CheckoutDraft, ways: PaymentWays, hasCard: boolean): CheckoutDraft {
  const paymentType = usablePayment(draft.paymentType, ways, hasCard);
  return { ...draft, paymentType, card: paymentType === PAYMENT_TYPE.savedCard ? draft.card : null };
}

function usablePayment(chosen: PaymentType, ways: PaymentWays, hasCard: boolean): PaymentType {
  const allowed: Record<PaymentType, boolean> = {
    1: ways.cash,
    2: ways.card && hasCard,
    3: ways.uzum,
    4: ways.payme,
    5: ways.click,
    7: ways.paynet,
  };
  if (allowed[chosen]) return chosen;
  const first = (Object.keys(allowed).map(Number) as PaymentType[]).find((type) => allowed[type]);
  return first ?? PAYMENT_TYPE.cash;
}

/** The call's body from a complete draft: a BTS order goes to its branch's point and address. */
function orderDraftOf(
  d: CheckoutDraft,
  branches: readonly BtsBranch[],
  redirectUrl: string,
): OrderDraft | null {
  const branch = branches.find((b) => b.id === d.branch);
  const bts = d.deliveryType === DELIVERY_TYPE.btsBranch;
  const point = bts ? branch?.point : d.point;
  if (!point || d.district === null) return null;
  const address = bts
    ? [branch!.name, branch!.address].filter(Boolean).join(", ")
    : d.address.trim() || `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;
  return {
    deliveryType: d.deliveryType,
    paymentType: d.paymentType,
    address,
    point,
    district: d.district,
    receiverName: d.receiverName.trim(),
    receiverPhone: d.receiverPhone,
    receiverPhone2: d.phone2 === "" ? null : d.phone2,
    receiverPhone2Uuid: d.phone2 === "" ? null : d.phone2Uuid,
    useCashback: d.useCashback,
    promoCode: d.promoCode,
    redirectUrl,
    card: d.paymentType === PAYMENT_TYPE.savedCard ? d.card : null,
  };
}

export type { PlacedOrder };
