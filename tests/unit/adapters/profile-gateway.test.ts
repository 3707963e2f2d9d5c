import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../../../adapters/http/api-client";
import { HttpAccountGateway } from "../../../adapters/http/account.gateway";
import { HttpProfileGateway } from "../../../adapters/http/profile.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { AccountError } from "../../../application/account/account.types";

const user = {
  id: 7,
  phone: "901234567",
  full_name: "Usta Karim",
  address: "Toshkent",
  avatar_src: { default: "/media/avatars/a.webp", small: "/media/avatars/a.webp?width=160" },
  cashback_balance: "15000.00",
  coupon_balance: "220",
  is_master: true,
  discount_card: "QB000000075",
};

function harness(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    const body = next.body === undefined ? "" : JSON.stringify(next.body);
    return new Response(body, { status: next.status, headers: next.headers });
  });
  const api = new ApiClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "uz", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, profile: new HttpProfileGateway(api), account: new HttpAccountGateway(api) };
}

const path = (url: string) => url.replace("http://api.test/api/v1/", "");

describe("the profile over HTTP", () => {
  it("reads a master's discount card from the account answer, and null when it is absent", async () => {
    const { discount_card: _, ...shopper } = { ...user, is_master: false };
    const { account } = harness([
      { status: 200, body: user },
      { status: 200, body: shopper },
    ]);
    expect(await account.me()).toMatchObject({ isMaster: true, discountCard: "QB000000075", points: 220 });
    expect((await account.me()).discountCard).toBeNull();
  });

  it("edits the account as multipart: a new picture as a file, an empty avatar to remove it", async () => {
    const { calls, profile } = harness([
      { status: 200, body: user },
      { status: 200, body: { ...user, avatar_src: null } },
    ]);
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "me.jpg", { type: "image/jpeg" });
    const edited = await profile.editAccount({
      fullName: "Usta Karim",
      address: "Toshkent",
      avatar: picture,
    });
    expect(edited).toMatchObject({ fullName: "Usta Karim", avatar: expect.stringContaining("a.webp") });
    const first = calls[0]!;
    expect([first.init.method, path(first.url)]).toEqual(["PUT", "account/edit/"]);
    const form = first.init.body as FormData;
    expect(form.get("full_name")).toBe("Usta Karim");
    expect((form.get("avatar") as File).name).toBe("me.jpg");

    expect((await profile.editAccount({ avatar: "" })).avatar).toBeNull();
    const second = calls[1]!.init.body as FormData;
    expect(second.get("avatar")).toBe("");
    expect(second.has("full_name")).toBe(false);
  });

  it("sends the contract's field names for the password, phone and master calls", async () => {
    const { calls, profile } = harness([
      { status: 200, body: { message: "Parol o‘zgartirildi" } },
      { status: 200, body: { signature: "sig" } },
      { status: 200, body: { success: true } },
      { status: 200, body: { is_master: false } },
      { status: 200, body: { is_master: true, message: "Siz ustasiz" } },
    ]);
    expect(
      await profile.changePassword({ oldPassword: "old", newPassword: "secret1", confirmation: "secret1" }),
    ).toBe("Parol o‘zgartirildi");
    expect(await profile.requestPhoneChange({ password: "old", phone: "935550011" })).toBe("sig");
    await profile.verifyPhoneChange({ code: "123456", signature: "sig", phone: "935550011" });
    expect(await profile.requestMaster("901234567")).toBe(false);
    expect(await profile.verifyMaster({ phone: "901234567", code: "654321" })).toBe("Siz ustasiz");
    expect(calls.map((c) => [c.init.method, path(c.url), JSON.parse(c.init.body as string)])).toEqual([
      [
        "PUT",
        "account/password-change/",
        { old_password: "old", new_password: "secret1", password_confirm: "secret1" },
      ],
      ["POST", "account/change-phone/", { password: "old", phone: "935550011" }],
      ["POST", "account/change-phone/verify/", { code: "123456", signature: "sig", phone: "935550011" }],
      ["POST", "account/request-for-master/", { phone: "901234567" }],
      ["POST", "account/verify-request-for-master/", { phone: "901234567", otp: "654321" }],
    ]);
  });

  it("turns a refusal into an AccountError with the code, the server's words and the field", async () => {
    const { profile } = harness([
      {
        status: 400,
        body: { detail: "Joriy parol noto‘g‘ri" },
        headers: { "x-error-code": "PASSWORD.WRONG_OLD" },
      },
      {
        status: 400,
        body: { status_code: 400, errors: [{ error: "FIELD.INVALID", message: "…", field: "avatar" }] },
      },
    ]);
    const wrongOld = profile.changePassword({
      oldPassword: "x",
      newPassword: "secret1",
      confirmation: "secret1",
    });
    await expect(wrongOld).rejects.toBeInstanceOf(AccountError);
    await expect(wrongOld).rejects.toMatchObject({
      status: 400,
      code: "PASSWORD.WRONG_OLD",
      message: "Joriy parol noto‘g‘ri",
    });
    await expect(profile.editAccount({ avatar: "" })).rejects.toMatchObject({
      code: "FIELD.INVALID",
      params: { field: "avatar" },
    });
  });
});
