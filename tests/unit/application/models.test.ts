import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { $deps, $language } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { repeatBanners } from "../../../application/home/home";
import { $home, homeOpened } from "../../../application/home/home.model";
import { $categoryTree, $headerMenu, layoutRequested } from "../../../application/layout/layout.model";
import { parseListQuery, listQueryToSearch, withFilter } from "../../../application/products/list-query";
import { $productList, productListOpened } from "../../../application/products/product-list.model";
import {
  $searchHasNext,
  $searchLoading,
  $searchResults,
  searchBottomReached,
  searchTyped,
} from "../../../application/search/search.model";
import { languageChanged } from "../../../application/app/app.model";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

function setup(language: "ru" | "uz" | "sr" = "ru") {
  let current: string = language;
  const catalogue = new FakeCatalogueGateway({ language: () => current });
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway({ language: () => current }),
    cookies: new MemoryCookieJar(),
    shopping: new FakeShoppingGateway(catalogue),
  };
  const scope = fork({
    values: [
      [$deps, deps],
      [$language, language],
    ],
  });
  return { scope, catalogue, setLanguage: (l: string) => (current = l) };
}

describe("models", () => {
  it("repeats fewer than three banners three times", () => {
    const b = { id: 1, title: "", subtitle: "", image: "", url: "" };
    expect(repeatBanners([b])).toHaveLength(3);
    expect(repeatBanners([b, b, b, b])).toHaveLength(4);
    expect(repeatBanners([])).toHaveLength(0);
  });

  it("loads the home blocks once per language", async () => {
    const { scope, catalogue } = setup();
    await allSettled(homeOpened, { scope });
    const calls = catalogue.calls;
    await allSettled(homeOpened, { scope });
    expect(catalogue.calls).toBe(calls);
    const home = scope.getState($home)!;
    expect(home.latest.length).toBeLessThanOrEqual(6);
    expect(home.recommended.length).toBeLessThanOrEqual(6);
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
  });

  it("refetches categories and the header menu when the language changes", async () => {
    const { scope, setLanguage } = setup("ru");
    await allSettled(layoutRequested, { scope });
    expect(scope.getState($categoryTree)[0]!.title).toBe("Строительные материалы");
    setLanguage("sr");
    await allSettled(languageChanged, { scope, params: "sr" });
    expect(scope.getState($categoryTree)[0]!.title).toBe("Qurilish materiallari");
    expect(scope.getState($headerMenu)[0]!.title).toBe("Quruq aralashmalar");
  });

  it("keeps the list state in the URL and loads 12 a page", async () => {
    const query = parseListQuery("?search=&sections=1&brands=8&ordering=price&keep=true&page=2");
    expect(listQueryToSearch(query)).toBe("?sections=1&brands=8&ordering=price&page=2&keep=true");
    expect(withFilter(query, { inSale: true }).page).toBe(1);
    const { scope } = setup();
    await allSettled(productListOpened, { scope, params: parseListQuery("?ordering=-price") });
    const list = scope.getState($productList);
    expect(list.results).toHaveLength(12);
    expect(list.results[0]!.price).toBeGreaterThanOrEqual(list.results[1]!.price);
  });

  it("debounces the search 500 ms, pages by 10 and clears loading 200 ms later", async () => {
    vi.useFakeTimers();
    try {
      const { scope } = setup("ru");
      void allSettled(searchTyped, { scope, params: "a" });
      await vi.advanceTimersByTimeAsync(499);
      expect(scope.getState($searchLoading)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(scope.getState($searchLoading)).toBe(true);
      await vi.advanceTimersByTimeAsync(50);
      expect(scope.getState($searchResults)).toHaveLength(10);
      expect(scope.getState($searchHasNext)).toBe(true);
      expect(scope.getState($searchLoading)).toBe(true);
      await vi.advanceTimersByTimeAsync(200);
      expect(scope.getState($searchLoading)).toBe(false);
      void allSettled(searchBottomReached, { scope });
      await vi.advanceTimersByTimeAsync(300);
      expect(scope.getState($searchResults).length).toBeGreaterThan(10);
    } finally {
      vi.useRealTimers();
    }
  });
});
