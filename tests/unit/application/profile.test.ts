import "reflect-metadata";
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $deps } from "../../../application/app/app.model";
import type { AppDeps } from "../../../application/app/deps";
import { $account, $sessionStatus, accountLoaded } from "../../../application/account/session.model";
import {
  $profileEditRefusal,
  $profileEditSaved,
  profileEditEdited,
  profileEditSubmitted,
} from "../../../application/account/profile-edit.model";
import {
  $passwordChanged,
  $passwordChangeRefusal,
  passwordChangeEdited,
  passwordChangeSubmitted,
} from "../../../application/account/password-change.model";
import {
  $phoneChangeRefusal,
  $phoneChangeStep,
  $phoneChangeTicket,
  $phoneCodeFailed,
  phoneChangeLeft,
  phoneChangeRequested,
  phoneCodeEdited,
  phoneCodeResent,
  phoneCodeSubmitted,
} from "../../../application/account/phone-change.model";
import {
  $masterCodeFailed,
  $masterMessage,
  $masterSentAt,
  $masterStep,
  masterCodeSubmitted,
  masterRequested,
} from "../../../application/account/master.model";
import { loginSubmitted } from "../../../application/account/login.model";
import { AccountError } from "../../../application/account/account.types";
import { DEMO_ACCOUNT, DEMO_PASSWORD, FakeAccountGateway } from "../../../adapters/fake/fake-account.gateway";
import { FAKE_SMS_CODE, FakeProfileGateway, TAKEN_PHONE } from "../../../adapters/fake/fake-profile.gateway";
import { FakeCatalogueGateway } from "../../../adapters/fake/fake-catalogue.gateway";
import { FakeContentGateway } from "../../../adapters/fake/fake-content.gateway";
import { FakeShoppingGateway } from "../../../adapters/fake/fake-shopping.gateway";
import { MemoryCookieJar } from "../../../adapters/fake/memory-cookie-jar";
import { discountCardNumber, MASTER_STARTING_POINTS } from "../../../domain/master";

/** A signed-in shopper in a fresh scope over the fakes. */
async function signedIn(options: { failing?: boolean } = {}) {
  const account = new FakeAccountGateway({ failing: options.failing });
  const profile = new FakeProfileGateway(account);
  const catalogue = new FakeCatalogueGateway();
  const deps: AppDeps = {
    account,
    catalogue,
    content: new FakeContentGateway(),
    cookies: new MemoryCookieJar(),
    shopping: new FakeShoppingGateway(catalogue),
    profile,
  };
  const scope = fork({ values: [[$deps, deps]] });
  account.signedIn();
  await allSettled(accountLoaded, { scope, params: DEMO_ACCOUNT });
  return { scope, account, profile };
}

const jpeg = (bytes = 64) => {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([data], "me.jpg", { type: "image/jpeg" });
};

describe("editing the profile", () => {
  it("saves name and address and shows the answer's account at once", async () => {
    const { scope } = await signedIn();
    await allSettled(profileEditSubmitted, {
      scope,
      params: { fullName: "Karim Usta", address: "Samarqand" },
    });
    expect(scope.getState($account)).toMatchObject({ fullName: "Karim Usta", address: "Samarqand" });
    expect(scope.getState($profileEditSaved)).toBe(true);
    await allSettled(profileEditEdited, { scope });
    expect(scope.getState($profileEditSaved)).toBe(false);
  });

  it("sets a picture and removes it with an empty avatar", async () => {
    const { scope } = await signedIn();
    await allSettled(profileEditSubmitted, { scope, params: { avatar: jpeg() } });
    expect(scope.getState($account)?.avatar).toMatch(/^blob:/);
    await allSettled(profileEditSubmitted, { scope, params: { avatar: "" } });
    expect(scope.getState($account)?.avatar).toBeNull();
  });

  it("keeps a refusal with its code and field until the form is edited", async () => {
    const { scope } = await signedIn();
    const text = new File(["hello"], "me.jpg", { type: "image/jpeg" });
    await allSettled(profileEditSubmitted, { scope, params: { avatar: text } });
    expect(scope.getState($profileEditRefusal)).toMatchObject({
      code: "IMAGE.WRONG_FORMAT",
      params: { field: "avatar" },
    });
    expect(scope.getState($account)?.avatar).toBeNull();
    await allSettled(profileEditEdited, { scope });
    expect(scope.getState($profileEditRefusal)).toBeNull();
  });

  it("reads a server that is down as the generic error", async () => {
    const { scope } = await signedIn({ failing: true });
    await allSettled(profileEditSubmitted, { scope, params: { fullName: "X" } });
    expect(scope.getState($profileEditRefusal)).toEqual({ code: null, words: null });
    expect(scope.getState($sessionStatus)).toBe("signed-in");
  });
});

describe("changing the password", () => {
  const change = { oldPassword: DEMO_PASSWORD, newPassword: "yangi-parol", confirmation: "yangi-parol" };

  it("refuses a wrong old password with the server's code, until a field changes", async () => {
    const { scope } = await signedIn();
    await allSettled(passwordChangeSubmitted, { scope, params: { ...change, oldPassword: "nope" } });
    expect(scope.getState($passwordChangeRefusal)?.code).toBe("PASSWORD.WRONG_OLD");
    expect(scope.getState($passwordChanged)).toBeNull();
    await allSettled(passwordChangeEdited, { scope });
    expect(scope.getState($passwordChangeRefusal)).toBeNull();
  });

  it("changes it: the server's message shows, and the new password is the one that signs in", async () => {
    const { scope, account } = await signedIn();
    await allSettled(passwordChangeSubmitted, { scope, params: change });
    expect(scope.getState($passwordChanged)).toBe("");
    expect(account.password).toBe("yangi-parol");
    await allSettled(loginSubmitted, {
      scope,
      params: { phone: DEMO_ACCOUNT.phone, password: "yangi-parol" },
    });
    expect(scope.getState($sessionStatus)).toBe("signed-in");
  });
});

