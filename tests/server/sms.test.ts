import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import {
  CODE_TEXTS,
  codeText,
  createSmsSender,
  EskizRefusal,
  ORDER_TEXTS,
  orderText,
  SMS_OUTBOX_FILE,
  type SmsMessage,
} from "../../server/modules/notifications/index.ts";
import { LANGUAGES } from "../../domain/language.ts";
import { startEskizDouble, type EskizDouble } from "./helpers/eskiz-double.ts";

const PURPOSES = Object.keys(CODE_TEXTS) as (keyof typeof CODE_TEXTS)[];
const NEWS = Object.keys(ORDER_TEXTS) as (keyof typeof ORDER_TEXTS)[];
const SEND = "POST /api/message/sms/send";
const LOGIN = "POST /api/auth/login";
const REFRESH = "PATCH /api/auth/refresh";

const message = (text = codeText("registration", "sr", "123456")): SmsMessage => ({
  phone: "901234567",
  purpose: "registration",
  text,
});

describe("the Eskiz adapter against a local server that plays Eskiz", () => {
  let eskiz: EskizDouble;
  const senderFor = (extra: { sender?: string; callbackUrl?: string } = {}) =>
    createSmsSender({
      smsProvider: "eskiz",
      dataDir: os.tmpdir(),
      eskiz: {
        email: "shop@example.uz",
        password: "s3cret",
        sender: "4546",
        baseUrl: eskiz.baseUrl,
        ...extra,
      },
    });

  beforeEach(async () => {
    eskiz = await startEskizDouble();
  });
  afterEach(() => eskiz.close());

  it("logs in with the form's email and password on the first send, then sends with the sender id", async () => {
    const sms = senderFor();
    await sms.send(message());
    expect(eskiz.calls).toEqual([LOGIN, SEND]);
    expect(eskiz.logins).toEqual([{ email: "shop@example.uz", password: "s3cret" }]);
    expect(eskiz.sent).toEqual([
      {
        mobile_phone: "998901234567",
        message: "Qurilish bozori: ro‘yxatdan o‘tish kodi 123456. Hech kimga bermang.",
        from: "4546",
        token: "token-1",
      },
    ]);
    // The token is kept: the next send does not log in again.
    await sms.send(message(codeText("reset", "ru", "654321")));
    expect(eskiz.calls).toEqual([LOGIN, SEND, SEND]);
    expect(eskiz.sent[1]).toMatchObject({ message: codeText("reset", "ru", "654321"), token: "token-1" });
  });

  it("sends the configured sender id and the callback address", async () => {
    await senderFor({ sender: "QBozori", callbackUrl: "https://shop.example.uz/sms/status" }).send(message());
    expect(eskiz.sent[0]).toMatchObject({
      from: "QBozori",
      callback_url: "https://shop.example.uz/sms/status",
    });
  });

  it("renews an expired token once by refresh and sends the text exactly once", async () => {
    const sms = senderFor();
    await sms.send(message());
    eskiz.calls.length = 0;
    eskiz.expireTokens();
    await sms.send(message(codeText("master", "uz", "111222")));
    expect(eskiz.calls).toEqual([SEND, REFRESH, SEND]);
    expect(eskiz.sent.map((s) => [s.message, s.token])).toEqual([
      [message().text, "token-1"],
      [codeText("master", "uz", "111222"), "token-2"],
    ]);
  });

  it("logs in again when Eskiz will not refresh the expired token", async () => {
    const sms = senderFor();
    await sms.send(message());
    eskiz.expireTokens();
    eskiz.refreshWorks = false;
    await sms.send(message());
    expect(eskiz.calls).toEqual([LOGIN, SEND, SEND, REFRESH, LOGIN, SEND]);
    expect(eskiz.sent.map((s) => s.token)).toEqual(["token-1", "token-2"]);
  });

  it("renews the token once for sends that met its expiry together", async () => {
    const sms = senderFor();
    await sms.send(message());
    eskiz.expireTokens();
    await Promise.all(["1", "2", "3"].map((n) => sms.send(message(codeText("reset", "sr", `00000${n}`)))));
    expect(eskiz.calls.filter((c) => c === REFRESH)).toHaveLength(1);
    expect(eskiz.calls.filter((c) => c === LOGIN)).toHaveLength(1);
    expect(eskiz.sent).toHaveLength(4);
  });

  it("throws Eskiz's message when a send is refused, and records nothing", async () => {
    const sms = senderFor();
    eskiz.refuseSends(400, "Этот смс текст еще не прошел модерацию");
    const refusal = await sms.send(message("Not an approved template")).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EskizRefusal);
    expect(refusal).toMatchObject({
      step: "send",
      status: 400,
      reason: "Этот смс текст еще не прошел модерацию",
    });
    expect(eskiz.sent).toEqual([]);
  });

  it("gives up after one renewal when the new token is refused too", async () => {
    const sms = senderFor();
    await sms.send(message());
    eskiz.calls.length = 0;
    eskiz.refuseSends(401, "Expired", 2);
    await expect(sms.send(message())).rejects.toThrow(/send \(HTTP 401\)/);
    expect(eskiz.calls).toEqual([SEND, REFRESH, SEND]);
  });

  it("throws on bad credentials, and logs in afresh on the next send once they are right", async () => {
    // The password was changed in the cabinet and not yet in the shop's settings.
    eskiz.credentials = { email: "shop@example.uz", password: "changed" };
    const sms = senderFor();
    await expect(sms.send(message())).rejects.toThrow(/login \(HTTP 401\): Invalid email or password/);
    expect(eskiz.sent).toEqual([]);
    eskiz.credentials = { email: "shop@example.uz", password: "s3cret" };
    await sms.send(message());
    expect(eskiz.calls).toEqual([LOGIN, LOGIN, SEND]);
    expect(eskiz.sent).toHaveLength(1);
  });

  it("throws, naming the step, when Eskiz cannot be reached", async () => {
    const sms = senderFor();
    await eskiz.close();
    await expect(sms.send(message())).rejects.toThrow(/Eskiz login failed/);
    eskiz = await startEskizDouble();
  });

  it("refuses a phone that is not 9 national digits before calling Eskiz", async () => {
    await expect(senderFor().send({ ...message(), phone: "+998901234567" })).rejects.toThrow(/9 national/);
    expect(eskiz.calls).toEqual([]);
  });
});

