import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpAccountGateway } from "../../../adapters/http/account.gateway";
import { CookieTokenRenewal } from "../../../adapters/http/token-renewal";
import { BrowserRequestContext } from "../../../adapters/cookies/browser-cookie-jar";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { AccountError } from "../../../application/account/account.types";
import { storedTokens } from "../../../application/account/session";
import { jwt, wireUser as user } from "./fixtures/wire-user";

/** A fake server: answers in order, recording each call's URL, body and Authorization header. */
function harness(answers: Array<{ status: number; body?: unknown }>, lost?: () => void) {
  const jar = new MemoryCookieJar({ access_token: jwt(1), refresh_token: jwt(2) });
  const calls: { url: string; auth?: string; body?: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      auth: (init.headers as Record<string, string>).Authorization,
      body: init.body as string | undefined,
    });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const config = { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch };
  const context = new BrowserRequestContext({ pathname: "/uz/profile" } as Location, jar);
  const renewal = new CookieTokenRenewal(config, jar, lost);
  const gateway = new HttpAccountGateway(new ApiClient(config, context, renewal));
  return { jar, calls, gateway, renewal };
}

describe("token renewal", () => {
  it("renews an expired access token once and repeats the call with the new one", async () => {
    const { jar, calls, gateway } = harness([
      { status: 401, body: { detail: "Token is expired" } },
      { status: 200, body: { access: jwt(3), refresh: jwt(4) } },
      { status: 200, body: user },
    ]);
    const account = await gateway.me();
    expect(account).toMatchObject({
      fullName: "Demo Xaridor",
      cashbackBalance: 15000,
      points: 120,
      isMaster: false,
    });
    expect(calls.map((c) => c.url.replace("http://api.test/api/v1/", ""))).toEqual([
      "account/",
      "auth/token/refresh/",
      "account/",
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refresh: jwt(2) });
    expect(calls[2]!.auth).toBe(`Bearer ${jwt(3)}`);
    expect(storedTokens(jar)).toEqual({ access: jwt(3), refresh: jwt(4) });
  });

  it("signs out (clears both tokens) when the refresh is refused, and reports the first 401", async () => {
    const { jar, gateway } = harness([
      { status: 401, body: { detail: "Token is expired" } },
      { status: 401, body: { detail: "Token is invalid" } },
    ]);
    await expect(gateway.me()).rejects.toEqual(new AccountError(401, "Token is expired"));
    expect(storedTokens(jar)).toBeNull();
  });

  it("tells the tab when a session could not be renewed, and only then", async () => {
    const lost = vi.fn();
    const refused = harness([{ status: 401, body: { detail: "Token is blacklisted" } }], lost);
    expect(await refused.renewal.renew()).toBe(false);
    expect(lost).toHaveBeenCalledTimes(1);
    const renewed = harness([{ status: 200, body: { access: jwt(6) } }], lost);
    expect(await renewed.renewal.renew()).toBe(true);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("shares one refresh between calls that meet a 401 together", async () => {
    const { renewal, calls } = harness([{ status: 200, body: { access: jwt(5) } }]);
    const [a, b] = await Promise.all([renewal.renew(), renewal.renew()]);
    expect([a, b]).toEqual([true, true]);
    expect(calls).toHaveLength(1);
  });

  it("never renews around a refused login", async () => {
    const { calls, gateway } = harness([
      { status: 401, body: { detail: "No active account found with the given credentials." } },
    ]);
    await expect(gateway.login({ phone: "901234567", password: "x" })).rejects.toBeInstanceOf(AccountError);
    expect(calls).toHaveLength(1);
  });
});
