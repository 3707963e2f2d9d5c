import { failure, unwrap } from "../../platform/failure.ts";
import { guestBinding } from "../../platform/owner.ts";
import { route, type RouteTable } from "../../platform/route.ts";
import type { Accounts } from "./accounts.service.ts";
import { withNationalPhone } from "./phone.ts";

/**
 * Sign-in, token refresh, the profile and saved cards. Every answer here is for one person and never cached.
 */
export function accountsRoutes(accounts: Accounts): RouteTable {
  return [
    // The browser signing in (its Fingerprint) is bound to the session: only its basket may merge later.
    route(
      "login",
      async ({ body, owner }) =>
        unwrap(await accounts.signIn(body.phone, body.password, guestBinding(owner))),
      {
        normaliseBody: withNationalPhone,
        personal: true,
        guarded: true,
      },
    ),

    /**
     * Rotation: every refresh answers a new refresh token and uses the old one up; presenting a used one
     * again ends its whole session (accounts.service.ts).
     */
    route(
      "tokenRefresh",
      async ({ body }) => {
        const pair = await accounts.refresh(body.refresh);
        if (!pair) throw failure("AUTH.TOKEN_INVALID");
        return pair;
      },
      { personal: true },
    ),

    // Whatever the token, the same answer: a stale or forged one has no session left to end.
    route(
      "logout",
      async ({ body }) => {
        await accounts.logOut(body.refresh);
        return { success: true as const };
      },
      { personal: true },
    ),

    route("account", async ({ userId }) => {
      const profile = await accounts.profile(userId);
      if (!profile) throw failure("AUTH.TOKEN_INVALID");
      return profile;
    }),

    route("cardsList", async ({ userId }) => ({ results: await accounts.savedCards(userId) })),
  ];
}
