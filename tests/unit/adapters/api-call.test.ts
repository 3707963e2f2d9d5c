import "reflect-metadata";
import { StructError } from "superstruct";
import { describe, expect, it, vi } from "vitest";
import { HttpAccountGateway } from "../../../adapters/http/account.gateway";
import { ApiClient, ApiError, endpointUrl } from "../../../adapters/http/api-client";
import { HttpShoppingGateway } from "../../../adapters/http/shopping.gateway";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { AccountError } from "../../../application/account/account.types";
import { BasketError } from "../../../application/basket/basket.types";
import { refusalOf } from "../../../application/shared/refusal";
import { endpoints, fillPath, type EndpointName } from "../../../contract/endpoints";
import { createI18n } from "../../../ui/i18n/create-i18n";
import { knownCodeText, refusalText } from "../../../ui/i18n/refusal-text";

const BASE = "http://api.test/api/v1/";

/** A fake server answering in order and recording every request. */
function client(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }> = []) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 200, body: {} };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), {
      status: next.status,
      headers: "headers" in next ? next.headers : undefined,
    });
  });
  const config = { baseUrl: BASE, fetch: fetch as unknown as typeof globalThis.fetch };
  const api = new ApiClient(config, new FixedRequestContext({ language: "ru", visitorId: "v1" }));
  return { api, calls, fetch };
}

const cartLine = {
  product: {
    id: 7,
    slug: "sement-m400",
    title: "Sement",
    rate: "4.5",
    comment_count: 1,
    image_src: null,
    is_liked: false,
  },
  amount: 2,
  price: "58000.00",
  sale_price: null,
  product_price: "58000.00",
  total_price: "116000.00",
  product_realtime_count: 5,
};

