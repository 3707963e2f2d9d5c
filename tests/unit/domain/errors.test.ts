import { describe, expect, it } from "vitest";
import {
  ERROR_MESSAGE_KEY,
  ErrorCode,
  englishMessage,
  fail,
  isErrorCode,
  messageKeyOf,
  ok,
} from "../../../domain/errors";
import { MESSAGES } from "../../../domain/messages";

describe("errors", () => {
  it("keeps the spec's English texts under the spec's keys", () => {
    expect(MESSAGES.phone_error).toBe("Please check your phone number");
    expect(MESSAGES.required).toBe("Value is required");
    expect(MESSAGES.same_as).toBe("The value must be equal to the other value");
    expect(MESSAGES.password_error).toBe("Entered passwords must be identical");
    expect(MESSAGES.fill_in_form).toBe("Please fill in the form");
    expect(MESSAGES.write_number_password).toBe("enter phone and password");
    expect(MESSAGES.choose_location).toBe("choose a location on the map");
    expect(MESSAGES.max_photos).toBe("max 4 photos");
    expect(MESSAGES.wrong_photo_format).toBe("wrong photo format");
    expect(MESSAGES.upload_correct_format).toBe("please upload the correct format");
    expect(MESSAGES.rate_required).toBe("Rate is required");
    expect(MESSAGES.already_reviewed).toBe("You already left a review");
    expect(MESSAGES.not_master).toBe("You are not a master");
    expect(MESSAGES.promo_not_valid).toBe("Promo code not valid");
    expect(MESSAGES.no_bts_branch).toBe("There is no BTS branch in this area, choose another area");
    expect(MESSAGES.wrong_old_password).toBe("Your current password does not exist or is incorrect");
    expect(MESSAGES.error_in_process).toBe("Error! Error in the process. Please try again");
    expect(MESSAGES.an_error_occurred).toBe("An error occurred");
    expect(MESSAGES.server_error).toBe("Server error");
    expect(MESSAGES.payment_success).toBe("Payment completed successfully");
  });

  it("gives every code a message key", () => {
    for (const code of Object.values(ErrorCode)) expect(MESSAGES[messageKeyOf(code)]).toBeTruthy();
    expect(Object.keys(ERROR_MESSAGE_KEY).sort()).toEqual(Object.values(ErrorCode).sort());
    expect(ErrorCode.PHONE_INVALID).toBe("PHONE.INVALID");
    expect(ErrorCode.CART_OVER_STOCK).toBe("CART.OVER_STOCK");
    expect(ErrorCode.PROMO_BELOW_MIN_PRICE).toBe("PROMO.BELOW_MIN_PRICE");
  });

  it("fills placeholders of the English text", () => {
    expect(englishMessage({ code: "FIELD.MIN_LENGTH", params: { min: 9 } })).toBe(
      "This field should be at least 9 characters long",
    );
    expect(englishMessage({ code: "PHONE.INVALID" })).toBe("Please check your phone number");
    expect(englishMessage({ code: "FIELD.MIN_LENGTH" })).toBe(
      "This field should be at least {min} characters long",
    );
  });

  it("builds discriminated results", () => {
    expect(ok(5)).toEqual({ ok: true, value: 5 });
    expect(fail("PHONE.INVALID")).toEqual({ ok: false, error: { code: "PHONE.INVALID" } });
    expect(fail("CART.OVER_STOCK", { stock: 3 })).toEqual({
      ok: false,
      error: { code: "CART.OVER_STOCK", params: { stock: 3 } },
    });
    expect(isErrorCode("PHONE.INVALID")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
