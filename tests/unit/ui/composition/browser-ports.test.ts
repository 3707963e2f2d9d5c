import { describe, expect, it } from "vitest";
import { BrowserRequestContext } from "../../../../adapters/cookies/browser-cookie-jar";
import { MemoryCookieJar } from "../../../../adapters/fake/memory-cookie-jar";
import { storedTokens } from "../../../../application/account/session";
import { browserPorts } from "../../../../ui/composition/browser-ports";
import { checkoutPorts } from "../../../../ui/composition/checkout-ports";
import { firstPorts } from "../../../../ui/composition/first-ports";
import { jwt, wireUser as user } from "../../adapters/fixtures/wire-user";

/**
 * Plays the server: the first access token has expired; a refresh turns the refresh token into a new pair
 * and refuses the same refresh token twice, as a rotating server does.
 */
function server() {
  const refreshes: string[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    if (url.endsWith("auth/token/refresh/")) {
      const { refresh } = JSON.parse(init.body as string) as { refresh: string };
      refreshes.push(refresh);
      if (refreshes.indexOf(refresh) !== refreshes.length - 1) return new Response("{}", { status: 401 });
      return Response.json({ access: jwt(3), refresh: jwt(4) });
    }
    if (auth !== `Bearer ${jwt(3)}`) return Response.json({ detail: "Token is expired" }, { status: 401 });
    if (url.includes("payments/cards/")) return Response.json({ results: [] });
    if (url.includes("common/region/"))
      return Response.json({ count: 0, next: null, previous: null, results: [] });
    return Response.json(user);
  };
  return { refreshes, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** A tab on `pathname` with an expired access token, its first ports over the playing server. */
function tabOn(pathname: string) {
  const jar = new MemoryCookieJar({ access_token: jwt(1), refresh_token: jwt(2) });
  const context = new BrowserRequestContext({ pathname } as Location, jar);
  const remote = server();
  let lostCount = 0;
  const first = firstPorts(jar, context, () => lostCount++, {
    baseUrl: "http://api.test/api/v1/",
    fetch: remote.fetch,
  });
  return { jar, context, remote, first, lost: () => lostCount };
}

describe("the tab's ports", () => {
  it("share one client and one renewal between the first ports and the container's", async () => {
    const { jar, context, remote, first, lost } = tabOn("/uz/profile");
    const deps = browserPorts(first, jar, context);
    // The first ports stay the tab's; the container adds the rest over the same client.
    expect(deps.account).toBe(first.account);
    expect(deps.shopping).toBe(first.shopping);
    expect(deps.catalogue).toBe(first.catalogue);

    // A call of each kind meets the expired token at once: one refresh serves both, and neither signs the
    // shopper out (two renewals would spend the refresh token twice and lose the session).
    const [me, cards] = await Promise.all([deps.account.me(), deps.cards!.list()]);
    expect(me.id).toBe(7);
    expect(cards).toEqual([]);
    expect(remote.refreshes).toEqual([jwt(2)]);
    expect(lost()).toBe(0);
    expect(storedTokens(jar)).toEqual({ access: jwt(3), refresh: jwt(4) });
  });

  it("give the checkout's hand-built gateways the same client and renewal as the first ports", async () => {
    const { remote, first, lost } = tabOn("/uz/checkout");
    // A signed-in buyer's checkout asks for the user, the regions and the saved cards as it opens, with an
    // expired token.
    const { checkout, cards } = checkoutPorts(first);
    const [me, regions, saved] = await Promise.all([first.account.me(), checkout.regions(1), cards.list()]);
    expect(me.id).toBe(7);
    expect(regions).toEqual({ items: [], hasNext: false });
    expect(saved).toEqual([]);
    expect(remote.refreshes).toEqual([jwt(2)]);
    expect(lost()).toBe(0);
  });
});