describe("the console adapter", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "qb-sms-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("prints each text and appends it as one JSON line with phone, text, purpose and time", async () => {
    const dataDir = path.join(root, "not", "yet", "there");
    const at = new Date("2025-03-01T09:30:00.000Z");
    const printed = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const sms = createSmsSender({ smsProvider: "console", dataDir }, { now: () => at });
      for (const lang of LANGUAGES)
        await sms.send({
          phone: "935554433",
          purpose: "phone_change",
          text: codeText("phone_change", lang, "424242"),
        });
      const lines = readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), "utf8").split("\n");
      expect(lines.pop()).toBe("");
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        {
          phone: "935554433",
          text: "Qurilish bozori: код для смены номера 424242. Никому не сообщайте.",
          purpose: "phone_change",
          at: "2025-03-01T09:30:00.000Z",
        },
        {
          phone: "935554433",
          text: "Qurilish bozori: янги рақам коди 424242. Ҳеч кимга берманг.",
          purpose: "phone_change",
          at: "2025-03-01T09:30:00.000Z",
        },
        {
          phone: "935554433",
          text: "Qurilish bozori: yangi raqam kodi 424242. Hech kimga bermang.",
          purpose: "phone_change",
          at: "2025-03-01T09:30:00.000Z",
        },
      ]);
      expect(printed).toHaveBeenCalledTimes(3);
      expect(printed.mock.calls[2]?.[0]).toContain("+998935554433");
    } finally {
      printed.mockRestore();
    }
  });
});

