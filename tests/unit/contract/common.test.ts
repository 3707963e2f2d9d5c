import { describe, expect, it } from "vitest";
import { integer, string, type, type Struct } from "superstruct";
import {
  ApiError,
  CalculatorPaymentType,
  DeliveryType,
  ImageSet,
  Language,
  MoneyString,
  OrderStatus,
  PaymentType,
  Phone9,
  paginated,
  readApiError,
  results,
  validate,
} from "../../../contract/index.ts";
import { imageSet, page } from "./cases/samples.ts";

const ok = <T, S>(struct: Struct<T, S>, value: unknown) => validate(struct, value).ok;

describe("MoneyString", () => {
  it.each(["125000.00", "0.00", "62000", "99.5"])("accepts %s", (v) => expect(ok(MoneyString, v)).toBe(true));
  it.each([125000, "125 000,00", "-5.00", "12.345", "", "1e5", null])("rejects %s", (v) =>
    expect(ok(MoneyString, v)).toBe(false),
  );
});

describe("Phone9", () => {
  it("accepts 9 national digits", () => expect(ok(Phone9, "901234567")).toBe(true));
  it.each(["+998901234567", "998901234567", "90 123 45 67", "(90) 123-45-67", "90123456", 901234567])(
    "rejects %s",
    (v) => expect(ok(Phone9, v)).toBe(false),
  );
});

describe("enums", () => {
  it("hold exactly the contract's codes", () => {
    expect([0, 1, 2, 3, 4, 5, 6].every((s) => ok(OrderStatus, s))).toBe(true);
    expect(ok(OrderStatus, 7)).toBe(false);
    expect([1, 2, 3, 4, 5, 7].every((s) => ok(PaymentType, s))).toBe(true);
    expect(ok(PaymentType, 6)).toBe(false);
    expect([1, 2, 3].every((s) => ok(DeliveryType, s))).toBe(true);
    expect(ok(DeliveryType, 0)).toBe(false);
    expect(["cache", "online"].every((s) => ok(CalculatorPaymentType, s))).toBe(true);
    expect(ok(CalculatorPaymentType, "cash")).toBe(false);
    expect(["ru", "uz", "sr"].every((s) => ok(Language, s))).toBe(true);
    expect(ok(Language, "en")).toBe(false);
  });
});

describe("ImageSet", () => {
  it("needs only default; the variants may be missing or null", () => {
    expect(ok(ImageSet, imageSet(12, "cement-m400"))).toBe(true);
    expect(ok(ImageSet, { default: "/media/products/12/cement-m400.webp", small: null })).toBe(true);
    expect(validate(ImageSet, { small: "/media/x.webp" })).toMatchObject({ ok: false, path: "default" });
  });
});

describe("paginated and results", () => {
  const Item = type({ id: integer(), title: string() });
  const Page = paginated(Item);

  it("accepts a full page", () => expect(ok(Page, page([{ id: 1, title: "Sement" }]))).toBe(true));

  it.each(["current_page", "links", "page_items", "page_size", "total", "total_pages", "results"])(
    "fails at %s when it is missing",
    (key) => {
      const body: Record<string, unknown> = page([{ id: 1, title: "Sement" }]);
      delete body[key];
      expect(validate(Page, body)).toMatchObject({ ok: false, path: key });
    },
  );

  it("fails at links.previous when it is missing", () => {
    const body = page([], { links: { next: null } });
    expect(validate(Page, body)).toMatchObject({ ok: false, path: "links.previous" });
  });

  it("fails inside an item with the item's index", () => {
    expect(
      validate(results(Item), {
        results: [
          { id: 1, title: "a" },
          { id: "2", title: "b" },
        ],
      }),
    ).toMatchObject({
      ok: false,
      path: "results.1.id",
    });
  });
});

describe("errors", () => {
  it("accept the three shapes", () => {
    expect(ok(ApiError, { detail: "Noto'g'ri telefon raqami yoki parol" })).toBe(true);
    expect(
      ok(ApiError, {
        status_code: 400,
        errors: [{ error: "PROMO.BELOW_MIN_PRICE", message: "Minimal summa" }],
      }),
    ).toBe(true);
    expect(ok(ApiError, { message: "Xatolik" })).toBe(true);
    expect(ok(ApiError, { status_code: 400, errors: [{ message: "no code" }] })).toBe(false);
  });

  it("read detail first, then errors[0].message, then message", () => {
    expect(readApiError({ detail: "Topilmadi" })).toEqual({ message: "Topilmadi", code: undefined });
    expect(
      readApiError({
        status_code: 400,
        errors: [{ error: "CART.OVER_STOCK", message: "Omborda yetarli emas" }],
      }),
    ).toEqual({
      message: "Omborda yetarli emas",
      code: "CART.OVER_STOCK",
    });
    expect(readApiError({ message: "Xatolik" })).toEqual({ message: "Xatolik", code: undefined });
  });

  it("leave the message out when no known shape holds one, so the client shows an_error_occurred", () => {
    expect(readApiError("<html>502</html>")).toEqual({});
    expect(readApiError({ errors: [] })).toEqual({ code: undefined });
    expect(readApiError(null)).toEqual({});
  });
});

describe("validate", () => {
  it("returns the value when it passes", () => {
    expect(validate(MoneyString, "125000.00")).toEqual({ ok: true, value: "125000.00" });
  });

  it("returns an empty path when the value itself is wrong", () => {
    expect(validate(MoneyString, 5)).toMatchObject({ ok: false, path: "" });
  });
});
