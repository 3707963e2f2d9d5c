import { attach, combine, createEvent, createStore, merge, sample } from "effector";
import type { NewPasswordInput } from "../../domain/auth-forms";
import { $deps } from "../app/app.model";
import { refusalOf } from "../shared/refusal";
import { authFlowsOf, isTooSoon, isStepExpired } from "./auth-flows";
import { authViewChosen } from "./auth-view.model";
import { loginClosed } from "./session.model";

/** Spec section 2: 1 phone, 2 code, 3 new password, 4 done (then back to login). */
export type ResetStep = "phone" | "code" | "password" | "done";

/** 9 national digits, once the form's own rule (domain validateResetPhone) has passed. */
export const resetPhoneSubmitted = createEvent<string>();
export const resetCodeSubmitted = createEvent<string>();
/** The countdown ended and the shopper asked for a new code: step 1's request runs again. */
export const resetCodeResent = createEvent();
/** The new password and its confirmation, once domain validateNewPassword (minimum 6) has passed. */
export const resetPasswordSubmitted = createEvent<NewPasswordInput>();
/** The shopper changed the flagged field (or fields). */
export const resetEdited = createEvent();
/** Back from the code step to correct the phone number. */
export const resetPhoneReopened = createEvent();

const local = { serialize: "ignore" } as const;
export const $resetStep = createStore<ResetStep>("phone", local);
/**
 * A refusal flags the field of the step it happened on until edited: the phone, the code, or both password
 * fields (spec section 8).
 */
export const $resetFailed = createStore(false, local);
export const $resetPhone = createStore("", local);
/** Epoch ms of the last code sent; the resend countdown runs from it. */
export const $resetSentAt = createStore(0, local);
/** The server's words about the changed password, shown on the last step. */
export const $resetMessage = createStore("", local);
const $signature = createStore("", local);
/** The access token the code answered. It signs the password change only and is never stored as a session. */
const $access = createStore("", local);

const requestFx = attach({
  source: $deps,
  effect: async (deps, phone: string) => ({
    phone,
    signature: await authFlowsOf(deps).requestReset(phone),
    sentAt: Date.now(),
  }),
});
const verifyFx = attach({
  source: $deps,
  effect: (deps, input: { code: string; signature: string }) => authFlowsOf(deps).verifyReset(input),
});
const changeFx = attach({
  source: $deps,
  effect: (deps, input: { access: string } & NewPasswordInput) =>
    authFlowsOf(deps).changePasswordAfterReset(input),
});

export const $resetPending = combine(requestFx.pending, verifyFx.pending, changeFx.pending, (...busy) =>
  busy.some(Boolean),
);

/** Why a step was refused: a code to translate, else the server's words, else an_error_occurred. */
export const resetRejected = merge([requestFx.failData, verifyFx.failData, changeFx.failData]).map(refusalOf);
/** A code is on its way (spec section 8: "reset code sent to phone"). */
export const resetCodeSent = requestFx.done.map(() => undefined);
/** The password is changed; the server's words about it. */
export const passwordReset = changeFx.doneData;

sample({
  clock: resetPhoneSubmitted,
  source: $resetPending,
  filter: (busy) => !busy,
  fn: (_, phone) => phone,
  target: requestFx,
});
sample({
  clock: resetCodeResent,
  source: { busy: $resetPending, phone: $resetPhone },
  filter: ({ busy, phone }) => !busy && phone !== "",
  fn: ({ phone }) => phone,
  target: requestFx,
});
sample({ clock: requestFx, target: $resetPhone });
sample({ clock: requestFx.doneData, fn: (d) => d.signature, target: $signature });
sample({ clock: requestFx.doneData, fn: (d) => d.sentAt, target: $resetSentAt });
sample({ clock: requestFx.doneData, fn: (): ResetStep => "code", target: $resetStep });

sample({
  clock: resetCodeSubmitted,
  source: { busy: $resetPending, signature: $signature },
  filter: ({ busy, signature }) => !busy && signature !== "",
  fn: ({ signature }, code) => ({ code, signature }),
  target: verifyFx,
});
sample({ clock: verifyFx.doneData, fn: (tokens) => tokens.access, target: $access });
sample({ clock: verifyFx.doneData, fn: (): ResetStep => "password", target: $resetStep });

sample({
  clock: resetPasswordSubmitted,
  source: { busy: $resetPending, access: $access },
  filter: ({ busy, access }) => !busy && access !== "",
  fn: ({ access }, input) => ({ access, ...input }),
  target: changeFx,
});
sample({ clock: changeFx.doneData, target: $resetMessage });
sample({ clock: changeFx.doneData, fn: (): ResetStep => "done", target: $resetStep });
// The change ended every session of the account, this token's too.
sample({ clock: changeFx.done, fn: () => "", target: $access });

// ----- refusals -----

sample({
  clock: requestFx.fail,
  source: $resetStep,
  // A refused resend on the code step flags nothing: the toast says why.
  filter: (step) => step === "phone",
  fn: () => true,
  target: $resetFailed,
});
sample({
  clock: requestFx.failData,
  filter: isTooSoon,
  fn: () => Date.now(),
  target: $resetSentAt,
});
const expired = sample({ clock: [verifyFx.failData, changeFx.failData], filter: isStepExpired });
sample({ clock: [expired, resetPhoneReopened], fn: (): ResetStep => "phone", target: $resetStep });
sample({
  clock: [verifyFx.failData, changeFx.failData],
  filter: (error) => !isStepExpired(error),
  fn: () => true,
  target: $resetFailed,
});
sample({ clock: [resetEdited, $resetStep.updates], fn: () => false, target: $resetFailed });

// ----- a fresh start: the view is chosen again or the modal closes -----

const restarted = merge([authViewChosen, loginClosed]);
sample({ clock: restarted, fn: (): ResetStep => "phone", target: $resetStep });
sample({ clock: restarted, fn: () => false, target: $resetFailed });
sample({ clock: restarted, fn: () => 0, target: $resetSentAt });
sample({ clock: restarted, fn: () => "", target: [$resetPhone, $resetMessage, $signature, $access] });