describe("ApiClient.call: method, path and query come from the registry", () => {
  it.each([
    ["productDetail", { params: { slug: "sement m400" } }, "products/detail/sement%20m400/"],
    ["productsSimilar", { params: { id: 7 }, query: { size: 4 } }, "products/7/similar/?size=4"],
    [
      "productComments",
      { params: { id: 7 }, query: { page: 2, size: undefined } },
      "products/7/comments/?page=2",
    ],
    ["instructionDetail", { params: { id: 3 } }, "settings/instructions/3"],
    ["headerMenu", undefined, "common/header-menu"],
    ["cartProducts", { query: { Fingerprint: "guest-1" } }, "orders/cart/products/?Fingerprint=guest-1"],
    ["unlike", { params: { id: 9 } }, "products/likes/unlike/9/"],
    ["storyItemRead", { params: { id: 12 } }, "common/story-item/12/read/"],
  ] as const)("%s", async (name, input, path) => {
    const { api, calls } = client([{ status: 200, body: {} }]);
    // The answers here are not the point; only the request is read.
    await (api.call as (n: EndpointName, i?: unknown) => Promise<unknown>)(name, input).catch(
      () => undefined,
    );
    expect(calls[0]!.url).toBe(BASE + path);
    expect(calls[0]!.init.method).toBe(endpoints[name].method);
    expect(calls[0]!.url.split("?")[0]).toBe(
      BASE +
        fillPath(
          endpoints[name].path,
          (input as { params?: Record<string, string | number> } | undefined)?.params,
        ),
    );
  });

  it("encodes lists as comma lists and booleans as text, leaving out what is not given", () => {
    const url = endpointUrl(BASE, "productsList", {
      query: {
        search: "sement",
        category_id__in: [1, 2],
        in_sale: true,
        page: undefined,
        price__gte: "50000",
      },
    });
    expect(url).toBe(`${BASE}products/?search=sement&category_id__in=1,2&in_sale=true&price__gte=50000`);
  });

  it("sends a JSON body with its content type, and a DELETE without one", async () => {
    const { api, calls } = client([
      { status: 200, body: { success: true } },
      { status: 200, body: { success: true } },
    ]);
    await new HttpShoppingGateway(api).setAmount(7, 3);
    expect(calls[0]!.url).toBe(`${BASE}orders/cart/`);
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ product: 7, amount: 3 });
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    await new HttpShoppingGateway(api).unlike(7);
    expect(calls[1]).toMatchObject({
      url: `${BASE}products/likes/unlike/7/`,
      init: { method: "DELETE", body: undefined },
    });
  });

  it("sends a multipart endpoint's body as form data, lists as key[i], without a JSON content type", async () => {
    const { api, calls } = client([{ status: 200, body: {} }]);
    const photo = new File(["x"], "bug.png", { type: "image/png" });
    await api.call("typoReport", { body: { content: "A typo on the page", images: [photo] } });
    const form = calls[0]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("content")).toBe("A typo on the page");
    expect((form.get("images[0]") as File).name).toBe("bug.png");
    expect((calls[0]!.init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("retries a body-less call once on a retry status, never a call with a body", async () => {
    const get = client([{ status: 502 }, { status: 200, body: { products: [cartLine] } }]);
    await expect(new HttpShoppingGateway(get.api).basket()).resolves.toHaveLength(1);
    expect(get.fetch).toHaveBeenCalledTimes(2);
    const post = client([{ status: 503, body: { detail: "Busy" } }]);
    await expect(new HttpShoppingGateway(post.api).setAmount(7, 1)).rejects.toBeInstanceOf(BasketError);
    expect(post.fetch).toHaveBeenCalledTimes(1);
  });

  it("types every call from the registry", () => {
    // Never run: each line must fail to compile, and `tsc` checks that it does.
    const typeOnly = (api: ApiClient) => {
      // @ts-expect-error a call with a `{slug}` placeholder needs its params
      void api.call("productDetail");
      // @ts-expect-error a query field the registry does not list
      void api.call("productsList", { query: { colour: "red" } });
      // @ts-expect-error a body on a call that takes none
      void api.call("account", { body: { a: 1 } });
      // @ts-expect-error a name that is not in the registry
      void api.call("products/");
    };
    expect(typeof typeOnly).toBe("function");
  });
});

describe("ApiClient.call: answers are checked against the registry's struct", () => {
  it("rejects an answer that breaks the call's answer struct", async () => {
    const { api } = client([{ status: 200, body: { products: [{ ...cartLine, amount: "two" }] } }]);
    await expect(api.call("cartProducts", { query: {} })).rejects.toBeInstanceOf(StructError);
  });

  it("rejects an account without the fields the contract requires", async () => {
    const { api } = client([{ status: 200, body: { id: 7, phone: "901234567" } }]);
    await expect(api.call("account")).rejects.toBeInstanceOf(StructError);
  });

  it("gives back the validated answer, typed by name", async () => {
    const { api } = client([{ status: 200, body: { access: "a.b.c", refresh: "d.e.f" } }]);
    const tokens = await api.call("login", { body: { phone: "901234567", password: "secret" } });
    expect(tokens).toEqual({ access: "a.b.c", refresh: "d.e.f" });
  });
});

describe("ApiError keeps the stable code", () => {
  it("from the field-error form, with the field as a value of the message", async () => {
    const { api } = client([
      {
        status: 400,
        body: {
          status_code: 400,
          errors: [{ error: "FIELD.REQUIRED", message: "Поле «phone» обязательно.", field: "phone" }],
        },
      },
    ]);
    const error = await api.call("login", { body: { phone: "", password: "x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "FIELD.REQUIRED",
      params: { field: "phone" },
      serverWords: "Поле «phone» обязательно.",
    });
  });

  it("from our server's X-Error-Code header beside a {detail} answer", async () => {
    const { api } = client([
      {
        status: 400,
        body: { detail: "В наличии осталось только 3 шт." },
        headers: { "x-error-code": "CART.OVER_STOCK" },
      },
    ]);
    const error = await api.call("cartUpdate", { body: { product: 7, amount: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("CART.OVER_STOCK");
    expect((error as ApiError).serverWords).toBe("В наличии осталось только 3 шт.");
  });

  it("from a code beside {detail}, and none from a bare {detail}", async () => {
    const { api } = client([
      { status: 400, body: { detail: "В наличии осталось только 3 шт.", code: "CART.OVER_STOCK" } },
      { status: 404, body: { detail: "Не найдено." } },
    ]);
    await expect(api.call("cartUpdate", { body: { product: 7, amount: 4 } })).rejects.toMatchObject({
      status: 400,
      code: "CART.OVER_STOCK",
      message: "В наличии осталось только 3 шт.",
    });
    await expect(api.call("productDetail", { params: { slug: "nope" } })).rejects.toMatchObject({
      status: 404,
      code: null,
      message: "Не найдено.",
    });
  });

  it("reaches the application's refusals through the gateways", async () => {
    const basket = client([
      {
        status: 400,
        body: { status_code: 400, errors: [{ error: "CART.INVALID_QUANTITY", message: "Целое число" }] },
      },
    ]);
    await expect(new HttpShoppingGateway(basket.api).setAmount(7, 1)).rejects.toEqual(
      new BasketError(400, "Целое число", "CART.INVALID_QUANTITY"),
    );
    const account = client([
      { status: 401, body: { detail: "Нет активной учётной записи", code: "AUTH.BAD_CREDENTIALS" } },
    ]);
    const refused = await new HttpAccountGateway(account.api)
      .login({ phone: "901234567", password: "x" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AccountError);
    expect(refusalOf(refused)).toEqual({
      code: "AUTH.BAD_CREDENTIALS",
      words: "Нет активной учётной записи",
    });
  });
});

describe("a refusal as a person reads it", () => {
  const ru = createI18n("ru");

  it("translates a known code with the catalogs", () => {
    expect(refusalText(ru, { code: "PHONE.INVALID", words: "Please check your phone number" })).toBe(
      ru._("phone_error"),
    );
    expect(refusalText(ru, { code: "FIELD.REQUIRED", params: { field: "phone" }, words: "x" })).toBe(
      "Поле «phone» обязательно.",
    );
    expect(createI18n("uz")._("phone_error")).not.toBe(ru._("phone_error"));
  });

  it("keeps the server's words for an unknown code, or a known one whose values the answer did not give", () => {
    expect(refusalText(ru, { code: "REQUEST.FST_SOMETHING", words: "Сервер так сказал" })).toBe(
      "Сервер так сказал",
    );
    expect(knownCodeText(ru, { code: "CART.OVER_STOCK", words: "Осталось 3 шт." })).toBeNull();
    expect(refusalText(ru, { code: "CART.OVER_STOCK", words: "Осталось 3 шт." })).toBe("Осталось 3 шт.");
    expect(refusalText(ru, { code: null, words: "Нет активной учётной записи" })).toBe(
      "Нет активной учётной записи",
    );
  });

  it("says the generic error when there is neither a known code nor words", () => {
    expect(refusalText(ru, refusalOf(new Error("network down")))).toBe("Произошла ошибка");
    expect(refusalText(ru, refusalOf(new BasketError(500, "")))).toBe("Произошла ошибка");
  });
});
