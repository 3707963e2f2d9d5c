import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { accountCleared, sessionStarted } from "../../../application/account/session.model";
import {
  $productPage,
  loadProductFx,
  type ProductPageData,
} from "../../../application/products/product-page.model";
import { $stories, loadHomeFx } from "../../../application/home/home.model";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

// Decision 0028: server pages are everyone's, so they show no one's hearts or seen stories; the browser
// fills the visitor's own in once it knows who the visitor is.

/** The browser's catalogue, which knows this visitor: their likes and the stories they have seen. */
function visitorCatalogue(own: { liked: Set<number>; seen: Set<number> }) {
  const catalogue = new FakeCatalogueGateway();
  const detail = catalogue.productDetail.bind(catalogue);
  catalogue.productDetail = async (slug) => {
    const p = await detail(slug);
    return p && { ...p, isLiked: own.liked.has(p.id) };
  };
  const stories = catalogue.stories.bind(catalogue);
  catalogue.stories = async () => (await stories()).map((s) => ({ ...s, seen: own.seen.has(s.id) }));
  return catalogue;
}

/** A scope hydrated from a server page (everyone's: nothing liked, nothing seen), in a browser of `own`. */
async function hydrated(own: { liked: Set<number>; seen: Set<number> }) {
  const server = fork({ values: [[$deps, { catalogue: new FakeCatalogueGateway() } as unknown as AppDeps]] });
  const slug = (await new FakeCatalogueGateway().listProducts({ size: 1 })).results[0]!.slug;
  await allSettled(loadProductFx, { scope: server, params: slug });
  await allSettled(loadHomeFx, { scope: server });
  const catalogue = visitorCatalogue(own);
  const deps: AppDeps = {
    account: new FakeAccountGateway(),
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar({}),
    shopping: new FakeShoppingGateway(catalogue),
  };
  return fork({
    values: [
      [$deps, deps],
      [$productPage, server.getState($productPage)],
      [$stories, server.getState($stories)],
    ],
  });
}

describe("the visitor's own marks on a server page", () => {
  it("fill the product's heart in once the session is settled, and empty it on sign-out", async () => {
    const own = { liked: new Set<number>(), seen: new Set<number>() };
    const scope = await hydrated(own);
    const product = (page: ProductPageData | null) => page!.product;
    own.liked.add(product(scope.getState($productPage)).id);
    expect(product(scope.getState($productPage)).isLiked).toBe(false);
    await allSettled(sessionStarted, { scope });
    expect(product(scope.getState($productPage)).isLiked).toBe(true);
    // The rest of the page is kept as it was rendered.
    expect(scope.getState($productPage)!.similar.length).toBeGreaterThan(0);
    own.liked.clear();
    await allSettled(accountCleared, { scope });
    expect(product(scope.getState($productPage)).isLiked).toBe(false);
  });

  it("turn the stories the visitor has seen grey once the session is settled", async () => {
    const own = { liked: new Set<number>(), seen: new Set<number>() };
    const scope = await hydrated(own);
    const stories = scope.getState($stories);
    expect(stories.length).toBeGreaterThan(1);
    expect(stories.every((s) => !s.seen)).toBe(true);
    own.seen.add(stories[0]!.id);
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($stories).map((s) => s.seen)).toEqual(stories.map((_, i) => i === 0));
  });
});
