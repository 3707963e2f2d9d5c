import { describe, expect, it } from "vitest";
import {
  BrowserCookieJar,
  BrowserRequestContext,
  serializeCookie,
} from "../../../adapters/cookies/browser-cookie-jar";
import { ApiClient } from "../../../adapters/http/api-client";
import { ServerCookieJar } from "../../../adapters/cookies/server-cookie-jar";

describe("cookies the shop sets", () => {
  it("are SameSite=Lax always, and Secure only when the page came over HTTPS", () => {
    expect(serializeCookie("theme", "dark", 365)).toBe("theme=dark; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeCookie("theme", "dark", 365, true)).toBe(
      "theme=dark; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
  });

  it("the server's jar marks what it sets Secure when the request was HTTPS", () => {
    const plain = new ServerCookieJar({});
    const secure = new ServerCookieJar({}, true);
    plain.set("visitorId", "abc", { maxAgeDays: 1 });
    secure.set("visitorId", "abc", { maxAgeDays: 1 });
    expect(plain.setCookies[0]).not.toContain("Secure");
    expect(secure.setCookies[0]).toMatch(/; SameSite=Lax; Secure$/);
    expect(secure.get("visitorId")).toBe("abc");
  });
});

describe("the browser's request context", () => {
  it("never reads the visitor id, even where a script could see one: its calls carry no Fingerprint", async () => {
    // An old storefront's readable cookie, as document.cookie would show it; the token is read as before.
    const doc = { cookie: "visitorId=0abcdefghijklmnopqrstuvwx; access_token=tok" } as Document;
    const context = new BrowserRequestContext(
      { pathname: "/uz/products" } as Location,
      new BrowserCookieJar(doc),
    );
    expect(context.visitorId()).toBeUndefined();
    expect(context.accessToken()).toBe("tok");
    let sent: Record<string, string> = {};
    const fetch = async (_url: string, init: RequestInit) => {
      sent = init.headers as Record<string, string>;
      return new Response(JSON.stringify({ products: [] }), { status: 200 });
    };
    await new ApiClient({ baseUrl: "/api/v1/", fetch: fetch as typeof globalThis.fetch }, context).call(
      "cartProducts",
      { query: {} },
    );
    expect(sent.Fingerprint).toBeUndefined();
    expect(sent.Authorization).toBe("Bearer tok");
  });
});
