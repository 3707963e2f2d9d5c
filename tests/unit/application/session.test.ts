import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { AccountError } from "../../../application/account/account.types";
import { firstName, isProtectedPath, storedTokens } from "../../../application/account/session";
import {
  $account,
  $loginOpen,
  $logoutOpen,
  $sessionEndedNotice,
  $sessionStatus,
  loginOpened,
  logoutCancelled,
  logoutRequested,
  sessionEndedNoticeShown,
  sessionLost,
  sessionStarted,
} from "../../../application/account/session.model";
import {
  $loginFailed,
  loginEdited,
  loginRejected,
  loginSubmitted,
  logoutConfirmed,
} from "../../../application/account/login.model";
import { $cards, cardsOpened } from "../../../application/cards/cards.model";
import { FakeCardsGateway } from "../../../adapters/fake/fake-cards.gateway";
import { DEMO_ACCOUNT, DEMO_PASSWORD, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

function setup(options: { cookies?: Record<string, string>; failing?: boolean } = {}) {
  const account = new FakeAccountGateway({ failing: options.failing });
  const cards = new FakeCardsGateway({
    cards: [{ id: 3, number: "8600 **** **** 1234", system: "uzcard", expiry: "12/29" }],
  });
  const cookies = new MemoryCookieJar(options.cookies ?? {});
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account,
    catalogue,
    content: new FakeContentGateway(),
    cookies,
    shopping: new FakeShoppingGateway(catalogue),
    cards,
  };
  return { scope: fork({ values: [[$deps, deps]] }), account, cards, cookies };
}

const demo = { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD };

describe("the session", () => {
  it("starts as a guest when no tokens are stored, without calling the server", async () => {
    const { scope, account } = setup();
    expect(scope.getState($sessionStatus)).toBe("checking");
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(account.calls).toEqual([]);
  });

  it("refreshes stored tokens first, then loads the user", async () => {
    const { scope, account, cookies } = setup();
    const stored = account.signedIn();
    cookies.set("access_token", stored.access);
    cookies.set("refresh_token", stored.refresh);
    await allSettled(sessionStarted, { scope });
    expect(account.calls).toEqual(["refresh", "me"]);
    expect(scope.getState($sessionStatus)).toBe("signed-in");
    expect(scope.getState($account)?.fullName).toBe("Demo Xaridor");
    expect(storedTokens(cookies)?.access).not.toBe(stored.access);
  });

  it("leaves the shopper signed out, with the tokens gone, when the refresh fails", async () => {
    const { scope, cookies } = setup({ cookies: { access_token: "old", refresh_token: "stale" } });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($account)).toBeNull();
    expect(storedTokens(cookies)).toBeNull();
  });

  it("logs in: stores both tokens, loads the user, closes the modal", async () => {
    const { scope, cookies } = setup();
    await allSettled(loginOpened, { scope });
    expect(scope.getState($loginOpen)).toBe(true);
    await allSettled(loginSubmitted, { scope, params: demo });
    expect(scope.getState($account)?.phone).toBe("901234567");
    expect(scope.getState($loginOpen)).toBe(false);
    expect(storedTokens(cookies)).not.toBeNull();
  });

  it("flags both fields after a refused login until the shopper edits one, and passes on the server's words", async () => {
    const { scope } = setup();
    const said: (string | null)[] = [];
    loginRejected.watch((refusal) => said.push(refusal.words));
    await allSettled(loginOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { ...demo, password: "wrong" } });
    expect(scope.getState($loginFailed)).toBe(true);
    expect(scope.getState($loginOpen)).toBe(true);
    expect(scope.getState($account)).toBeNull();
    expect(said).toEqual(["No active account found with the given credentials"]);
    await allSettled(loginEdited, { scope });
    expect(scope.getState($loginFailed)).toBe(false);
  });

  it("reports a failure without the server's words as the generic error (null)", async () => {
    const { scope } = setup({ failing: true });
    const said: (string | null)[] = [];
    loginRejected.watch((refusal) => said.push(refusal.words));
    await allSettled(loginSubmitted, { scope, params: demo });
    expect(said).toEqual([null]);
  });

  it("asks before logging out; cancel keeps the session, confirm clears the user and both tokens", async () => {
    const { scope, cookies, account } = setup();
    await allSettled(loginSubmitted, { scope, params: demo });
    const refresh = storedTokens(cookies)!.refresh;
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($logoutOpen)).toBe(true);
    await allSettled(logoutCancelled, { scope });
    expect(scope.getState($logoutOpen)).toBe(false);
    expect(scope.getState($account)).not.toBeNull();
    await allSettled(logoutRequested, { scope });
    await allSettled(logoutConfirmed, { scope });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($logoutOpen)).toBe(false);
    expect(storedTokens(cookies)).toBeNull();
    // The server ended the session too: its refresh token no longer renews.
    expect(account.calls).toContain("logout");
    await expect(account.refresh(refresh)).rejects.toMatchObject({ status: 401 });
  });

  it("logs out in the browser even when the server cannot be reached", async () => {
    const { scope, cookies, account } = setup();
    await allSettled(loginSubmitted, { scope, params: demo });
    account.goDown();
    await allSettled(logoutConfirmed, { scope });
    expect(scope.getState($account)).toBeNull();
    expect(storedTokens(cookies)).toBeNull();
  });

  it("loads the saved cards only for a signed-in user", async () => {
    const { scope, cards } = setup();
    await allSettled(cardsOpened, { scope });
    expect(cards.calls).not.toContain("list");
    await allSettled(loginSubmitted, { scope, params: demo });
    await allSettled(cardsOpened, { scope });
    expect(scope.getState($cards)?.[0]?.system).toBe("uzcard");
  });

  it("signs out when the server no longer accepts the session", async () => {
    const { scope, cards } = setup();
    await allSettled(loginSubmitted, { scope, params: demo });
    cards.list = async () => {
      throw new AccountError(401, "Token is invalid or expired");
    };
    await allSettled(cardsOpened, { scope });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($sessionEndedNotice)).toBe(true);
  });

  it("when a renewal is refused, signs the shopper out and opens the login saying why (spec section 4)", async () => {
    const { scope } = setup();
    await allSettled(loginSubmitted, { scope, params: demo });
    await allSettled(sessionLost, { scope });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($loginOpen)).toBe(true);
    expect(scope.getState($sessionEndedNotice)).toBe(true);
    await allSettled(sessionEndedNoticeShown, { scope });
    expect(scope.getState($sessionEndedNotice)).toBe(false);
  });

  it("says nothing to a guest whose stale tokens were cleared", async () => {
    const { scope } = setup();
    await allSettled(sessionStarted, { scope });
    await allSettled(sessionLost, { scope });
    expect(scope.getState($loginOpen)).toBe(false);
    expect(scope.getState($sessionEndedNotice)).toBe(false);
  });

  it("knows the guarded areas in every language form", () => {
    for (const path of ["/profile", "/uz/profile/cards", "/sr/my-orders/history", "/checkout"])
      expect(isProtectedPath(path)).toBe(true);
    for (const path of ["/", "/products", "/uz/profiles", "/sr/basket"])
      expect(isProtectedPath(path)).toBe(false);
  });

  it("shows a first name, or a masked phone when the name is empty", () => {
    expect(firstName("Demo Xaridor", "901234567")).toBe("Demo");
    expect(firstName("  ", "901234567")).toBe("+998 90 ••• •• 67");
  });
});
