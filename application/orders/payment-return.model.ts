import { attach, createEvent, createStore, sample } from "effector";
import { OrderStatus } from "../../domain/order";
import { $deps } from "../app/app.model";
import { draftsOf } from "../checkout/checkout-deps";
import { delayed } from "../shared/timing";
import { $order, orderAnswerSettled, orderRefreshed } from "./orders.model";
import { notePaying, takePaying } from "./paying-note";

// Back from a provider's payment page (decision 0009). The return address is fixed before the order has a
// number, so the number waits in the draft store from the redirect until the shopper lands back on
// /my-orders?paying=1; the order's page then asks the server until it says the payment arrived. The return
// URL itself is never trusted.

export const PAYMENT_POLL_MS = 3_000;
/** Two minutes of asking: providers confirm within seconds, a slow bank within a minute. */
export const PAYMENT_POLL_TRIES = 40;

/** idle: not watching; checking: asking the server; paid: it confirmed; unpaid: not after every try. */
export type PaymentCheck = "idle" | "checking" | "paid" | "unpaid";

/** Back on /my-orders?paying=1: `paymentReturnFound` then names the order being paid, if any. */
export const paymentReturnOpened = createEvent();
/** The order's page opened with ?paying=1. */
export const paymentWatched = createEvent<number>();
/** The order's page closed: asking stops. */
export const paymentUnwatched = createEvent();
/** The shopper leaves for the provider's page again from the order: its number is noted for the return. */
export const payAgainStarted = createEvent<number>();
/** "Check again" after the tries ran out. */
export const paymentRechecked = createEvent();

const local = { serialize: "ignore" } as const;
export const $paymentCheck = createStore<PaymentCheck>("idle", local);
const $watched = createStore<number | null>(null, local);
const $tries = createStore(0, local);

/** Takes the remembered number once: a later visit to /my-orders is not another return. */
const recallFx = attach({ source: $deps, effect: (deps) => takePaying(draftsOf(deps)) });
sample({ clock: paymentReturnOpened, target: recallFx });
const noteFx = attach({ source: $deps, effect: (deps, id: number) => notePaying(draftsOf(deps), id) });
sample({ clock: payAgainStarted, target: noteFx });
/** The order the shopper was paying for, or null when none is remembered. */
export const paymentReturnFound = recallFx.doneData;

$watched.on(paymentWatched, (_, id) => id);
$paymentCheck.on([paymentWatched, paymentRechecked], () => "checking");
$tries.on([paymentWatched, paymentRechecked], () => 0);
sample({ clock: paymentRechecked, target: orderRefreshed });
// An order already on screen is asked again at once; one still loading is judged by the answer on its way.
sample({
  clock: paymentWatched,
  source: $order,
  filter: (order, id) => order?.id === id,
  fn: () => undefined,
  target: orderRefreshed,
});

const answered = sample({
  clock: orderAnswerSettled,
  source: { order: $order, watched: $watched, check: $paymentCheck, tries: $tries },
  filter: ({ order, watched, check }) => check === "checking" && order !== null && order.id === watched,
});
const waiting = answered.filter({ fn: ({ order }) => order?.status === OrderStatus.AWAITING_PAYMENT });
const again = waiting.filter({ fn: ({ tries }) => tries < PAYMENT_POLL_TRIES });
$tries.on(again, (n) => n + 1);
sample({
  clock: delayed(again, PAYMENT_POLL_MS),
  filter: $paymentCheck.map((c) => c === "checking"),
  target: orderRefreshed,
});
$paymentCheck
  .on(waiting.filter({ fn: ({ tries }) => tries >= PAYMENT_POLL_TRIES }), () => "unpaid")
  // Cancelled while we asked (the unpaid timeout): the order's page says so itself.
  .on(answered.filter({ fn: ({ order }) => order?.status === OrderStatus.CANCELLED }), () => "idle")
  .on(
    answered.filter({
      fn: ({ order }) =>
        order?.status !== OrderStatus.AWAITING_PAYMENT && order?.status !== OrderStatus.CANCELLED,
    }),
    () => "paid",
  )
  .reset(paymentUnwatched);
