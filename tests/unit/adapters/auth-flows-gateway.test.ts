import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { AccountError } from "../../../application/account/account.types";
import { ApiClient, type ApiConfig } from "../../../adapters/http/api-client";
import { HttpAuthFlowsGateway } from "../../../adapters/http/auth-flows.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";

function gateway(responses: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift() ?? { status: 200, body: {} };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const config: ApiConfig = {
    baseUrl: "http://api.test/api/v1/",
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  // The tab is signed in as someone; the reset must not use that session.
  const context = new FixedRequestContext({ language: "sr", visitorId: "v1", accessToken: "tab-token" });
  const renew = vi.fn(async () => true);
  const api = new ApiClient(config, context, { renew });
  return { flows: new HttpAuthFlowsGateway(api, config, context), calls, renew };
}

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];
const place = (id: number) => ({ id, title: `P${id}`, delivery_latitude: null, delivery_longitude: null });

describe("HttpAuthFlowsGateway", () => {
  it("signs the password change with the reset's access token, and never renews the tab's session", async () => {
    const { flows, calls, renew } = gateway([
      { status: 200, body: { message: "Parol oʻzgartirildi" } },
      { status: 401, body: { detail: "Token is invalid or expired" } },
    ]);
    const input = { access: "reset-access", password: "yangi123", confirmation: "yangi123" };
    await expect(flows.changePasswordAfterReset(input)).resolves.toBe("Parol oʻzgartirildi");
    expect(calls[0]!.url).toBe("http://api.test/api/v1/account/password-change-after-reset/");
    expect(calls[0]!.init.method).toBe("PUT");
    expect(headerOf(calls[0]!.init, "Authorization")).toBe("Bearer reset-access");
    expect(headerOf(calls[0]!.init, "Accept-Language")).toBe("sr");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      new_password: "yangi123",
      password_confirm: "yangi123",
    });
    await expect(flows.changePasswordAfterReset(input)).rejects.toBeInstanceOf(AccountError);
    expect(renew).not.toHaveBeenCalled();
  });

  it("turns a refusal into an AccountError with the server's code and values", async () => {
    const { flows } = gateway([
      {
        status: 429,
        body: { status_code: 429, errors: [{ error: "CODE.TOO_SOON", message: "Wait 42 s" }] },
      },
    ]);
    const refusal = await flows.startRegistration({ phone: "935550011", district: 7 }).catch((e) => e);
    expect(refusal).toBeInstanceOf(AccountError);
    expect(refusal).toMatchObject({ status: 429, code: "CODE.TOO_SOON", message: "Wait 42 s" });
  });

  it("reads a registration's token pair, or a single token", async () => {
    const { flows, calls } = gateway([
      { status: 200, body: { token: { access: "a1", refresh: "r1" }, full_name: "Aziz" } },
      { status: 200, body: { token: "a2", full_name: "Aziz" } },
    ]);
    const input = { password: "qurilish2024", fullName: "Aziz", signature: "sig" };
    await expect(flows.register(input)).resolves.toEqual({ access: "a1", refresh: "r1" });
    await expect(flows.register(input)).resolves.toEqual({ access: "a2", refresh: "" });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      password: "qurilish2024",
      full_name: "Aziz",
      signature: "sig",
    });
  });

  it("asks for regions 15 a page and districts 50 a page, and sees a full page as one with a next", async () => {
    const { flows, calls } = gateway([
      { status: 200, body: { results: Array.from({ length: 15 }, (_, i) => place(i + 1)) } },
      { status: 200, body: { results: [{ ...place(101), region: { id: 1 } }] } },
    ]);
    const regions = await flows.regions(1);
    expect(regions.hasNext).toBe(true);
    expect(regions.items[0]).toEqual({ id: 1, title: "P1" });
    const districts = await flows.districts(1, 2);
    expect(districts).toEqual({ items: [{ id: 101, title: "P101" }], hasNext: false });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/api/v1/common/region/?page=1&size=15",
      "http://api.test/api/v1/common/district/?region=1&page=2&size=50",
    ]);
  });
});
