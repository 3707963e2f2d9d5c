import { create, type Struct } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type EndpointName } from "../../contract/index.ts";
import { BACKENDS, startTestApp, type TestApp } from "./helpers/test-app.ts";

// A page's render takes the routes' answers as they are (ApiConfig.answersShaped), not through the
// contract's `create`, which would also coerce a shape another backend sends (a number for a text, a wrapped
// list). So every public GET a page makes must already be in the shape `create` would give: this test fails
// the day a route answers something the storefront would only read right after a coercion.
describe.each(BACKENDS)("the public answers a page reads need no coercion, on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { products: 300 });
  });
  afterAll(async () => t?.close());

  const get = async (path: string, lang = "uz") => {
    const r = await t.app.inject({ url: `/api/v1/${path}`, headers: { "accept-language": lang } });
    return { status: r.statusCode, json: r.json() as unknown };
  };

  it("answers every parameterless public GET of the contract in its own shape", async () => {
    const plain = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
      const e = endpoints[name];
      return (
        e.method === "GET" && e.auth !== "required" && !e.path.includes("{") && !name.startsWith("admin")
      );
    });
    expect(plain.length).toBeGreaterThan(15);
    let answered = 0;
    for (const name of plain) {
      const { status, json } = await get(endpoints[name].path);
      if (status !== 200) continue;
      answered++;
      expect(create(json, endpoints[name].answer as Struct<unknown>), name).toEqual(json);
    }
    expect(answered).toBeGreaterThan(15);
  });

  it("answers a product's, a category's and the lists' calls as the pages make them in their own shape", async () => {
    const list = (await get("products/?size=12")).json as { results: { id: number; slug: string }[] };
    const [product] = list.results;
    const categories = (await get("products/categories/")).json as { id: number }[];
    const calls: [EndpointName, string][] = [
      ["productsList", "products/?size=12&in_sale=true&ordering=sale_price"],
      ["productsList", "products/?page=2&size=12&ordering=-price"],
      ["productDetail", `products/detail/${product!.slug}/`],
      ["productComments", `products/${product!.id}/comments/?page=1&size=10`],
      ["productCommentRates", `products/${product!.id}/comments/rates/`],
      ["productsSimilar", `products/${product!.id}/similar/?size=12`],
      ["categoryDetail", `products/categories/${categories[0]!.id}/`],
    ];
    for (const lang of ["ru", "uz", "sr"])
      for (const [name, path] of calls) {
        const { status, json } = await get(path, lang);
        expect(status, path).toBe(200);
        expect(create(json, endpoints[name].answer as Struct<unknown>), `${name} ${lang}`).toEqual(json);
      }
  });
});
