import { attach, createEvent, createStore, sample } from "effector";
import type { LoginInput } from "../../domain/auth-forms";
import { $deps } from "../app/app.model";
import { requireDeps } from "../app/deps";
import { AccountError, type Account } from "./account.types";
import { refusalOf } from "../shared/refusal";
import { clearTokens, storedTokens, storeTokens } from "./session";
import { accountCleared, accountLoaded, loginClosed } from "./session.model";

/** The form's own rules (domain validateLogin) have passed. */
export const loginSubmitted = createEvent<LoginInput>();
/** The shopper changed a field after a refused login: the fields are no longer flagged. */
export const loginEdited = createEvent();
export const logoutConfirmed = createEvent();

/** A refused login flags both fields until one of them changes (spec section 8). */
export const $loginFailed = createStore(false, { serialize: "ignore" });

export const loginFx = attach({
  source: $deps,
  effect: async (deps, input: LoginInput): Promise<Account> => {
    const { cookies, account } = requireDeps(deps);
    storeTokens(cookies, await account.login(input));
    return account.me();
  },
});

export const logoutFx = attach({
  source: $deps,
  effect: async (deps) => {
    const { cookies, account } = requireDeps(deps);
    const refresh = storedTokens(cookies)?.refresh;
    clearTokens(cookies);
    // The browser forgets the tokens whatever happens; the server's end of the session is a second lock.
    if (refresh) await account.logout(refresh).catch(() => undefined);
  },
});

/**
 * Why a login was refused: a code to translate, else the server's words, else the generic an_error_occurred.
 */
export const loginRejected = loginFx.failData.map((error) =>
  refusalOf(error instanceof AccountError ? error : null),
);
export const loggedIn = loginFx.doneData;
export const loggedOut = logoutFx.done;

sample({
  clock: loginSubmitted,
  source: loginFx.pending,
  filter: (busy) => !busy,
  fn: (_, input) => input,
  target: loginFx,
});
sample({ clock: loginFx.doneData, target: accountLoaded });
sample({ clock: loginFx.fail, fn: () => true, target: $loginFailed });
sample({ clock: [loginEdited, loginClosed, loginFx.done], fn: () => false, target: $loginFailed });

sample({ clock: logoutConfirmed, target: logoutFx });
sample({ clock: logoutFx.done, target: accountCleared });
