import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CODE_MAX_WRONG_TRIES,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
} from "../../domain/one-time-code.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";
import { OtpRepository } from "../../server/modules/accounts/otp.repository.ts";
import { OtpService, type CodeRequest } from "../../server/modules/accounts/otp.service.ts";
import type { Outbox, SmsCodeOrder } from "../../server/platform/outbox.port.ts";
import { Sealer } from "../../server/platform/sealed.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

describe.each(BACKENDS)("one-time SMS codes on %s", (backend) => {
  let t: TestApp;
  let otp: OtpService;
  let now = Date.UTC(2026, 10, 23, 9, 0, 0);
  const sent: SmsCodeOrder[] = [];
  const sealer = new Sealer("test-secret-test-secret-test-secret-x", "sms");

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 50 });
    const db = t.app.internals.db;
    const transactor = new DatabaseTransactor(db);
    // The app's own outbox with a recorder in front: the event is written in the code's transaction.
    const outbox: Outbox = {
      add: async (tx, topic, payload) => {
        await t.app.internals.outboxRepository.add(tx, topic, ["notifications"], payload);
        if (topic === "sms.code") sent.push(payload as SmsCodeOrder);
      },
    };
    otp = new OtpService({
      repository: new OtpRepository(db),
      transactor,
      outbox,
      secret: "otp-hash-secret",
      sealer,
      clock: () => now,
    });
  });
  afterAll(() => t.close());

  const ask = (phone: string, extra: Partial<CodeRequest> = {}) =>
    otp.issue({
      purpose: "registration",
      phone,
      binding: `s-${phone}`,
      address: `a-${phone}`,
      lang: "uz",
      ...extra,
    });
  const lastCode = () => sealer.open(sent.at(-1)!.sealedCode)!;
  const tryCode = (phone: string, code: string, extra: Partial<CodeRequest> = {}) =>
    otp.verify({ purpose: "registration", phone, binding: `s-${phone}`, code, ...extra });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("keeps only a keyed hash; the outbox carries the code sealed; the right code works once", async () => {
    expect(await ask("901110001")).toEqual({ ok: true, value: null });
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.app.internals.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM one_time_codes WHERE phone = '901110001'",
    );
    expect(stored[0]!.code_hash).not.toContain(code);
    const [event] = await t.app.internals.db.query<{ payload: string }>(
      "SELECT payload::text AS payload FROM outbox WHERE topic = 'sms.code' ORDER BY id DESC LIMIT 1",
    );
    expect(event!.payload).not.toContain(code);
    expect(await tryCode("901110001", code)).toEqual({ ok: true, value: null });
    expect(await tryCode("901110001", code)).toMatchObject({ ok: false, error: { code: "CODE.DEAD" } });
  });

  it("refuses the right code after five wrong tries: the code is dead", async () => {
    await ask("901110002");
    const code = lastCode();
    for (let i = 1; i <= CODE_MAX_WRONG_TRIES; i++) {
      expect(await tryCode("901110002", wrongOf(code))).toEqual({
        ok: false,
        error: { code: "CODE.WRONG", params: { left: CODE_MAX_WRONG_TRIES - i } },
      });
    }
    expect(await tryCode("901110002", code)).toMatchObject({ ok: false, error: { code: "CODE.DEAD" } });
  });

  it("binds a code to its purpose and to the session it was issued for", async () => {
    await ask("901110003");
    const code = lastCode();
    expect(await tryCode("901110003", code, { binding: "another-session" })).toMatchObject({
      error: { code: "CODE.DEAD" },
    });
    expect(await tryCode("901110003", code, { purpose: "reset" })).toMatchObject({
      error: { code: "CODE.DEAD" },
    });
    expect(await tryCode("901110003", code)).toEqual({ ok: true, value: null });
  });

  it("lets a code expire after five minutes", async () => {
    await ask("901110004");
    const code = lastCode();
    now += 5 * 60 * 1000;
    expect(await tryCode("901110004", code)).toMatchObject({ ok: false, error: { code: "CODE.DEAD" } });
  });

  it("sends a new code no sooner than 60 s, and at most five an hour to one phone", async () => {
    expect((await ask("901110005")).ok).toBe(true);
    now += 20_000;
    expect(await ask("901110005")).toEqual({
      ok: false,
      error: { code: "CODE.TOO_SOON", params: { seconds: 40 } },
    });
    for (let i = 2; i <= CODES_PER_PHONE_PER_HOUR; i++) {
      now += 61_000;
      expect((await ask("901110005")).ok, `code ${i}`).toBe(true);
    }
    now += 61_000;
    expect(await ask("901110005")).toEqual({ ok: false, error: { code: "CODE.THROTTLED" } });
    now += 3600_000;
    expect((await ask("901110005")).ok).toBe(true);
  });

  it("sends at most twenty codes an hour to one client address, whatever the phones", async () => {
    now += 2 * 3600_000;
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i++) {
      expect((await ask(`9022${String(i).padStart(5, "0")}`, { address: "198.51.100.7" })).ok).toBe(true);
    }
    expect(await ask("902299999", { address: "198.51.100.7" })).toEqual({
      ok: false,
      error: { code: "CODE.THROTTLED" },
    });
  });

  it("texts only Uzbek mobile numbers, and stores nothing for others", async () => {
    const before = sent.length;
    expect(await ask("001234567")).toEqual({ ok: false, error: { code: "PHONE.INVALID" } });
    expect(sent.length).toBe(before);
  });

  it("issues one code when two requests for a phone race", async () => {
    now += 2 * 3600_000;
    const results = await Promise.all([ask("901110006"), ask("901110006"), ask("901110006")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual([
      "CODE.TOO_SOON",
      "CODE.TOO_SOON",
    ]);
  });
});
