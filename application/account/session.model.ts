import { attach, createEvent, createStore, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import type { Account } from "./account.types";
import { clearTokens, storedTokens, storeTokens } from "./session";

// The part of the session every page needs (who is signed in, and the requests to open the dialogs). Logging
// in and out live in login.model.ts, which loads with the dialogs; the saved cards load with the profile.

/**
 * checking: not known yet (the server render, and the browser until the stored tokens are refreshed);
 * guest: nobody is signed in; signed-in: $account holds the user.
 */
export type SessionStatus = "checking" | "guest" | "signed-in";

/** The browser started: with both tokens stored, refresh them, then load the user (spec section 4). */
export const sessionStarted = createEvent();
/**
 * The browser started on its first page of the shop (the server has just given it a visitor id, and it holds
 * no tokens): a guest who owns no basket, likes or seen stories yet, so nothing is asked for, and the ports
 * that would ask stay unloaded until the shopper acts (issue 28).
 */
export const firstVisitStarted = createEvent();
export const loginOpened = createEvent();
export const loginClosed = createEvent();
export const logoutRequested = createEvent();
export const logoutCancelled = createEvent();
/** A login succeeded and the user is loaded. */
export const accountLoaded = createEvent<Account>();
/** The user logged out: tokens and user are gone. */
export const accountCleared = createEvent();
/** A 401's token refresh was refused: the stored tokens are gone (spec section 4). */
export const sessionLost = createEvent();
/** The login dialog has told the shopper that the session ended. */
export const sessionEndedNoticeShown = createEvent();

// The session lives in the tab's cookies and is never part of the server's serialised state.
const local = { serialize: "ignore" } as const;

export const $sessionStatus = createStore<SessionStatus>("checking", local);
export const $account = createStore<Account | null>(null, local);
export const $loginOpen = createStore(false, local);
export const $logoutOpen = createStore(false, local);
/** A signed-in shopper's session ended by itself: the login dialog opens saying so (spec section 4). */
export const $sessionEndedNotice = createStore(false, local);

export const restoreFx = attach({
  source: $deps,
  effect: async (deps): Promise<Account | null> => {
    const { cookies, account } = requireDeps(deps);
    const tokens = storedTokens(cookies);
    if (!tokens) return null;
    try {
      storeTokens(cookies, await account.refresh(tokens.refresh));
      return await account.me();
    } catch (error) {
      // Any failure leaves the shopper signed out, with no stale tokens to retry on every page.
      clearTokens(cookies);
      throw error;
    }
  },
});

sample({ clock: sessionStarted, source: $sessionStatus, filter: (s) => s === "checking", target: restoreFx });
sample({
  clock: firstVisitStarted,
  source: $sessionStatus,
  filter: (s) => s === "checking",
  fn: (): SessionStatus => "guest",
  target: $sessionStatus,
});
sample({ clock: restoreFx.doneData, target: $account });
sample({
  clock: restoreFx.doneData,
  fn: (user): SessionStatus => (user ? "signed-in" : "guest"),
  target: $sessionStatus,
});
sample({ clock: restoreFx.fail, fn: (): SessionStatus => "guest", target: $sessionStatus });

sample({ clock: accountLoaded, target: $account });
sample({ clock: accountLoaded, fn: (): SessionStatus => "signed-in", target: $sessionStatus });
sample({ clock: accountCleared, fn: () => null, target: $account });
sample({ clock: accountCleared, fn: (): SessionStatus => "guest", target: $sessionStatus });

// "A failed refresh logs the user out and shows the error": a signed-in shopper is signed out and asked to
// sign in again, told why; a guest whose stale tokens were cleared has nothing to be told.
const signedInSessionLost = sample({
  clock: sessionLost,
  source: $sessionStatus,
  filter: (status) => status === "signed-in",
});
sample({ clock: signedInSessionLost, target: [accountCleared, loginOpened] });
sample({ clock: signedInSessionLost, fn: () => true, target: $sessionEndedNotice });
sample({ clock: [sessionEndedNoticeShown, accountLoaded], fn: () => false, target: $sessionEndedNotice });

sample({ clock: loginOpened, fn: () => true, target: $loginOpen });
sample({ clock: [loginClosed, accountLoaded], fn: () => false, target: $loginOpen });
sample({ clock: logoutRequested, fn: () => true, target: $logoutOpen });
sample({ clock: [logoutCancelled, accountCleared], fn: () => false, target: $logoutOpen });
