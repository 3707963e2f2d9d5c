import { allSettled } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $authView, authViewChosen } from "../../../application/account/auth-view.model";
import {
  $district,
  $districts,
  $districtsLoading,
  $region,
  $regions,
  $regionsLoading,
  districtChosen,
  regionChosen,
} from "../../../application/account/registration-places.model";
import {
  $registrationDetails,
  $registrationFlag,
  $registrationPending,
  $registrationSentAt,
  $registrationStep,
  registered,
  registrationCodeResent,
  registrationCodeSubmitted,
  registrationDetailsReopened,
  registrationDetailsSubmitted,
  registrationEdited,
  registrationPasswordSubmitted,
  registrationRejected,
  type RegistrationDetails,
} from "../../../application/account/registration.model";
import { AccountError } from "../../../application/account/account.types";
import { storedTokens } from "../../../application/account/session";
import {
  $account,
  $loginOpen,
  $sessionStatus,
  loginClosed,
  loginOpened,
} from "../../../application/account/session.model";
import type { Refusal } from "../../../application/shared/refusal";
import { DEMO_CODE, TAKEN_PHONE } from "../../../adapters/fake/fake-auth-flows.gateway";
import type { DemoRegion } from "../../../adapters/fake/demo-places";
import { authFlowsScope } from "./auth-flows.fixture";

afterEach(() => vi.useRealTimers());

const details: RegistrationDetails = {
  fullName: "Aziz Karimov",
  phone: "935550011",
  region: 1,
  district: 101,
};

function refusals() {
  const seen: Refusal[] = [];
  const unwatch = registrationRejected.watch((refusal) => seen.push(refusal));
  return { seen, unwatch };
}

async function openRegistration(options: Parameters<typeof authFlowsScope>[0] = {}) {
  const setup = authFlowsScope(options);
  await allSettled(loginOpened, { scope: setup.scope });
  await allSettled(authViewChosen, { scope: setup.scope, params: "register" });
  return setup;
}

async function toPasswordStep(input: RegistrationDetails = details) {
  const setup = await openRegistration();
  await allSettled(registrationDetailsSubmitted, { scope: setup.scope, params: input });
  await allSettled(registrationCodeSubmitted, { scope: setup.scope, params: DEMO_CODE });
  return setup;
}

describe("the registration's places", () => {
  it("loads the regions when the register view opens, 15 a page until a page is short", async () => {
    const many: DemoRegion[] = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      title: { ru: `R${i + 1}`, uz: `R${i + 1}`, sr: `R${i + 1}` },
      districts: [],
    }));
    const { scope, flows } = await openRegistration({ regions: many });
    expect(flows.calls).toEqual(["regions:1", "regions:2"]);
    expect(scope.getState($regions)).toHaveLength(20);
    // Opening the view again does not ask again.
    await allSettled(authViewChosen, { scope, params: "register" });
    expect(flows.calls).toEqual(["regions:1", "regions:2"]);
  });

  it("clears the district and reloads the districts when the region changes", async () => {
    const { scope, flows } = await openRegistration();
    await allSettled(regionChosen, { scope, params: 1 });
    expect(scope.getState($districts).map((d) => d.id)).toEqual([101, 102, 103, 104]);
    await allSettled(districtChosen, { scope, params: 102 });
    expect(scope.getState($district)).toBe(102);
    await allSettled(regionChosen, { scope, params: 3 });
    expect(scope.getState($district)).toBeNull();
    expect(scope.getState($districts).map((d) => d.id)).toEqual([301, 302, 303]);
    expect(flows.calls).toContain("districts:3:1");
    await allSettled(regionChosen, { scope, params: null });
    expect(scope.getState($districts)).toEqual([]);
  });

  it("drops a late answer for a region the shopper has left", async () => {
    const { scope, flows } = await openRegistration();
    const answer = flows.districts.bind(flows);
    // The first region's districts come last.
    flows.districts = async (region, page) => {
      if (region === 1) await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(region, page);
    };
    void allSettled(regionChosen, { scope, params: 1 });
    await allSettled(regionChosen, { scope, params: 2 });
    expect(scope.getState($region)).toBe(2);
    expect(scope.getState($districts).map((d) => d.id)).toEqual([201, 202, 203]);
  });

  it("clears the loading flags 300 ms after the answer", async () => {
    vi.useFakeTimers();
    const { scope } = authFlowsScope();
    void allSettled(authViewChosen, { scope, params: "register" });
    expect(scope.getState($regionsLoading)).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(scope.getState($regions)).toHaveLength(5);
    expect(scope.getState($regionsLoading)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($regionsLoading)).toBe(false);
    void allSettled(regionChosen, { scope, params: 4 });
    expect(scope.getState($districtsLoading)).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(scope.getState($districtsLoading)).toBe(false);
  });
});

