import { describe, expect, it } from "vitest";
import { endpoints, validate, User, RegistrationRegisterAnswer } from "../../../contract/index.ts";
import { accountCases, user } from "./cases/accounts.cases.ts";
import { runCases } from "./cases/run-cases.ts";

runCases(accountCases);

describe("accounts: what validation hands back", () => {
  it("reads whole discount points as money text", () => {
    const result = validate(User, { ...user, coupon_balance: 300 });
    expect(result.ok && result.value.coupon_balance).toBe("300.00");
  });

  it("reads a registration district sent as form text as a number", () => {
    const result = validate(endpoints.registrationEntrypoint.body, { phone: "991112233", district: "27" });
    expect(result.ok && result.value.district).toBe(27);
  });

  it("reports a password mismatch at password_confirm with the spec's text", () => {
    const result = validate(endpoints.passwordChange.body, {
      old_password: "eski",
      new_password: "yangi-parol",
      password_confirm: "yangi-paro1",
    });
    expect(result).toMatchObject({
      ok: false,
      path: "password_confirm",
      message: "Entered passwords must be identical",
    });
  });

  it("keeps a single registration token as text", () => {
    const result = validate(RegistrationRegisterAnswer, { token: "abc.def.ghi", full_name: "Jasur" });
    expect(result.ok && result.value.token).toBe("abc.def.ghi");
  });

  it("lets fields the contract does not list pass through", () => {
    const result = validate(User, { ...user, discount_card_number: "7700 1234" });
    expect(result.ok && (result.value as Record<string, unknown>).discount_card_number).toBe("7700 1234");
  });
});
