import type { Response } from "light-my-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiError } from "../../contract/errors.ts";
import { DEMO_ACCOUNT } from "../../server/db/seed/demo-account.seed.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

interface Body {
  status_code: number;
  detail: string;
  message: string;
  errors: { error: string; message: string; field?: string }[];
}

/**
 * The one error body (issue 27): whichever the client reads first (`detail`, `message`, `errors[0].message`)
 * it finds the same translated text, and `errors[0].error` is the code the header names.
 */
function expectOneShape(r: Response, status: number, code: string, field?: string): Body {
  expect(r.statusCode, r.body).toBe(status);
  expect(r.headers["content-type"]).toMatch(/^application\/json/);
  const body = r.json<Body>();
  expect(Object.keys(body).sort()).toEqual(["detail", "errors", "message", "status_code"]);
  expect(body.status_code).toBe(status);
  expect(body.detail).not.toBe("");
  expect(body.message).toBe(body.detail);
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors[0]!.message).toBe(body.detail);
  expect(body.errors[0]!.error).toBe(code);
  expect(r.headers["x-error-code"]).toBe(code);
  if (field === undefined) expect(body.errors[0]).not.toHaveProperty("field");
  else expect(body.errors[0]!.field).toBe(field);
  // The storefront's own reading gives the same text and code.
  expect(readApiError(body)).toEqual({ message: body.detail, code });
  return body;
}

describe.each(BACKENDS)("one error shape on %s", (backend) => {
  let t: TestApp;
  let access: string;
  let productId: number;

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { phone: DEMO_ACCOUNT.phone, password: DEMO_ACCOUNT.password },
    });
    access = login.json<{ access: string }>().access;
    const list = await t.app.inject({ url: "/api/v1/products/?size=1" });
    productId = list.json<{ results: { id: number }[] }>().results[0]!.id;
  });
  afterAll(() => t.close());

  const send = (
    method: "GET" | "POST",
    url: string,
    lang: string,
    payload?: object | string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: {
        "accept-language": lang,
        ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  it("a review refused for a product not bought carries message and errors, in each language", async () => {
    const texts = new Set<string>();
    for (const lang of ["ru", "uz", "sr"]) {
      const r = await send(
        "POST",
        "products/comment/",
        lang,
        { product: productId, rate: 5 },
        {
          authorization: `Bearer ${access}`,
        },
      );
      texts.add(expectOneShape(r, 400, "REVIEW.NOT_BOUGHT").message);
    }
    expect(texts.size).toBe(3);
  });

  it("a password-reset code for a dead signature carries message and errors", async () => {
    const r = await send("POST", "account/password-reset/verify/", "uz", {
      code: "123456",
      signature: "not-a-signature-we-issued",
    });
    expectOneShape(r, 400, "STEP.EXPIRED");
  });

  it("a refused basket line (field errors) carries detail too", async () => {
    const r = await send(
      "POST",
      "orders/cart/",
      "ru",
      { product: productId, amount: -1 },
      {
        fingerprint: "error-shape-guest-1",
      },
    );
    expectOneShape(r, 400, "FIELD.INVALID", "amount");
  });

  it("signing in, a missing route, broken JSON and a missing token answer the same shape", async () => {
    const wrong = await send("POST", "auth/login/", "ru", {
      phone: DEMO_ACCOUNT.phone,
      password: "nope-nope",
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expectOneShape(wrong, wrong.statusCode, String(wrong.headers["x-error-code"]));
    expectOneShape(await send("POST", "no/such/call/", "ru", {}), 404, "GENERIC.ROUTE_NOT_FOUND");
    expectOneShape(await send("POST", "orders/cart/", "ru", "{broken"), 400, "REQUEST.INVALID_BODY");
    const noToken = await send("GET", "account/", "uz");
    expectOneShape(noToken, 401, "AUTH.REQUIRED");
    expect(noToken.headers["www-authenticate"]).toBe("Bearer");
  });
});