describe("registration", () => {
  it("goes details → code → password → done, then signs the shopper in and closes the modal", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const { scope, cookies, flows } = await openRegistration();
    const signedUp: unknown[] = [];
    const unwatch = registered.watch((account) => signedUp.push(account));

    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    expect(scope.getState($registrationStep)).toBe("code");
    expect(scope.getState($registrationSentAt)).toBe(1_000_000);
    expect(scope.getState($registrationDetails)).toEqual(details);

    await allSettled(registrationCodeSubmitted, { scope, params: DEMO_CODE });
    expect(scope.getState($registrationStep)).toBe("password");

    await allSettled(registrationPasswordSubmitted, { scope, params: "qurilish2024" });
    expect(scope.getState($registrationStep)).toBe("done");
    expect(storedTokens(cookies)).not.toBeNull();
    expect(scope.getState($sessionStatus)).toBe("signed-in");
    expect(scope.getState($account)).not.toBeNull();
    expect(scope.getState($loginOpen)).toBe(false);
    expect(scope.getState($authView)).toBe("login");
    expect(signedUp).toHaveLength(1);
    expect(flows.calls.filter((c) => !c.startsWith("regions"))).toEqual([
      "startRegistration",
      "verifyRegistration",
      "register",
    ]);
    unwatch();
  });

  it("flags the code after a wrong one until it is edited, and a dead code after five", async () => {
    const { scope } = await openRegistration();
    const { seen, unwatch } = refusals();
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    await allSettled(registrationCodeSubmitted, { scope, params: "000000" });
    expect(scope.getState($registrationFlag)).toBe("code");
    expect(scope.getState($registrationStep)).toBe("code");
    expect(seen.at(-1)).toMatchObject({ code: "CODE.WRONG", params: { left: 4 } });
    await allSettled(registrationEdited, { scope });
    expect(scope.getState($registrationFlag)).toBeNull();
    for (let i = 0; i < 4; i += 1) await allSettled(registrationCodeSubmitted, { scope, params: "000000" });
    expect(seen.at(-1)?.code).toBe("CODE.DEAD");
    unwatch();
  });

  it("flags the phone when the start is refused, and the district when the server names it", async () => {
    const down = await openRegistration({ failing: true });
    await allSettled(registrationDetailsSubmitted, { scope: down.scope, params: details });
    expect(down.scope.getState($registrationFlag)).toBe("phone");
    expect(down.scope.getState($registrationStep)).toBe("details");

    const { scope } = await openRegistration();
    await allSettled(registrationDetailsSubmitted, { scope, params: { ...details, district: 999 } });
    expect(scope.getState($registrationFlag)).toBe("district");
  });

  it("resends after the countdown; a too-early resend starts a whole countdown again, flagging nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const { scope, flows } = await openRegistration();
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    vi.setSystemTime(1_020_000);
    await allSettled(registrationCodeResent, { scope });
    expect(scope.getState($registrationSentAt)).toBe(1_020_000);
    expect(scope.getState($registrationFlag)).toBeNull();
    expect(scope.getState($registrationStep)).toBe("code");
    vi.setSystemTime(1_081_000);
    await allSettled(registrationCodeResent, { scope });
    expect(scope.getState($registrationSentAt)).toBe(1_081_000);
    expect(flows.calls.filter((c) => c === "startRegistration")).toHaveLength(3);
  });

  it("does not blame the password for a taken phone", async () => {
    const { scope } = await toPasswordStep({ ...details, phone: TAKEN_PHONE });
    const { seen, unwatch } = refusals();
    await allSettled(registrationPasswordSubmitted, { scope, params: "qurilish2024" });
    expect(seen.at(-1)?.code).toBe("ACCOUNT.PHONE_TAKEN");
    expect(scope.getState($registrationFlag)).toBeNull();
    expect(scope.getState($registrationStep)).toBe("password");
    expect(scope.getState($sessionStatus)).not.toBe("signed-in");
    unwatch();
  });

  it("flags the password when the server refuses it", async () => {
    const { scope } = await toPasswordStep();
    await allSettled(registrationPasswordSubmitted, { scope, params: "short" });
    expect(scope.getState($registrationFlag)).toBe("password");
  });

  it("starts again from the details when a step ticket has expired", async () => {
    const { scope, flows } = await openRegistration();
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    flows.verifyRegistration = async () => {
      throw new AccountError(400, "", "STEP.EXPIRED");
    };
    await allSettled(registrationCodeSubmitted, { scope, params: DEMO_CODE });
    expect(scope.getState($registrationStep)).toBe("details");
    expect(scope.getState($registrationFlag)).toBeNull();
    // The form is filled again from what was sent.
    expect(scope.getState($registrationDetails)).toEqual(details);
  });

  it("goes back to the details to correct the phone", async () => {
    const { scope } = await openRegistration();
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    await allSettled(registrationDetailsReopened, { scope });
    expect(scope.getState($registrationStep)).toBe("details");
    expect(scope.getState($registrationDetails)).toEqual(details);
  });

  it("ignores a second submit while a step is running", async () => {
    const { scope, flows } = await openRegistration({ latency: 10 });
    void allSettled(registrationDetailsSubmitted, { scope, params: details });
    expect(scope.getState($registrationPending)).toBe(true);
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    expect(flows.calls.filter((c) => c === "startRegistration")).toHaveLength(1);
  });

  it("starts over, on the login view, when the modal closes", async () => {
    const { scope } = await openRegistration();
    await allSettled(regionChosen, { scope, params: 1 });
    await allSettled(registrationDetailsSubmitted, { scope, params: details });
    await allSettled(loginClosed, { scope });
    expect(scope.getState($authView)).toBe("login");
    expect(scope.getState($registrationStep)).toBe("details");
    expect(scope.getState($registrationDetails)).toBeNull();
    expect(scope.getState($region)).toBeNull();
    expect(scope.getState($districts)).toEqual([]);
    // The regions stay loaded for the next time.
    expect(scope.getState($regions)).toHaveLength(5);
  });
});
