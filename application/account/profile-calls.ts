import { attach, sample } from "effector";
import { $deps } from "../app/app.model";
import { requireDeps, type AppDeps } from "../app/deps";
import { AccountError } from "./account.types";
import type { ProfileGateway } from "./profile.port";
import { $account } from "./session.model";

/** The profile port of a scope; only the profile pages call it, so only their scopes must bind it. */
export function profileOf(deps: AppDeps | null): ProfileGateway {
  const { profile } = requireDeps(deps);
  if (!profile) throw new Error("The scope was forked without a ProfileGateway.");
  return profile;
}

/** The session ended on the server and could not be renewed: the model signs the shopper out here too. */
export const isSessionGone = (error: unknown): boolean =>
  error instanceof AccountError && error.status === 401;

/**
 * Reloads the shown account after a change whose answer does not carry it (a new phone, master status).
 * It writes $account itself rather than through accountLoaded: that event means a sign-in, which merges the
 * guest basket again and drops the loaded cards.
 */
export const accountReloadFx = attach({
  source: $deps,
  effect: (deps) => requireDeps(deps).account.me(),
});

sample({ clock: accountReloadFx.doneData, target: $account });
