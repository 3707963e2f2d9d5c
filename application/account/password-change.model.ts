import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import type { PasswordChange } from "./profile.port";
import { isSessionGone, profileOf } from "./profile-calls";
import { accountCleared, sessionLost } from "./session.model";

/** The form's own rules have passed (old password given, new one at least 6 and confirmed). */
export const passwordChangeSubmitted = createEvent<PasswordChange>();
/** The shopper changed a field after a refusal: the fields are no longer flagged. */
export const passwordChangeEdited = createEvent();
export const passwordChangeLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $passwordChangeRefusal = createStore<Refusal | null>(null, local);
/** The server's confirmation once the password is changed; "" when it sent no text. */
export const $passwordChanged = createStore<string | null>(null, local);

export const passwordChangeFx = attach({
  source: $deps,
  effect: (deps, change: PasswordChange) => profileOf(deps).changePassword(change),
});
export const $passwordChangePending = passwordChangeFx.pending;

sample({
  clock: passwordChangeSubmitted,
  source: passwordChangeFx.pending,
  filter: (busy) => !busy,
  fn: (_, change) => change,
  target: passwordChangeFx,
});
sample({ clock: passwordChangeFx.doneData, target: $passwordChanged });
sample({ clock: passwordChangeFx.failData, fn: refusalOf, target: $passwordChangeRefusal });
sample({
  clock: [passwordChangeFx, passwordChangeEdited, passwordChangeLeft, accountCleared],
  fn: () => null,
  target: [$passwordChangeRefusal, $passwordChanged],
});
sample({ clock: passwordChangeFx.failData, filter: isSessionGone, target: sessionLost });
