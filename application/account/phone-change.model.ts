import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import type { PhoneChangeRequest, PhoneChangeVerification } from "./profile.port";
import { accountReloadFx, isSessionGone, profileOf } from "./profile-calls";
import { $account, accountCleared, sessionLost } from "./session.model";

// Password and new phone → a 6-digit code texted to the new phone → done; the account then shows the new
// phone.

export type PhoneChangeStep = "form" | "code" | "done";
/** Where the last code went and under which signature; `sentAt` starts the resend countdown. */
export interface PhoneChangeTicket {
  readonly phone: string;
  readonly signature: string;
  readonly sentAt: number;
}

/** The form's own rules have passed (a password, a valid Uzbek mobile). */
export const phoneChangeRequested = createEvent<PhoneChangeRequest>();
export const phoneChangeEdited = createEvent();
/** The code step's sixth digit was typed. */
export const phoneCodeSubmitted = createEvent<string>();
export const phoneCodeEdited = createEvent();
export const phoneCodeResent = createEvent();
/** Back from the code step to the form, to type another number. */
export const phoneChangeRestarted = createEvent();
export const phoneChangeLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $phoneChangeStep = createStore<PhoneChangeStep>("form", local);
/** Kept in memory for a resend only, and dropped when the flow ends. */
const $request = createStore<PhoneChangeRequest | null>(null, local);
export const $phoneChangeTicket = createStore<PhoneChangeTicket | null>(null, local);
export const $phoneChangeRefusal = createStore<Refusal | null>(null, local);
export const $phoneCodeFailed = createStore(false, local);

export const phoneChangeRequestFx = attach({
  source: $deps,
  effect: async (deps, request: PhoneChangeRequest): Promise<PhoneChangeTicket> => {
    const signature = await profileOf(deps).requestPhoneChange(request);
    return { phone: request.phone, signature, sentAt: Date.now() };
  },
});
export const phoneChangeVerifyFx = attach({
  source: $deps,
  effect: (deps, verification: PhoneChangeVerification) => profileOf(deps).verifyPhoneChange(verification),
});
export const $phoneChangePending = phoneChangeRequestFx.pending;
export const $phoneCodePending = phoneChangeVerifyFx.pending;

const busy = (a: boolean, b: boolean) => a || b;
const idle = { requesting: phoneChangeRequestFx.pending, verifying: phoneChangeVerifyFx.pending };

sample({
  clock: phoneChangeRequested,
  source: idle,
  filter: ({ requesting, verifying }) => !busy(requesting, verifying),
  fn: (_, request) => request,
  target: [$request, phoneChangeRequestFx],
});
sample({
  clock: phoneCodeResent,
  source: { ...idle, request: $request },
  filter: ({ requesting, verifying, request }) => !busy(requesting, verifying) && request !== null,
  fn: ({ request }) => request!,
  target: phoneChangeRequestFx,
});
sample({ clock: phoneChangeRequestFx.doneData, target: $phoneChangeTicket });
sample({ clock: phoneChangeRequestFx.done, fn: (): PhoneChangeStep => "code", target: $phoneChangeStep });

sample({
  clock: phoneCodeSubmitted,
  source: { ...idle, ticket: $phoneChangeTicket },
  filter: ({ requesting, verifying, ticket }) => !busy(requesting, verifying) && ticket !== null,
  fn: ({ ticket }, code): PhoneChangeVerification => ({
    code,
    signature: ticket!.signature,
    phone: ticket!.phone,
  }),
  target: phoneChangeVerifyFx,
});
sample({ clock: phoneChangeVerifyFx.done, fn: (): PhoneChangeStep => "done", target: $phoneChangeStep });
// Shown at once, then confirmed by the server's own record.
sample({
  clock: phoneChangeVerifyFx.done,
  source: $account,
  filter: Boolean,
  fn: (account, { params }) => ({ ...account, phone: params.phone }),
  target: $account,
});
sample({ clock: phoneChangeVerifyFx.done, target: accountReloadFx });
sample({ clock: phoneChangeVerifyFx.done, fn: () => null, target: $request });
// Another account holds the number (said only after its code): back to the form to type another.
sample({
  clock: phoneChangeVerifyFx.failData,
  filter: (error) => refusalOf(error).code === "ACCOUNT.PHONE_TAKEN",
  fn: (): PhoneChangeStep => "form",
  target: $phoneChangeStep,
});

sample({
  clock: [phoneChangeRequestFx.failData, phoneChangeVerifyFx.failData],
  fn: refusalOf,
  target: $phoneChangeRefusal,
});
sample({
  clock: [phoneChangeRequestFx, phoneChangeVerifyFx, phoneChangeEdited, phoneCodeEdited],
  fn: () => null,
  target: $phoneChangeRefusal,
});
sample({ clock: phoneChangeVerifyFx.fail, fn: () => true, target: $phoneCodeFailed });
sample({
  clock: [phoneCodeEdited, phoneChangeRequestFx.done, phoneChangeRestarted, phoneChangeLeft, accountCleared],
  fn: () => false,
  target: $phoneCodeFailed,
});

sample({
  clock: [phoneChangeRestarted, phoneChangeLeft, accountCleared],
  fn: (): PhoneChangeStep => "form",
  target: $phoneChangeStep,
});
sample({
  clock: [phoneChangeRestarted, phoneChangeLeft, accountCleared],
  fn: () => null,
  target: [$phoneChangeRefusal, $phoneChangeTicket, $request],
});
sample({
  clock: [phoneChangeRequestFx.failData, phoneChangeVerifyFx.failData],
  filter: isSessionGone,
  target: sessionLost,
});
