import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import {
  $sessionStatus,
  accountCleared,
  accountLoaded,
  firstVisitStarted,
  sessionStarted,
} from "../../../application/account/session.model";
import {
  $basketCount,
  $basketLines,
  $changingProduct,
  $savedCount,
  amountChosen,
  basketRefused,
  likeToggled,
} from "../../../application/basket/basket.model";
import { basketTotal } from "../../../application/basket/basket.types";
import { DEMO_ACCOUNT, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

async function setup(options: ConstructorParameters<typeof FakeShoppingGateway>[1] = {}) {
  const catalogue = new FakeCatalogueGateway();
  const products = (await catalogue.listProducts({ size: 1000 })).results;
  const shopping = new FakeShoppingGateway(catalogue, options);
  const cookies = new MemoryCookieJar({ visitorId: "guest42" });
  const cookiesRead: string[] = [];
  const get = cookies.get.bind(cookies);
  cookies.get = (name) => (cookiesRead.push(name), get(name));
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies,
    shopping,
  };
  const calls: (boolean | undefined)[] = [];
  const basket = shopping.basket.bind(shopping);
  shopping.basket = (merge?: boolean) => {
    calls.push(merge);
    return basket(merge);
  };
  return { scope: fork({ values: [[$deps, deps]] }), shopping, products, calls, cookiesRead };
}

describe("the basket", () => {
  it("loads the basket and the saved count once the session is settled", async () => {
    const { scope, products } = await setup({ basket: { [1]: 2 }, liked: [1, 2, 3] });
    expect(scope.getState($basketCount)).toBe(0);
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($basketCount)).toBe(1);
    expect(scope.getState($savedCount)).toBe(3);
    const line = scope.getState($basketLines)![0]!;
    const product = products.find((p) => p.id === 1)!;
    expect(line.total).toBe(product.price * 2);
  });

  it("asks nothing of a new visitor's first page: an empty basket and a guest, then a change works as ever", async () => {
    const { scope, shopping, products, calls } = await setup();
    let savedAsked = 0;
    const saved = shopping.saved.bind(shopping);
    shopping.saved = (page, size) => (savedAsked++, saved(page, size));
    await allSettled(firstVisitStarted, { scope });
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($basketLines)).toEqual([]);
    expect(calls).toEqual([]);
    expect(savedAsked).toBe(0);
    const p = products.find((x) => x.stock > 0)!;
    await allSettled(amountChosen, { scope, params: { productId: p.id, amount: 1 } });
    expect(scope.getState($basketCount)).toBe(1);
  });

  it("changes a quantity, removes at 0, and totals what the server priced", async () => {
    const { scope, products } = await setup();
    const [a, b] = products.filter((p) => p.stock >= 3);
    await allSettled(amountChosen, { scope, params: { productId: a!.id, amount: 3 } });
    await allSettled(amountChosen, { scope, params: { productId: b!.id, amount: 1 } });
    expect(scope.getState($basketCount)).toBe(2);
    expect(basketTotal(scope.getState($basketLines)!)).toBe(a!.price * 3 + b!.price);
    await allSettled(amountChosen, { scope, params: { productId: a!.id, amount: 0 } });
    expect(scope.getState($basketLines)!.map((l) => l.product.id)).toEqual([b!.id]);
    expect(scope.getState($changingProduct)).toBeNull();
  });

  it("passes on the server's refusal of a quantity over stock and keeps the basket as it was", async () => {
    const { scope, products } = await setup();
    const p = products.find((x) => x.stock > 0)!;
    const said: (string | null)[] = [];
    basketRefused.watch((refusal) => said.push(refusal.words));
    await allSettled(amountChosen, { scope, params: { productId: p.id, amount: p.stock + 1 } });
    expect(said).toEqual([`Only ${p.stock} left in stock`]);
    expect(scope.getState($basketCount)).toBe(0);
  });

  it("counts saved products as they are liked and unliked", async () => {
    const { scope } = await setup();
    await allSettled(likeToggled, { scope, params: { productId: 5, liked: true } });
    await allSettled(likeToggled, { scope, params: { productId: 6, liked: true } });
    expect(scope.getState($savedCount)).toBe(2);
    await allSettled(likeToggled, { scope, params: { productId: 5, liked: false } });
    expect(scope.getState($savedCount)).toBe(1);
  });

  it("merges the guest's basket after login and refetches after logout, never reading the visitor id", async () => {
    const { scope, calls, cookiesRead } = await setup();
    await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
    // The server knows the browser's guest by its HttpOnly cookie (decision 0025): the merge names none.
    expect(calls).toEqual([true]);
    await allSettled(accountCleared, { scope });
    expect(calls).toEqual([true, false]);
    expect(cookiesRead).not.toContain("visitorId");
  });
});
