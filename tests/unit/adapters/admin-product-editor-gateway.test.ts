import "reflect-metadata";
import { describe, expect, it, vi } from "vitest";
import { FixedRequestContext } from "../../../adapters/cookies/server-cookie-jar";
import { AdminClient } from "../../../adapters/http/admin-client";
import { HttpAdminProductEditor } from "../../../adapters/http/admin-product-editor.gateway";
import { productsFromWire } from "../../../adapters/http/admin-products.mapper";
import { Refused } from "../../../application/shared/refusal";

function harness(answers: Array<{ status: number; body?: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 500 };
    return new Response(next.body === undefined ? "" : JSON.stringify(next.body), { status: next.status });
  });
  const api = new AdminClient(
    { baseUrl: "http://api.test/api/v1/", fetch: fetch as unknown as typeof globalThis.fetch },
    new FixedRequestContext({ language: "ru", visitorId: "v1", accessToken: "tok" }),
  );
  return { calls, editor: new HttpAdminProductEditor(api) };
}

const path = (url: string) => decodeURIComponent(url.replace("http://api.test/api/v1/", ""));
const VIEW = {
  id: 7,
  slug: "sement-m400-7",
  visible: false,
  missing: ["sr"],
  sku: "CEM-400",
  external_id: null,
  title_ru: "Цемент М400",
  title_uz: "Цемент М400",
  title_sr: "",
  description_ru: "Мешок",
  description_uz: "Қоп",
  description_sr: "",
  category_id: 12,
  brand_id: 3,
  unit: "pack",
  unit_value: 50,
  attributes: [["Вес", "50 кг"]],
  group_id: null,
  price: 58000,
  sale_price: 49300,
  stock: 12,
  images: [{ name: "a".repeat(24), url: "http://x/media/products/a.webp" }],
};

describe("HttpAdminProductEditor", () => {
  it("reads a product by name from the registry into the back office's words", async () => {
    const { calls, editor } = harness([{ status: 200, body: VIEW }]);
    const p = await editor.product(7);
    expect(path(calls[0]!.url)).toBe("admin/products/7/");
    expect(calls[0]!.init.method).toBe("GET");
    expect(p).toEqual({
      id: 7,
      slug: "sement-m400-7",
      visible: false,
      missing: ["sr"],
      sku: "CEM-400",
      externalId: null,
      titles: { ru: "Цемент М400", uz: "Цемент М400", sr: "" },
      descriptions: { ru: "Мешок", uz: "Қоп", sr: "" },
      categoryId: 12,
      brandId: 3,
      unit: "pack",
      unitValue: 50,
      attributes: [["Вес", "50 кг"]],
      groupId: null,
      price: 58000,
      salePrice: 49300,
      stock: 12,
      photos: [{ name: "a".repeat(24), url: "http://x/media/products/a.webp" }],
    });
  });

  it("creates with POST and saves with PUT, sending only the given fields by the server's names", async () => {
    const { calls, editor } = harness([
      { status: 201, body: VIEW },
      { status: 200, body: VIEW },
    ]);
    await editor.create({
      titles: { ru: "Цемент", uz: "", sr: "" },
      categoryId: 12,
      brandId: null,
      price: 58000,
      attributes: [["Вес", "50 кг"]],
      sku: null,
    });
    expect(path(calls[0]!.url)).toBe("admin/products/");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      title_ru: "Цемент",
      title_uz: "",
      title_sr: "",
      category_id: 12,
      brand_id: null,
      price: 58000,
      attributes: [["Вес", "50 кг"]],
      sku: null,
    });
    await editor.save(7, { titles: { sr: "Sement" }, stock: 3 });
    expect(path(calls[1]!.url)).toBe("admin/products/7/");
    expect(calls[1]!.init.method).toBe("PUT");
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ title_sr: "Sement", stock: 3 });
  });

  it("hides, deletes, uploads a photo as multipart and orders the photos", async () => {
    const { calls, editor } = harness([
      { status: 200, body: VIEW },
      { status: 200, body: { id: 7, deleted: true } },
      { status: 200, body: VIEW },
      { status: 200, body: VIEW },
    ]);
    await editor.setVisible(7, false);
    expect([path(calls[0]!.url), calls[0]!.init.method]).toEqual(["admin/products/7/visibility/", "POST"]);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ visible: false });
    await editor.remove(7);
    expect([path(calls[1]!.url), calls[1]!.init.method]).toEqual(["admin/products/7/", "DELETE"]);
    await editor.addPhoto(7, new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" }));
    expect([path(calls[2]!.url), calls[2]!.init.method]).toEqual(["admin/products/7/photos/", "POST"]);
    const form = calls[2]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("photo")).toBeInstanceOf(Blob);
    await editor.orderPhotos(7, ["b", "a"]);
    expect([path(calls[3]!.url), calls[3]!.init.method]).toEqual(["admin/products/7/photos/", "PUT"]);
    expect(JSON.parse(calls[3]!.init.body as string)).toEqual({ images: ["b", "a"] });
  });

  it("reads the choices and hands a field's refusal on with its field", async () => {
    const { editor } = harness([
      {
        status: 200,
        body: {
          categories: [
            { id: 1, parent_id: null, title: "Стройматериалы" },
            { id: 12, parent_id: 1, title: "Цемент" },
          ],
          brands: [{ id: 3, title: "Knauf" }],
          units: ["pcs", "kg"],
        },
      },
      {
        status: 409,
        body: { status_code: 409, errors: [{ field: "sku", message: "Этот артикул уже занят" }] },
      },
    ]);
    expect(await editor.choices()).toEqual({
      categories: [
        { id: 1, parentId: null, title: "Стройматериалы" },
        { id: 12, parentId: 1, title: "Цемент" },
      ],
      brands: [{ id: 3, title: "Knauf" }],
      units: ["pcs", "kg"],
    });
    const error = await editor.save(7, { sku: "X" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refused);
    expect((error as Refused).status).toBe(409);
    expect((error as Refused).params).toEqual({ field: "sku" });
  });

  it("reads the list's flags when the answer has them, and none when it has not", () => {
    const row = { id: 7, slug: "s", title: "T", price: 10, sale_price: 0, stock: 1 };
    const page = productsFromWire({ count: 2, results: [{ ...row, visible: false, missing: ["uz"] }, row] });
    expect(page.results[0]).toMatchObject({ visible: false, missing: ["uz"] });
    expect(page.results[1]).not.toHaveProperty("visible");
  });
});