describe("changing the phone", () => {
  const request = { password: DEMO_PASSWORD, phone: "935551122" };

  it("asks for the password first, and stays on the form when it is wrong", async () => {
    const { scope } = await signedIn();
    await allSettled(phoneChangeRequested, { scope, params: { ...request, password: "nope" } });
    expect(scope.getState($phoneChangeStep)).toBe("form");
    expect(scope.getState($phoneChangeRefusal)?.code).toBe("PASSWORD.WRONG_OLD");
  });

  it("texts a code to the new phone, flags a wrong one until edited, and takes the right one", async () => {
    const { scope, account, profile } = await signedIn();
    const before = Date.now();
    await allSettled(phoneChangeRequested, { scope, params: request });
    expect(scope.getState($phoneChangeStep)).toBe("code");
    const ticket = scope.getState($phoneChangeTicket)!;
    expect(ticket.phone).toBe("935551122");
    expect(ticket.sentAt).toBeGreaterThanOrEqual(before);

    await allSettled(phoneCodeSubmitted, { scope, params: "000000" });
    expect(scope.getState($phoneCodeFailed)).toBe(true);
    expect(scope.getState($phoneChangeRefusal)).toMatchObject({ code: "CODE.WRONG", params: { left: 4 } });
    await allSettled(phoneCodeEdited, { scope });
    expect(scope.getState($phoneCodeFailed)).toBe(false);
    expect(scope.getState($phoneChangeRefusal)).toBeNull();

    await allSettled(phoneCodeSubmitted, { scope, params: FAKE_SMS_CODE });
    expect(scope.getState($phoneChangeStep)).toBe("done");
    expect(scope.getState($account)?.phone).toBe("935551122");
    expect(account.account.phone).toBe("935551122");
    expect(profile.calls).toEqual(["requestPhoneChange", "verifyPhoneChange", "verifyPhoneChange"]);
    expect(account.calls.at(-1)).toBe("me");

    await allSettled(phoneChangeLeft, { scope });
    expect(scope.getState($phoneChangeStep)).toBe("form");
    expect(scope.getState($phoneChangeTicket)).toBeNull();
  });

  it("resends with the same password and phone under a new signature", async () => {
    const { scope, profile } = await signedIn();
    await allSettled(phoneChangeRequested, { scope, params: request });
    const first = scope.getState($phoneChangeTicket)!.signature;
    await allSettled(phoneCodeResent, { scope });
    expect(scope.getState($phoneChangeTicket)!.signature).not.toBe(first);
    expect(profile.calls).toEqual(["requestPhoneChange", "requestPhoneChange"]);
  });

  it("goes back to the form when another account holds the number", async () => {
    const { scope } = await signedIn();
    await allSettled(phoneChangeRequested, { scope, params: { ...request, phone: TAKEN_PHONE } });
    await allSettled(phoneCodeSubmitted, { scope, params: FAKE_SMS_CODE });
    expect(scope.getState($phoneChangeStep)).toBe("form");
    expect(scope.getState($phoneChangeRefusal)?.code).toBe("ACCOUNT.PHONE_TAKEN");
    expect(scope.getState($account)?.phone).toBe(DEMO_ACCOUNT.phone);
  });
});

describe("master confirmation", () => {
  it("texts a code to the account's own phone; the right code makes a master with a card and points", async () => {
    const { scope } = await signedIn();
    await allSettled(masterRequested, { scope });
    expect(scope.getState($masterStep)).toBe("code");
    expect(scope.getState($masterSentAt)).toBeGreaterThan(0);

    await allSettled(masterCodeSubmitted, { scope, params: "111111" });
    expect(scope.getState($masterCodeFailed)).toBe(true);
    expect(scope.getState($account)?.isMaster).toBe(false);

    await allSettled(masterCodeSubmitted, { scope, params: FAKE_SMS_CODE });
    expect(scope.getState($masterStep)).toBe("done");
    expect(scope.getState($masterMessage)).toBe("");
    expect(scope.getState($account)).toMatchObject({
      isMaster: true,
      discountCard: discountCardNumber(DEMO_ACCOUNT.id),
      points: DEMO_ACCOUNT.points + MASTER_STARTING_POINTS,
    });
  });

  it("skips the code for an account that is a master already", async () => {
    const { scope, account, profile } = await signedIn();
    account.update({ isMaster: true, discountCard: "QB000000018" });
    await allSettled(masterRequested, { scope });
    expect(scope.getState($masterStep)).toBe("done");
    expect(scope.getState($account)?.isMaster).toBe(true);
    expect(profile.calls).toEqual(["requestMaster"]);
  });
});

describe("an ended session", () => {
  it("signs the shopper out when a profile call meets a 401 the renewal could not fix", async () => {
    const { scope, profile } = await signedIn();
    profile.changePassword = async () => {
      throw new AccountError(401, "Token is invalid or expired");
    };
    await allSettled(passwordChangeSubmitted, {
      scope,
      params: { oldPassword: DEMO_PASSWORD, newPassword: "yangi-parol", confirmation: "yangi-parol" },
    });
    expect(scope.getState($sessionStatus)).toBe("guest");
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($passwordChangeRefusal)).toBeNull();
  });
});
