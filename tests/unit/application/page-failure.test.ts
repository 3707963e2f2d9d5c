import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import {
  $productFailure,
  $productStatus,
  productOpened,
} from "../../../application/products/product-page.model";
import { pageFailureOf } from "../../../application/shared/page-failure";
import { Refused } from "../../../application/shared/refusal";
import { FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";

describe("the error page a failed load falls to", () => {
  it("keeps the server's 400 and a gateway's 502 and 504, and calls the rest 500", () => {
    expect(pageFailureOf(new Refused(400, "bad"))).toBe(400);
    expect(pageFailureOf(new Refused(502, "bad gateway"))).toBe(502);
    expect(pageFailureOf(new Refused(503, "unavailable"))).toBe(502);
    expect(pageFailureOf(new Refused(504, "timeout"))).toBe(504);
    expect(pageFailureOf(new Refused(500, "boom"))).toBe(500);
    expect(pageFailureOf(new Refused(429, "slow down"))).toBe(500);
    expect(pageFailureOf(new TypeError("Failed to fetch"))).toBe(500);
  });

  it("is what the product page shows when the backend answers 504", async () => {
    const catalogue = new FakeCatalogueGateway();
    catalogue.productDetail = () => Promise.reject(new Refused(504, "Gateway Timeout"));
    const deps: AppDeps = {
      account: new FakeAccountGateway(),
      catalogue,
      content: new FakeContentGateway(),
      cookies: new MemoryCookieJar({}),
      shopping: new FakeShoppingGateway(catalogue),
    };
    const scope = fork({ values: [[$deps, deps]] });
    await allSettled(productOpened, { scope, params: "any-slug" });
    expect(scope.getState($productStatus)).toBe("error");
    expect(scope.getState($productFailure)).toBe(504);
  });
});
