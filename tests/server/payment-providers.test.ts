import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentType } from "../../domain/order.ts";
import { PAYMENT_TYPE_NAMES } from "../../server/config.ts";
import { PAYMENT_PROVIDERS, paymentLinks } from "../../server/modules/payments/index.ts";
import { PROVIDERS } from "../../server/modules/payments/payments.port.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Issue 24, item 7: the providers are one list of descriptors (server/modules/payments/providers.ts), and
// configuration, payment links, callbacks and the offline sandbox all go through it.

describe("The list of payment providers", () => {
  it("has one descriptor for every online payment type but saved cards, and PAYMENT_TYPES follows it", () => {
    const online = Object.values(PaymentType).filter(
      (type) => type !== PaymentType.CASH && type !== PaymentType.SAVED_CARD,
    );
    expect(PAYMENT_PROVIDERS.map((d) => d.paymentType).sort()).toEqual(online.sort());
    expect(PAYMENT_TYPE_NAMES).toEqual(["cash", "card", "payme", "click", "uzum", "paynet"]);
    expect(PAYMENT_TYPE_NAMES).toEqual(["cash", "card", ...PAYMENT_PROVIDERS.map((d) => d.name)]);
  });

  it("writes rows under names the database takes, no two providers the same", () => {
    const rows = PAYMENT_PROVIDERS.flatMap((d) => [d.name, d.sandboxRows]);
    expect(new Set(rows).size).toBe(rows.length);
    for (const name of rows) expect(PROVIDERS).toContain(name);
  });

  it("documents every provider's variables for operators", () => {
    const operations = readFileSync("docs/operations.md", "utf8");
    for (const d of PAYMENT_PROVIDERS)
      for (const key of d.env) expect(operations, key).toContain(`\`${key}\``);
  });
});

describe.each(BACKENDS)("Every listed provider on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, {
      products: 10,
      env: { PAYMENT_TYPES: PAYMENT_TYPE_NAMES.join(","), PAYMENT_SANDBOX: "1" },
    });
  });
  afterAll(() => t?.close());

  it("has its callbacks answered at its own URLs", async () => {
    for (const d of PAYMENT_PROVIDERS)
      for (const path of d.callbackPaths) {
        const r = await t.app.inject({
          method: "POST",
          url: path.replace(":operation", "check"),
          payload: "{}",
          headers: { "content-type": "application/json" },
        });
        // Each refuses a call without its credentials in its own terms; none is left unrouted.
        expect(r.statusCode, path).not.toBe(404);
      }
  });

  it("is played by the sandbox without keys: its link opens its own sandbox page", async () => {
    const link = paymentLinks(t.config);
    for (const d of PAYMENT_PROVIDERS) {
      const url = link({ orderId: 1, paymentType: d.paymentType, total: 1_000, redirectUrl: "/order" });
      expect(url, d.name).toMatch(new RegExp(`^/api/v1/payments/sandbox/${d.name}/`));
      const page = await t.app.inject({ url: url! });
      expect(page.statusCode, d.name).toBe(200);
      expect(page.body).toContain('name="token"');
    }
  });
});
