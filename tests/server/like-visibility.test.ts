import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const ROUNDS = 150;

/**
 * A shopper taps the heart while the product page is still loading its cards, and the page asks again once
 * the like is answered: the second answer must show the like every time, on every call that marks cards.
 */
describe.each(BACKENDS)("a like is seen at once on %s", (backend) => {
  let t: TestApp;
  let products: { id: number; slug: string }[];

  const get = (url: string, fp: string) =>
    t.app.inject({ method: "GET", url, headers: { "accept-language": "ru", fingerprint: fp } });
  const like = (id: number, fp: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/products/likes/like/${id}/`,
      payload: {},
      headers: { fingerprint: fp },
    });
  const detailLiked = async (slug: string, fp: string) =>
    expectAnswer("productDetail", (await get(`/api/v1/products/detail/${slug}/`, fp)).json()).is_liked;
  const listLiked = async (id: number, fp: string) =>
    expectAnswer("productsList", (await get("/api/v1/products/?size=20", fp)).json()).results.find(
      (p) => p.id === id,
    )?.is_liked;
  const likesListHas = async (id: number, fp: string) =>
    expectAnswer("likesList", (await get("/api/v1/products/likes/", fp)).json()).results.some(
      (p) => p.id === id && p.is_liked,
    );

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 40 });
    const first = await get("/api/v1/products/?size=20", "visibilitysetup");
    products = expectAnswer("productsList", first.json()).results.map(({ id, slug }) => ({ id, slug }));
  });
  afterAll(async () => t?.close());

  it(`shows is_liked true right after the like, ${ROUNDS} rounds out of ${ROUNDS}`, async () => {
    const missed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const fp = `visibility${String(round).padStart(4, "0")}`;
      const product = products[round % products.length]!;
      // The page's reads race the like, each a turn of the event loop later than the one before, so some
      // load the owner's likes while the like's transaction is still open.
      const liking = like(product.id, fp);
      // A list asked for the first time keeps the event loop busy serialising, so answers from the database
      // pile up and are taken in one turn, as on a loaded server.
      const reads: Promise<unknown>[] = [
        listLiked(product.id, fp),
        get(`/api/v1/products/?size=60&page=${round + 2}`, fp),
      ];
      for (let turn = 0; turn < 12; turn++) {
        await new Promise(setImmediate);
        reads.push(detailLiked(product.slug, fp));
      }
      expect((await liking).statusCode).toBe(200);
      await Promise.all(reads);
      const [detail, list, likes] = await Promise.all([
        detailLiked(product.slug, fp),
        listLiked(product.id, fp),
        likesListHas(product.id, fp),
      ]);
      if (!detail || !list || !likes) missed.push(`${round}: detail ${detail}, list ${list}, likes ${likes}`);
    }
    expect(missed, `${missed.length} of ${ROUNDS} rounds missed the like`).toEqual([]);
  }, 240_000);
});
