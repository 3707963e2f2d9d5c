import { allSettled } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountError } from "../../../application/account/account.types";
import { $authView, authViewChosen } from "../../../application/account/auth-view.model";
import {
  $resetFailed,
  $resetMessage,
  $resetPhone,
  $resetSentAt,
  $resetStep,
  passwordReset,
  resetCodeResent,
  resetCodeSent,
  resetCodeSubmitted,
  resetEdited,
  resetPasswordSubmitted,
  resetPhoneReopened,
  resetPhoneSubmitted,
  resetRejected,
} from "../../../application/account/password-reset.model";
import { storedTokens } from "../../../application/account/session";
import { $sessionStatus, loginClosed, loginOpened } from "../../../application/account/session.model";
import type { Refusal } from "../../../application/shared/refusal";
import { DEMO_CODE } from "../../../adapters/fake/fake-auth-flows.gateway";
import { authFlowsScope } from "./auth-flows.fixture";

afterEach(() => vi.useRealTimers());

const PHONE = "901234567";
const NEW_PASSWORD = { password: "yangi123", confirmation: "yangi123" };

async function openReset(options: Parameters<typeof authFlowsScope>[0] = {}) {
  const setup = authFlowsScope(options);
  await allSettled(loginOpened, { scope: setup.scope });
  await allSettled(authViewChosen, { scope: setup.scope, params: "reset" });
  return setup;
}

function refusals() {
  const seen: Refusal[] = [];
  const unwatch = resetRejected.watch((refusal) => seen.push(refusal));
  return { seen, unwatch };
}

describe("password reset", () => {
  it("goes phone → code → new password → done, signing the change with the code's token only", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(5_000_000);
    const { scope, flows, cookies } = await openReset();
    let sent = 0;
    const messages: string[] = [];
    const unwatch = [
      resetCodeSent.watch(() => (sent += 1)),
      passwordReset.watch((message) => messages.push(message)),
    ];
    let signedWith = "";
    const change = flows.changePasswordAfterReset.bind(flows);
    flows.changePasswordAfterReset = (input) => {
      signedWith = input.access;
      return change(input);
    };

    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    expect(scope.getState($resetStep)).toBe("code");
    expect(scope.getState($resetPhone)).toBe(PHONE);
    expect(scope.getState($resetSentAt)).toBe(5_000_000);
    expect(sent).toBe(1);

    await allSettled(resetCodeSubmitted, { scope, params: DEMO_CODE });
    expect(scope.getState($resetStep)).toBe("password");

    await allSettled(resetPasswordSubmitted, { scope, params: NEW_PASSWORD });
    expect(scope.getState($resetStep)).toBe("done");
    expect(scope.getState($resetMessage)).toBe("Пароль изменён");
    expect(messages).toEqual(["Пароль изменён"]);
    expect(signedWith).toMatch(/^reset-access-/);
    // The reset's token never becomes the tab's session.
    expect(storedTokens(cookies)).toBeNull();
    expect(scope.getState($sessionStatus)).not.toBe("signed-in");

    await allSettled(authViewChosen, { scope, params: "login" });
    expect(scope.getState($authView)).toBe("login");
    expect(scope.getState($resetStep)).toBe("phone");
    unwatch.forEach((u) => u());
  });

  it("flags the phone when the request is refused, until it is edited", async () => {
    const { scope } = await openReset({ failing: true });
    const { seen, unwatch } = refusals();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    expect(scope.getState($resetFailed)).toBe(true);
    expect(scope.getState($resetStep)).toBe("phone");
    expect(seen).toEqual([{ code: null, words: null }]);
    await allSettled(resetEdited, { scope });
    expect(scope.getState($resetFailed)).toBe(false);
    unwatch();
  });

  it("flags the code after a wrong one, and a dead code after five", async () => {
    const { scope } = await openReset();
    const { seen, unwatch } = refusals();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    for (let i = 0; i < 5; i += 1) await allSettled(resetCodeSubmitted, { scope, params: "111111" });
    expect(scope.getState($resetFailed)).toBe(true);
    expect(seen.map((r) => r.code)).toEqual([
      "CODE.WRONG",
      "CODE.WRONG",
      "CODE.WRONG",
      "CODE.WRONG",
      "CODE.DEAD",
    ]);
    // Even the right code is refused now; a resend is the way on.
    await allSettled(resetCodeSubmitted, { scope, params: DEMO_CODE });
    expect(scope.getState($resetStep)).toBe("code");
    unwatch();
  });

  it("flags both password fields when the change is refused", async () => {
    const { scope } = await openReset();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    await allSettled(resetCodeSubmitted, { scope, params: DEMO_CODE });
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: { ...NEW_PASSWORD, confirmation: "boshqa12" },
    });
    expect(scope.getState($resetFailed)).toBe(true);
    expect(scope.getState($resetStep)).toBe("password");
  });

  it("starts again from the phone when the step has expired", async () => {
    const { scope, flows } = await openReset();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    await allSettled(resetCodeSubmitted, { scope, params: DEMO_CODE });
    flows.changePasswordAfterReset = async () => {
      throw new AccountError(400, "", "STEP.EXPIRED");
    };
    await allSettled(resetPasswordSubmitted, { scope, params: NEW_PASSWORD });
    expect(scope.getState($resetStep)).toBe("phone");
    expect(scope.getState($resetFailed)).toBe(false);
  });

  it("resends the code once the countdown has ended, restarting it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(5_000_000);
    const { scope, flows } = await openReset();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    vi.setSystemTime(5_060_000);
    await allSettled(resetCodeResent, { scope });
    expect(flows.calls.filter((c) => c === "requestReset")).toHaveLength(2);
    expect(scope.getState($resetSentAt)).toBe(5_060_000);
    expect(scope.getState($resetStep)).toBe("code");
  });

  it("goes back to the phone, keeping it, to correct it", async () => {
    const { scope } = await openReset();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    await allSettled(resetPhoneReopened, { scope });
    expect(scope.getState($resetStep)).toBe("phone");
    expect(scope.getState($resetPhone)).toBe(PHONE);
  });

  it("starts over when the modal closes", async () => {
    const { scope } = await openReset();
    await allSettled(resetPhoneSubmitted, { scope, params: PHONE });
    await allSettled(loginClosed, { scope });
    expect(scope.getState($authView)).toBe("login");
    expect(scope.getState($resetStep)).toBe("phone");
    expect(scope.getState($resetPhone)).toBe("");
    expect(scope.getState($resetSentAt)).toBe(0);
  });
});

describe("the modal's view", () => {
  it("switches between login, register and reset, and returns to login when closed", async () => {
    const { scope } = authFlowsScope();
    await allSettled(loginOpened, { scope });
    expect(scope.getState($authView)).toBe("login");
    await allSettled(authViewChosen, { scope, params: "reset" });
    expect(scope.getState($authView)).toBe("reset");
    await allSettled(authViewChosen, { scope, params: "register" });
    expect(scope.getState($authView)).toBe("register");
    await allSettled(loginClosed, { scope });
    expect(scope.getState($authView)).toBe("login");
  });
});
