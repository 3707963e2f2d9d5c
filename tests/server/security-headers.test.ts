import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/test-app.ts";

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? null;

describe("security headers", () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { products: 10 });
    https = await startTestApp("pglite", { products: 10, env: { PUBLIC_URL: "https://shop.example.uz" } });
  });
  afterAll(async () => {
    await t?.close();
    await https?.close();
  });

  it("sends the policy and its companions on answers, refusals and unknown paths alike", async () => {
    for (const url of [
      "/api/v1/products/?size=2",
      "/api/v1/products/?page=abc",
      "/api/v1/no-such-call/",
      "/healthz",
    ]) {
      const r = await t.app.inject({ url });
      const csp = String(r.headers["content-security-policy"]);
      expect(directive(csp, "frame-ancestors"), url).toEqual(["'none'"]);
      expect(directive(csp, "object-src"), url).toEqual(["'none'"]);
      expect(r.headers["x-content-type-options"], url).toBe("nosniff");
      expect(r.headers["x-frame-options"], url).toBe("DENY");
      expect(r.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(String(r.headers["permissions-policy"]), url).toContain("camera=()");
      // Plain HTTP: no HSTS, which would lock a browser out of a shop not yet behind TLS.
      expect(r.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("runs scripts only from this origin, the map's, or by a nonce new on every answer", async () => {
    const one = String((await t.app.inject({ url: "/healthz" })).headers["content-security-policy"]);
    const two = String((await t.app.inject({ url: "/healthz" })).headers["content-security-policy"]);
    const scripts = directive(one, "script-src")!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("*");
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("https://api-maps.yandex.ru");
    const nonceOf = (csp: string) => directive(csp, "script-src")!.find((s) => s.startsWith("'nonce-"));
    expect(nonceOf(one)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonceOf(one)).not.toBe(nonceOf(two));
  });

  it("never hands one nonce to two answers, across the blocks of random bytes they are cut from", async () => {
    const nonces = new Set<string>();
    const answers = 600;
    for (let i = 0; i < answers; i++) {
      const csp = String((await t.app.inject({ url: "/healthz" })).headers["content-security-policy"]);
      nonces.add(directive(csp, "script-src")!.find((s) => s.startsWith("'nonce-"))!);
    }
    expect(nonces.size).toBe(answers);
  });

  it("adds HSTS and upgrades requests when the shop is served over HTTPS", async () => {
    const r = await https.app.inject({ url: "/healthz" });
    expect(r.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(r.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    expect(directive(String(r.headers["content-security-policy"]), "img-src")).toContain(
      "https://shop.example.uz",
    );
  });
});
