import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import { accountReloadFx, isSessionGone, profileOf } from "./profile-calls";
import { $account, accountCleared, sessionLost } from "./session.model";

// A shopper asks to become a master: a code goes to the account's own phone (decision 0006), and once it is
// typed the account carries the master flag, a discount card number and the starting points.

export type MasterStep = "offer" | "code" | "done";

/** The shopper asked for the code (or for a new one). */
export const masterRequested = createEvent();
export const masterCodeSubmitted = createEvent<string>();
export const masterCodeEdited = createEvent();
export const masterLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $masterStep = createStore<MasterStep>("offer", local);
/** When the last code was sent, for the resend countdown. */
export const $masterSentAt = createStore<number | null>(null, local);
export const $masterRefusal = createStore<Refusal | null>(null, local);
export const $masterCodeFailed = createStore(false, local);
/** The server's words on becoming a master; "" when it sent none. */
export const $masterMessage = createStore<string | null>(null, local);

export const masterRequestFx = attach({
  source: $deps,
  effect: async (deps, phone: string) => {
    const already = await profileOf(deps).requestMaster(phone);
    return { already, sentAt: Date.now() };
  },
});
export const masterVerifyFx = attach({
  source: $deps,
  effect: (deps, input: { phone: string; code: string }) => profileOf(deps).verifyMaster(input),
});
export const $masterPending = masterRequestFx.pending;
export const $masterCodePending = masterVerifyFx.pending;

const $busy = createStore(false, local);
sample({
  source: { requesting: masterRequestFx.pending, verifying: masterVerifyFx.pending },
  fn: ({ requesting, verifying }) => requesting || verifying,
  target: $busy,
});

sample({
  clock: masterRequested,
  source: { account: $account, busy: $busy },
  filter: ({ account, busy }) => account !== null && !busy,
  fn: ({ account }) => account!.phone,
  target: masterRequestFx,
});
sample({
  clock: masterRequestFx.doneData,
  fn: ({ already }): MasterStep => (already ? "done" : "code"),
  target: $masterStep,
});
sample({
  clock: masterRequestFx.doneData,
  filter: ({ already }) => !already,
  fn: ({ sentAt }) => sentAt,
  target: $masterSentAt,
});
// The server says the account is a master already (confirmed in another tab): show what it has.
sample({ clock: masterRequestFx.doneData, filter: ({ already }) => already, target: accountReloadFx });

sample({
  clock: masterCodeSubmitted,
  source: { account: $account, busy: $busy },
  filter: ({ account, busy }) => account !== null && !busy,
  fn: ({ account }, code) => ({ phone: account!.phone, code }),
  target: masterVerifyFx,
});
sample({ clock: masterVerifyFx.doneData, target: $masterMessage });
sample({ clock: masterVerifyFx.done, fn: (): MasterStep => "done", target: $masterStep });
sample({ clock: masterVerifyFx.done, target: accountReloadFx });

sample({ clock: [masterRequestFx.failData, masterVerifyFx.failData], fn: refusalOf, target: $masterRefusal });
sample({
  clock: [masterRequestFx, masterVerifyFx, masterCodeEdited],
  fn: () => null,
  target: $masterRefusal,
});
sample({ clock: masterVerifyFx.fail, fn: () => true, target: $masterCodeFailed });
sample({
  clock: [masterCodeEdited, masterRequestFx.done, masterLeft, accountCleared],
  fn: () => false,
  target: $masterCodeFailed,
});
sample({ clock: [masterLeft, accountCleared], fn: (): MasterStep => "offer", target: $masterStep });
sample({
  clock: [masterLeft, accountCleared],
  fn: () => null,
  target: [$masterSentAt, $masterRefusal, $masterMessage],
});
sample({
  clock: [masterRequestFx.failData, masterVerifyFx.failData],
  filter: isSessionGone,
  target: sessionLost,
});
