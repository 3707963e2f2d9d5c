import { describe, expect, it } from "vitest";
import { serializeCookie } from "../../../adapters/cookies/browser-cookie-jar";
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
