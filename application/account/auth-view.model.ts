import { createEvent, createStore, sample } from "effector";
import { accountLoaded, loginClosed } from "./session.model";

/** What the authentication modal shows (spec section 2): log in, register, or reset the password. */
export type AuthView = "login" | "register" | "reset";

/** The shopper followed a link between the views ("Forgot password?", "Register", "Log in"). */
export const authViewChosen = createEvent<AuthView>();

export const $authView = createStore<AuthView>("login", { serialize: "ignore" });

sample({ clock: authViewChosen, target: $authView });
// Closing resets to login; so does a registration that signed the shopper in and closed the modal.
sample({ clock: [loginClosed, accountLoaded], fn: (): AuthView => "login", target: $authView });
