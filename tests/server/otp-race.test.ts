import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_MAX_WRONG_TRIES } from "../../domain/one-time-code.ts";
import { DatabaseTransactor } from "../../server/db/transactor.ts";
import { OtpRepository } from "../../server/modules/accounts/otp.repository.ts";
import { OtpService } from "../../server/modules/accounts/otp.service.ts";
import type { SmsCodeOrder } from "../../server/platform/outbox.port.ts";
import { Sealer } from "../../server/platform/sealed.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// A code's wrong tries are counted in the row the try locks (SELECT ... FOR UPDATE) and judged in the same
// transaction, so tries at once are judged one after another: unlike the sign-in limit before decision 0025,
// there is no moment between the check and the count for another try to slip through.
describe.each(BACKENDS)("one-time codes tried all at once on %s", (backend) => {
  let t: TestApp;
  let otp: OtpService;
  const sent: SmsCodeOrder[] = [];
  const sealer = new Sealer("test-secret-test-secret-test-secret-x", "sms");

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20 });
    const db = t.app.internals.db;
    otp = new OtpService({
      repository: new OtpRepository(db),
      transactor: new DatabaseTransactor(db),
      outbox: {
        add: async (tx, topic, payload) => {
          await t.app.internals.outboxRepository.add(tx, topic, ["notifications"], payload);
          if (topic === "sms.code") sent.push(payload as SmsCodeOrder);
        },
      },
      secret: "otp-hash-secret",
      sealer,
    });
  });
  afterAll(() => t.close());

  const issue = async (phone: string) => {
    const issued = await otp.issue({
      purpose: "registration",
      phone,
      binding: `s-${phone}`,
      address: `a-${phone}`,
      lang: "uz",
    });
    expect(issued.ok).toBe(true);
    return sealer.open(sent.at(-1)!.sealedCode)!;
  };
  const tryCode = (phone: string, code: string) =>
    otp.verify({ purpose: "registration", phone, binding: `s-${phone}`, code });
  const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

  it("counts five of thirty wrong codes sent at once, and refuses the right one sent after them", async () => {
    const code = await issue("901130001");
    const tries = Array.from({ length: 30 }, (_, i) => wrongOf(code, i)).concat(code);
    const results = await Promise.all(tries.map((typed) => tryCode("901130001", typed)));
    const wrong = results.flatMap((r) =>
      !r.ok && r.error.code === "CODE.WRONG" ? [r.error.params?.left] : [],
    );
    expect(wrong.sort()).toEqual([0, 1, 2, 3, 4].slice(0, CODE_MAX_WRONG_TRIES));
    expect(results.filter((r) => !r.ok && r.error.code === "CODE.DEAD")).toHaveLength(
      31 - CODE_MAX_WRONG_TRIES,
    );
    expect(results.at(-1)).toMatchObject({ ok: false, error: { code: "CODE.DEAD" } });
  });

  it("accepts the right code once when it is sent ten times at once", async () => {
    const code = await issue("901130002");
    const results = await Promise.all(Array.from({ length: 10 }, () => tryCode("901130002", code)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
