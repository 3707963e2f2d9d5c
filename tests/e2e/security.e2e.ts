import { expect, test } from "@playwright/test";

// The storefront under its own Content-Security-Policy: the server-rendered state is a JSON block, not a
// script (decision 0028: one cached page serves everyone, so it can carry no answer's nonce), pages hydrate
// and work, and the browser reports no violation on the way.

test("pages hydrate under the policy: no inline script, the state a JSON block, nothing is blocked", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  const answer = await page.goto("/uz");
  expect(answer!.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.locator('script#__SCOPE__[type="application/json"]')).toHaveCount(1);
  // Every other script is a file of this origin.
  await expect(page.locator('script:not([src]):not([type="application/json"])')).toHaveCount(0);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });

  // In-app navigation onto a product, and the basket: still no violation, and the pages work.
  await page.goto("/uz/products");
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const card = page.getByTestId("product-grid").getByTestId("product-card").first();
  await card.locator("a").first().click();
  await expect(page).toHaveURL(/\/uz\/products\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/uz/basket");
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  expect(violations).toEqual([]);
});

test("an inline script without the nonce is refused by the browser", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.goto("/uz");
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const ran = await page.evaluate(async () => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(e.violatedDirective),
    );
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations).toContain("script-src-elem");
});