describe("the code texts", () => {
  it("carry the code once, fit one SMS part, and write Uzbek Latin with the shop's ‘", () => {
    for (const purpose of PURPOSES)
      for (const lang of LANGUAGES) {
        const text = codeText(purpose, lang, "987654");
        expect(text.split("987654"), `${purpose} ${lang}`).toHaveLength(2);
        expect(text).not.toMatch(/[{}'`ʻ]/);
        // Cyrillic and ‘ make a text UCS-2, where one part is 70 characters.
        expect([...text].length, `${purpose} ${lang}`).toBeLessThanOrEqual(70);
        expect(text.startsWith("Qurilish bozori: ")).toBe(true);
      }
    expect(codeText("registration", "sr", "1")).toContain("ro‘yxatdan o‘tish");
    for (const purpose of PURPOSES) expect(codeText(purpose, "uz", "1")).toMatch(/[а-яўқғҳ]/);
  });

  it("tell an order's news with its number, in one SMS part, in each language", () => {
    for (const news of NEWS)
      for (const lang of LANGUAGES) {
        const text = orderText(news, lang, 1234567);
        expect(text.split("1234567"), `${news} ${lang}`).toHaveLength(2);
        expect(text).not.toMatch(/[{}'`ʻ]/);
        expect([...text].length, `${news} ${lang}`).toBeLessThanOrEqual(70);
        expect(text.startsWith("Qurilish bozori: ")).toBe(true);
      }
    for (const news of NEWS) expect(orderText(news, "uz", 1)).toMatch(/[а-яўқғҳ]/);
    for (const news of NEWS) expect(orderText(news, "sr", 1)).not.toMatch(/[а-яё]/i);
  });

  it("are all listed in the module's README, the list registered with Eskiz", () => {
    const readme = readFileSync(path.join("server", "modules", "notifications", "README.md"), "utf8");
    for (const purpose of PURPOSES)
      for (const lang of LANGUAGES) expect(readme).toContain(`| ${codeText(purpose, lang, "123456")} |`);
    for (const news of NEWS)
      for (const lang of LANGUAGES) expect(readme).toContain(`| ${orderText(news, lang, 1234567)} |`);
  });
});

describe("the SMS settings", () => {
  const base = { NODE_ENV: "test", SMS_PROVIDER: "eskiz", ESKIZ_EMAIL: "a@b.uz", ESKIZ_PASSWORD: "p" };
  const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }, { persistSecrets: false });

  it("default to Eskiz's own sender id and address", () => {
    expect(load({}).eskiz).toEqual({
      email: "a@b.uz",
      password: "p",
      sender: "4546",
      baseUrl: "https://notify.eskiz.uz/api",
    });
    expect(load({ ESKIZ_SENDER: "QBozori", ESKIZ_BASE_URL: "http://127.0.0.1:9/api/" }).eskiz).toMatchObject({
      sender: "QBozori",
      baseUrl: "http://127.0.0.1:9/api",
    });
  });

  it("refuse a sender id SMS cannot carry and an address that is not http", () => {
    expect(() => load({ ESKIZ_SENDER: "Qurilish bozori" })).toThrow(/ESKIZ_SENDER/);
    expect(() => load({ ESKIZ_BASE_URL: "ftp://notify.eskiz.uz" })).toThrow(/ESKIZ_BASE_URL/);
  });

  it("pick the console sender unless SMS_PROVIDER says eskiz", () => {
    expect(createSmsSender({ smsProvider: "console", dataDir: os.tmpdir() }).constructor.name).toBe(
      "ConsoleSmsSender",
    );
    expect(() => createSmsSender({ smsProvider: "eskiz", dataDir: os.tmpdir() })).toThrow(/ESKIZ_EMAIL/);
  });
});
