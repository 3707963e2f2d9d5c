import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../server/db/seed/demo-account.seed.ts";
import { codeSentTo as codeSent, textsTo } from "./helpers/sms-outbox.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Registration and password reset over HTTP, reading the codes where a developer does: the SMS outbox file.
describe.each(BACKENDS)("registration and password reset on %s", (backend) => {
  let t: TestApp;
  let district: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 50 });
    const [row] = await t.app.internals.db.query<{ id: number }>(
      "SELECT id FROM districts ORDER BY id LIMIT 1",
    );
    district = row!.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/${url}`,
      payload: payload as object,
      headers: { "accept-language": "ru", ...headers },
    });
  const texts = (phone: string) => textsTo(t.config.dataDir, phone);
  const codeSentTo = (phone: string) => codeSent(t.app, t.config.dataDir, phone);

  it("registers a new phone: code by SMS, signature, password, then the account signs in", async () => {
    const phone = "901230001";
    const start = await post("account/registration/entrypoint/", { phone, district });
    expect(start.statusCode).toBe(200);
    const { session } = start.json<{ session: string }>();
    const code = await codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(texts(phone).at(-1)).toMatchObject({
      purpose: "registration",
      text: expect.stringContaining("код"),
    });

    const wrong = await post("account/registration/verify/", {
      phone,
      session,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers["x-error-code"]).toBe("CODE.WRONG");

    const verified = await post("account/registration/verify/", {
      phone: "+998 (90) 123-00-01",
      session,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const { signature } = verified.json<{ signature: string }>();

    const done = await post("account/registration/register/", {
      signature,
      password: "yangi-parol-1",
      full_name: " Aziz Karimov ",
    });
    expect(done.statusCode).toBe(200);
    const body = done.json<{ token: { access: string; refresh: string }; full_name: string }>();
    expect(body.full_name).toBe("Aziz Karimov");
    const me = await t.app.inject({
      url: "/api/v1/account/",
      headers: { authorization: `Bearer ${body.token.access}` },
    });
    expect(me.json()).toMatchObject({ phone, full_name: "Aziz Karimov" });

    const login = await post("auth/login/", { phone, password: "yangi-parol-1" });
    expect(login.statusCode).toBe(200);
    // The signature is spent: the phone has an account now.
    const again = await post("account/registration/register/", {
      signature,
      password: "boshqa-parol",
      full_name: "X",
    });
    expect(again.headers["x-error-code"]).toBe("ACCOUNT.PHONE_TAKEN");
  });

  it("says a phone is taken only after its code was proven, never at the first step", async () => {
    const phone = DEMO_ACCOUNT.phone;
    await t.app.internals.db.query(
      "INSERT INTO users (phone, full_name, password_hash) VALUES ($1, 'Demo', 'scrypt$x') ON CONFLICT DO NOTHING",
      [phone],
    );
    const start = await post("account/registration/entrypoint/", { phone, district });
    expect(start.statusCode).toBe(200);
    const { session } = start.json<{ session: string }>();
    const verified = await post("account/registration/verify/", {
      phone,
      session,
      code: await codeSentTo(phone),
    });
    expect(verified.statusCode).toBe(200);
    const done = await post("account/registration/register/", {
      ...verified.json<{ signature: string }>(),
      password: "parol12345",
      full_name: "Boshqa",
    });
    expect(done.statusCode).toBe(400);
    expect(done.headers["x-error-code"]).toBe("ACCOUNT.PHONE_TAKEN");
  });

  it("refuses an unknown district, a forged session and a second code within 60 s", async () => {
    const badDistrict = await post("account/registration/entrypoint/", {
      phone: "901230002",
      district: 999999,
    });
    expect(badDistrict.statusCode).toBe(400);
    expect(badDistrict.json().errors[0]).toMatchObject({ error: "FIELD.INVALID", field: "district" });

    const forged = await post("account/registration/verify/", {
      phone: "901230002",
      session: "AAAA.BBBB.CCCC",
      code: "123456",
    });
    expect(forged.headers["x-error-code"]).toBe("STEP.EXPIRED");

    expect(
      (await post("account/registration/entrypoint/", { phone: "901230003", district })).statusCode,
    ).toBe(200);
    const soon = await post("account/registration/entrypoint/", { phone: "901230003", district });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers["x-error-code"]).toBe("CODE.TOO_SOON");
  });

  it("answers a reset for an unknown phone exactly like a known one, and texts only the known one", async () => {
    // Its registration code was a moment ago; past the resend countdown now.
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = '901230001'",
    );
    const known = await post("account/password-reset/", { phone: "901230001" });
    const unknown = await post("account/password-reset/", { phone: "901239999" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json<{ signature: string }>().signature.length).toBe(
      known.json<{ signature: string }>().signature.length,
    );
    await t.app.internals.outbox.kick();
    expect(texts("901239999")).toEqual([]);
    expect(texts("901230001").at(-1)?.purpose).toBe("reset");
    // The unknown phone is throttled like a known one, so a second try tells nothing either.
    expect((await post("account/password-reset/", { phone: "901239999" })).headers["x-error-code"]).toBe(
      "CODE.TOO_SOON",
    );
  });

  it("resets a password with the code, ends every old session, and signs in with the new one", async () => {
    const phone = "901230001";
    const before = (await post("auth/login/", { phone, password: "yangi-parol-1" })).json<{
      refresh: string;
    }>();
    await t.app.internals.db.query(
      "UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1",
      [phone],
    );
    const { signature } = (await post("account/password-reset/", { phone })).json<{ signature: string }>();
    const tokens = await post("account/password-reset/verify/", { signature, code: await codeSentTo(phone) });
    expect(tokens.statusCode).toBe(200);
    const { access } = tokens.json<{ access: string }>();
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/v1/account/password-change-after-reset/",
      headers: { authorization: `Bearer ${access}`, "accept-language": "ru" },
      payload: { new_password: "eng-yangi", password_confirm: "eng-yangi" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: "Пароль изменён" });
    expect((await post("auth/login/", { phone, password: "yangi-parol-1" })).statusCode).toBe(401);
    expect((await post("auth/login/", { phone, password: "eng-yangi" })).statusCode).toBe(200);
    expect((await post("auth/token/refresh/", { refresh: before.refresh })).statusCode).toBe(401);
    // One accepted code, one change: the same access token cannot set the password again.
    const again = await t.app.inject({
      method: "PUT",
      url: "/api/v1/account/password-change-after-reset/",
      headers: { authorization: `Bearer ${access}` },
      payload: { new_password: "uchinchi-parol", password_confirm: "uchinchi-parol" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers["x-error-code"]).toBe("STEP.EXPIRED");
    expect((await post("auth/login/", { phone, password: "eng-yangi" })).statusCode).toBe(200);
  });

  it("lets no access token change a password without a reset code just accepted", async () => {
    const phone = "901230004";
    const { session } = (await post("account/registration/entrypoint/", { phone, district })).json<{
      session: string;
    }>();
    const { signature } = (
      await post("account/registration/verify/", { phone, session, code: await codeSentTo(phone) })
    ).json<{ signature: string }>();
    const { token } = (
      await post("account/registration/register/", { signature, password: "parol-123456", full_name: "Lola" })
    ).json<{ token: { access: string } }>();
    const attempt = await t.app.inject({
      method: "PUT",
      url: "/api/v1/account/password-change-after-reset/",
      headers: { authorization: `Bearer ${token.access}` },
      payload: { new_password: "hijacked", password_confirm: "hijacked" },
    });
    expect(attempt.statusCode).toBe(400);
    expect(attempt.headers["x-error-code"]).toBe("STEP.EXPIRED");
    expect((await post("auth/login/", { phone, password: "parol-123456" })).statusCode).toBe(200);
  });
});
