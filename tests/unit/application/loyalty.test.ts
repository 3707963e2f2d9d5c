import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { loginSubmitted } from "../../../application/account/login.model";
import { $account, accountLoaded } from "../../../application/account/session.model";
import {
  $balanceEntries,
  $balanceHasMore,
  $balanceMoreFailed,
  $balances,
  $balanceStatus,
  balanceLeft,
  balanceMoreAsked,
  balanceOpened,
} from "../../../application/loyalty/balance.model";
import { LoyaltyError } from "../../../application/loyalty/loyalty.types";
import { DEMO_ACCOUNT, DEMO_PASSWORD, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import {
  DEMO_DISCOUNT_CARD,
  DEMO_LEDGER,
  FakeLoyaltyGateway,
  type FakeLoyaltyOptions,
} from "../../../adapters/fake/fake-loyalty.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import type { LedgerEntry } from "../../../domain/loyalty";

/** 45 entries: three pages of 20, 20 and 5. */
const LONG: LedgerEntry[] = Array.from({ length: 45 }, (_, i) => ({
  kind: "earned",
  currency: "cashback",
  amount: 1000 + i,
  orderId: 2000 - i,
  createdAt: new Date(Date.UTC(2026, 9, 1) - i * 3_600_000).toISOString(),
}));

async function setup(options: FakeLoyaltyOptions = {}) {
  const catalogue = new FakeCatalogueGateway();
  const loyalty = new FakeLoyaltyGateway(options);
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar({}),
    shopping: new FakeShoppingGateway(catalogue),
    loyalty,
  };
  const scope = fork({ values: [[$deps, deps]] });
  await allSettled(loginSubmitted, {
    scope,
    params: { phone: DEMO_ACCOUNT.phone, password: DEMO_PASSWORD },
  });
  return { scope, loyalty };
}

describe("the balance page's model", () => {
  it("loads the balances and the first page of history when opened", async () => {
    const { scope, loyalty } = await setup();
    expect(scope.getState($balanceStatus)).toBe("idle");
    await allSettled(balanceOpened, { scope });
    expect(scope.getState($balanceStatus)).toBe("ready");
    expect(scope.getState($balances)).toEqual({
      cashback: 12_650,
      points: 146,
      isMaster: true,
      discountCard: DEMO_DISCOUNT_CARD,
    });
    expect(scope.getState($balanceEntries)).toEqual(DEMO_LEDGER);
    expect(scope.getState($balanceHasMore)).toBe(false);
    expect(loyalty.calls).toEqual([{ page: 1, size: 20 }]);
  });

  it("appends further pages on request and stops at the last", async () => {
    const { scope, loyalty } = await setup({ entries: LONG });
    await allSettled(balanceOpened, { scope });
    expect(scope.getState($balanceEntries)).toHaveLength(20);
    await allSettled(balanceMoreAsked, { scope });
    await allSettled(balanceMoreAsked, { scope });
    expect(scope.getState($balanceEntries)).toEqual(LONG);
    expect(scope.getState($balanceHasMore)).toBe(false);
    await allSettled(balanceMoreAsked, { scope });
    expect(loyalty.calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it("keeps what is shown when a further page fails, and tries it again on request", async () => {
    const options: FakeLoyaltyOptions = { entries: LONG, failingMore: true };
    const { scope, loyalty } = await setup(options);
    await allSettled(balanceOpened, { scope });
    await allSettled(balanceMoreAsked, { scope });
    expect(scope.getState($balanceStatus)).toBe("ready");
    expect(scope.getState($balanceEntries)).toHaveLength(20);
    expect(scope.getState($balanceMoreFailed)).toBe(true);
    options.failingMore = false;
    await allSettled(balanceMoreAsked, { scope });
    expect(scope.getState($balanceMoreFailed)).toBe(false);
    expect(scope.getState($balanceEntries)).toHaveLength(40);
    expect(loyalty.calls.map((c) => c.page)).toEqual([1, 2, 2]);
  });

  it("shows the error state when the first page fails", async () => {
    const { scope } = await setup({ failing: true });
    await allSettled(balanceOpened, { scope });
    expect(scope.getState($balanceStatus)).toBe("error");
    expect(scope.getState($balances)).toBeNull();
  });

  it("forgets the balance when the page is left or another shopper signs in, not when the same one reloads", async () => {
    const { scope } = await setup();
    await allSettled(balanceOpened, { scope });
    const me = scope.getState($account)!;
    await allSettled(accountLoaded, { scope, params: me });
    expect(scope.getState($balances)).not.toBeNull();
    await allSettled(accountLoaded, { scope, params: { ...me, id: me.id + 1 } });
    expect(scope.getState($balances)).toBeNull();
    expect(scope.getState($balanceEntries)).toEqual([]);

    await allSettled(balanceOpened, { scope });
    await allSettled(balanceLeft, { scope });
    expect(scope.getState($balanceStatus)).toBe("idle");
  });

  it("signs out when the server no longer accepts the session", async () => {
    const { scope, loyalty } = await setup();
    loyalty.balance = async () => {
      throw new LoyaltyError(401, "Token is invalid or expired");
    };
    await allSettled(balanceOpened, { scope });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($balanceStatus)).toBe("idle");
  });
});
