import { attach, combine, createEvent, createStore, merge, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { refusalOf } from "../shared/refusal";
import type { Account } from "./account.types";
import { authFlowsOf, isTooSoon, isPhoneTaken, isStepExpired, refusedField } from "./auth-flows";
import { authViewChosen } from "./auth-view.model";
import { placesReset, placesWanted } from "./registration-places.model";
import { storeTokens } from "./session";
import { accountLoaded, loginClosed } from "./session.model";

/** Spec section 2: 1 personal data, 2 code, 3 password, 4 done (then the modal closes). */
export type RegistrationStep = "details" | "code" | "password" | "done";
/** The field a refusal flags until the shopper edits it (spec section 8). */
export type RegistrationFlag = "phone" | "district" | "code" | "password" | null;

/** Step 1 once the form's own rules (domain validateRegistration, terms ticked) have passed. */
export interface RegistrationDetails {
  readonly fullName: string;
  /** 9 national digits. */
  readonly phone: string;
  readonly region: number;
  readonly district: number;
}

export const registrationDetailsSubmitted = createEvent<RegistrationDetails>();
export const registrationCodeSubmitted = createEvent<string>();
/** The countdown ended and the shopper asked for a new code: step 1's request runs again. */
export const registrationCodeResent = createEvent();
export const registrationPasswordSubmitted = createEvent<string>();
/** The shopper changed the flagged field. */
export const registrationEdited = createEvent();
/** Back from the code step to correct the phone number. */
export const registrationDetailsReopened = createEvent();

const local = { serialize: "ignore" } as const;
export const $registrationStep = createStore<RegistrationStep>("details", local);
export const $registrationFlag = createStore<RegistrationFlag>(null, local);
/** What step 1 sent; kept to resend the code and to fill the form again when the shopper goes back. */
export const $registrationDetails = createStore<RegistrationDetails | null>(null, local);
/** Epoch ms of the last code sent; the resend countdown runs from it. */
export const $registrationSentAt = createStore(0, local);
const $session = createStore("", local);
const $signature = createStore("", local);

const startFx = attach({
  source: $deps,
  effect: async (deps, { phone, district }: RegistrationDetails) => ({
    session: await authFlowsOf(deps).startRegistration({ phone, district }),
    sentAt: Date.now(),
  }),
});
const verifyFx = attach({
  source: $deps,
  effect: (deps, input: { phone: string; session: string; code: string }) =>
    authFlowsOf(deps).verifyRegistration(input),
});
/** Signs the new account in as a login does: the tokens are stored, then the account is loaded. */
const registerFx = attach({
  source: $deps,
  effect: async (
    deps,
    input: { password: string; fullName: string; signature: string },
  ): Promise<Account> => {
    const { cookies, account } = requireDeps(deps);
    storeTokens(cookies, await authFlowsOf(deps).register(input));
    return account.me();
  },
});

export const $registrationPending = combine(
  startFx.pending,
  verifyFx.pending,
  registerFx.pending,
  (...busy) => busy.some(Boolean),
);

/** Why a step was refused: a code to translate, else the server's words, else an_error_occurred. */
export const registrationRejected = merge([startFx.failData, verifyFx.failData, registerFx.failData]).map(
  refusalOf,
);
export const registered = registerFx.doneData;

sample({
  clock: registrationDetailsSubmitted,
  source: $registrationPending,
  filter: (busy) => !busy,
  fn: (_, details) => details,
  target: startFx,
});
sample({ clock: startFx, target: $registrationDetails });
sample({
  clock: registrationCodeResent,
  source: { busy: $registrationPending, details: $registrationDetails },
  filter: ({ busy, details }) => !busy && details !== null,
  fn: ({ details }) => details!,
  target: startFx,
});
sample({ clock: startFx.doneData, fn: (d) => d.session, target: $session });
sample({ clock: startFx.doneData, fn: (d) => d.sentAt, target: $registrationSentAt });
sample({ clock: startFx.doneData, fn: (): RegistrationStep => "code", target: $registrationStep });

sample({
  clock: registrationCodeSubmitted,
  source: { busy: $registrationPending, details: $registrationDetails, session: $session },
  filter: ({ busy, details, session }) => !busy && details !== null && session !== "",
  fn: ({ details, session }, code) => ({ phone: details!.phone, session, code }),
  target: verifyFx,
});
sample({ clock: verifyFx.doneData, target: $signature });
sample({ clock: verifyFx.doneData, fn: (): RegistrationStep => "password", target: $registrationStep });

sample({
  clock: registrationPasswordSubmitted,
  source: { busy: $registrationPending, details: $registrationDetails, signature: $signature },
  filter: ({ busy, details, signature }) => !busy && details !== null && signature !== "",
  fn: ({ details, signature }, password) => ({ password, fullName: details!.fullName, signature }),
  target: registerFx,
});
sample({ clock: registerFx.doneData, fn: (): RegistrationStep => "done", target: $registrationStep });
sample({ clock: registerFx.doneData, target: accountLoaded });

// ----- refusals: which field is flagged, and when the flow starts again -----

sample({
  clock: startFx.fail,
  source: $registrationStep,
  // A refused resend on the code step flags nothing: the toast says why.
  filter: (step) => step === "details",
  fn: (_, { error }): RegistrationFlag => (refusedField(error) === "district" ? "district" : "phone"),
  target: $registrationFlag,
});
sample({
  clock: startFx.failData,
  filter: isTooSoon,
  fn: () => Date.now(),
  target: $registrationSentAt,
});
const expired = sample({ clock: [verifyFx.failData, registerFx.failData], filter: isStepExpired });
sample({
  clock: [expired, registrationDetailsReopened],
  fn: (): RegistrationStep => "details",
  target: $registrationStep,
});
sample({
  clock: verifyFx.failData,
  filter: (error) => !isStepExpired(error),
  fn: (): RegistrationFlag => "code",
  target: $registrationFlag,
});
sample({
  clock: registerFx.failData,
  // A taken phone is not the password's fault; the toast offers signing in or a reset instead.
  filter: (error) => !isStepExpired(error) && !isPhoneTaken(error),
  fn: (): RegistrationFlag => "password",
  target: $registrationFlag,
});
sample({
  clock: [registrationEdited, $registrationStep.updates],
  fn: (): RegistrationFlag => null,
  target: $registrationFlag,
});

// ----- a fresh start: the view is chosen again or the modal closes -----

const restarted = merge([authViewChosen, loginClosed]);
sample({ clock: restarted, fn: (): RegistrationStep => "details", target: $registrationStep });
sample({ clock: restarted, fn: (): RegistrationFlag => null, target: $registrationFlag });
sample({ clock: restarted, fn: () => null, target: $registrationDetails });
sample({ clock: restarted, fn: () => 0, target: $registrationSentAt });
sample({ clock: restarted, fn: () => "", target: [$session, $signature] });
sample({ clock: restarted, target: placesReset });
sample({ clock: authViewChosen, filter: (view) => view === "register", target: placesWanted });
