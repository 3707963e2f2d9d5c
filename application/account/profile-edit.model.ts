import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { refusalOf, type Refusal } from "../shared/refusal";
import type { AccountEdit } from "./profile.port";
import { isSessionGone, profileOf } from "./profile-calls";
import { $account, accountCleared, sessionLost } from "./session.model";

/** The form's own rules have passed (a name is given; a picture is a jpeg, png or webp up to 5 MB). */
export const profileEditSubmitted = createEvent<AccountEdit>();
/** The shopper changed a field: a refusal or a "saved" note no longer applies. */
export const profileEditEdited = createEvent();
/** The page was left: the next visit starts clean. */
export const profileEditLeft = createEvent();

const local = { serialize: "ignore" } as const;
export const $profileEditRefusal = createStore<Refusal | null>(null, local);
export const $profileEditSaved = createStore(false, local);

export const profileEditFx = attach({
  source: $deps,
  effect: (deps, edit: AccountEdit) => profileOf(deps).editAccount(edit),
});
export const $profileEditPending = profileEditFx.pending;

sample({
  clock: profileEditSubmitted,
  source: profileEditFx.pending,
  filter: (busy) => !busy,
  fn: (_, edit) => edit,
  target: profileEditFx,
});
// The answer is the account as it now is: the summary and the header's name follow at once.
sample({ clock: profileEditFx.doneData, target: $account });
sample({ clock: profileEditFx.done, fn: () => true, target: $profileEditSaved });
sample({ clock: profileEditFx.failData, fn: refusalOf, target: $profileEditRefusal });
sample({
  clock: [profileEditFx, profileEditEdited, profileEditLeft, accountCleared],
  fn: () => null,
  target: $profileEditRefusal,
});
sample({
  clock: [profileEditFx, profileEditEdited, profileEditLeft, accountCleared],
  fn: () => false,
  target: $profileEditSaved,
});
sample({ clock: profileEditFx.failData, filter: isSessionGone, target: sessionLost });
