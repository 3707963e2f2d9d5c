import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenIssuer } from "../../server/modules/accounts/tokens.ts";
import { BACKENDS, ERROR_KEYS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const DAY = 24 * 60 * 60_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));

describe.each(BACKENDS)("refresh tokens on %s", (backend) => {
  let t: TestApp;
  let userId: number;
  const phone = "935550021";
  const password = "sessiya-paroli";

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: { "accept-language": "ru" } });
  const signIn = async () =>
    expectAnswer("login", (await post("/api/v1/auth/login/", { phone, password })).json());
  const refresh = (token: string) => post("/api/v1/auth/token/refresh/", { refresh: token });
  const rotated = async (token: string) => {
    const r = await refresh(token);
    expect(r.statusCode).toBe(200);
    return expectAnswer("tokenRefresh", r.json()) as { access: string; refresh: string };
  };
  const account = (access: string) =>
    t.app.inject({ url: "/api/v1/account/", headers: { authorization: `Bearer ${access}` } });

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20 });
    userId = await t.app.internals.accounts.create({ phone, password, fullName: "Sessiya Egasi" });
  });
  afterAll(async () => t?.close());

  it("log-out ends the session on the server: its refresh tokens die, other sessions live", async () => {
    const other = await signIn();
    const mine = await signIn();
    const earlier = mine.refresh;
    const next = await rotated(mine.refresh);
    const out = await post("/api/v1/auth/logout/", { refresh: next.refresh });
    expect(out.statusCode).toBe(200);
    expect(expectAnswer("logout", out.json())).toEqual({ success: true });
    expect(out.headers["cache-control"]).toBe("private, no-store");
    expect((await refresh(next.refresh)).statusCode).toBe(401);
    expect((await refresh(earlier)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
    // A forged or already ended token gets the same answer: there is nothing to tell.
    expect((await post("/api/v1/auth/logout/", { refresh: next.refresh })).json()).toEqual({ success: true });
    expect((await post("/api/v1/auth/logout/", { refresh: "a.b.c" })).json()).toEqual({ success: true });
  });

  it("rotates: every refresh answers a new refresh token, and a used one is refused", async () => {
    const first = await signIn();
    const seen = new Set([first.refresh]);
    let current = first;
    for (let i = 0; i < 3; i++) {
      current = await rotated(current.refresh);
      expect(seen.has(current.refresh)).toBe(false);
      seen.add(current.refresh);
      expect(claimsOf(current.access).sid).toBe(claimsOf(first.access).sid);
    }
    expect((await account(current.access)).statusCode).toBe(200);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(Object.keys(replay.json()).sort()).toEqual(ERROR_KEYS);
  });

  it("revokes the whole family when a rotated token is replayed: the thief's replay and the owner's newest fail", async () => {
    // The owner refreshes first; the thief replays the stolen, already used token.
    const stolen = (await signIn()).refresh;
    const owners = await rotated(stolen);
    const other = await signIn();
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await refresh(owners.refresh)).statusCode).toBe(401);
    // Another session of the same user is not touched.
    expect((await refresh(other.refresh)).statusCode).toBe(200);

    // The thief refreshes first; the owner's next refresh is the replay, and it ends the thief's session.
    const shared = (await signIn()).refresh;
    const thiefs = await rotated(shared);
    expect((await refresh(shared)).statusCode).toBe(401);
    expect((await refresh(thiefs.refresh)).statusCode).toBe(401);
  });

  it("lets exactly one of several concurrent refreshes with one token through", async () => {
    const { refresh: token } = await signIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(token)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401, 401, 401, 401, 401]);
    // The losers presented a used token: that is a reuse, so the winner's session ends too.
    const winner = expectAnswer("tokenRefresh", answers.find((r) => r.statusCode === 200)!.json());
    expect((await refresh(winner.refresh!)).statusCode).toBe(401);
    const [row] = await t.app.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM refresh_tokens WHERE family = $1 AND revoked_at IS NULL",
      [claimsOf(winner.access).sid],
    );
    expect(row!.n).toBe(0);
  });

  it("logs out one session and ends every other session but the one kept", async () => {
    const accounts = t.app.internals.accounts;
    const leaving = await signIn();
    const staying = await signIn();
    expect(await accounts.logOut(leaving.refresh)).toBe(true);
    expect((await refresh(leaving.refresh)).statusCode).toBe(401);
    const kept = await rotated(staying.refresh);
    expect(await accounts.revokeFamily("no-such-jti")).toBe(false);
    expect(await accounts.logOut("junk")).toBe(false);

    const a = await signIn();
    const b = await signIn();
    const c = await rotated((await signIn()).refresh);
    await accounts.revokeAllForUser(userId, claimsOf(a.access).sid);
    expect((await refresh(b.refresh)).statusCode).toBe(401);
    expect((await refresh(c.refresh)).statusCode).toBe(401);
    expect((await refresh(kept.refresh)).statusCode).toBe(401);
    const a2 = await rotated(a.refresh);
    // Access tokens are checked by signature alone: they outlive a revocation by at most 30 minutes.
    expect((await account(b.access)).statusCode).toBe(200);

    await accounts.revokeAllForUser(userId);
    expect((await refresh(a2.refresh)).statusCode).toBe(401);
    // A new sign-in after the password change works as before.
    expect((await refresh((await signIn()).refresh)).statusCode).toBe(200);
  });

  it("adopts a refresh token signed before refresh tokens were recorded once, unless the user signed out everywhere", async () => {
    const issuedEarlier = new TokenIssuer(t.config.tokenSecret, () => Date.now() - DAY);
    const other = await t.app.internals.accounts.create({
      phone: "935550022",
      password: "boshqa-parol",
      fullName: "Eski Sessiya",
    });
    const legacy = await issuedEarlier.issue(other, "refresh");
    const next = await rotated(legacy);
    expect((await refresh(legacy)).statusCode).toBe(401);
    expect((await refresh(next.refresh)).statusCode).toBe(401);

    const older = await issuedEarlier.issue(other, "refresh");
    await t.app.internals.accounts.revokeAllForUser(other);
    expect((await refresh(older)).statusCode).toBe(401);
    // A token signed now without a row was never handed out by sign-in: refused.
    expect(
      (await refresh(await new TokenIssuer(t.config.tokenSecret).issue(userId, "refresh"))).statusCode,
    ).toBe(401);
  });

  it("refuses tokens whose header names another algorithm, even with a valid HMAC", async () => {
    const secret = t.config.tokenSecret;
    const { access, refresh: refreshToken } = await signIn();
    const forge = (token: string, header: object, sign: (body: string) => string) => {
      const body = `${b64(header)}.${token.split(".")[1]}`;
      return `${body}.${sign(body)}`;
    };
    const hmac = (hash: string) => (body: string) =>
      createHmac(hash, secret).update(body).digest("base64url");
    const variants = (token: string) => [
      forge(token, { alg: "none", typ: "JWT" }, () => ""),
      forge(token, { alg: "none" }, () => ""),
      forge(token, { alg: "HS512", typ: "JWT" }, hmac("sha512")),
      forge(token, { alg: "HS384", typ: "JWT" }, hmac("sha384")),
      // RS256 with the HMAC secret as if it were a public key: the classic algorithm confusion.
      forge(token, { alg: "RS256", typ: "JWT" }, hmac("sha256")),
      forge(token, { alg: "hs256", typ: "JWT" }, hmac("sha256")),
    ];
    const issuer = new TokenIssuer(secret);
    for (const bad of variants(access)) {
      expect(await issuer.verify(bad, "access"), bad).toBeNull();
      const r = await account(bad);
      expect(r.statusCode, bad).toBe(401);
      expect(Object.keys(r.json()).sort()).toEqual(ERROR_KEYS);
    }
    for (const bad of variants(refreshToken)) {
      expect((await refresh(bad)).statusCode, bad).toBe(401);
    }
    // The same payloads under the pinned header still verify, so it is the header that was refused.
    expect(await issuer.verify(forge(access, { alg: "HS256", typ: "JWT" }, hmac("sha256")), "access")).toBe(
      userId,
    );
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });
});
