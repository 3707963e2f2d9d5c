import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { englishMessage } from "../../domain/errors.ts";
import type { CacheInvalidation } from "../../server/platform/outbox.port.ts";
import { FAKE_JPG, multipart, photoParts, picture, type Part } from "./helpers/multipart.ts";
import {
  caller,
  makeShopper,
  orderBody,
  places,
  productWithStock,
  putInBasket,
  UNTOUCHED_PRODUCT,
  type Shopper,
} from "./helpers/shoppers.ts";
import {
  BACKENDS,
  expectAnswer,
  expectErrorList,
  saying,
  startTestApp,
  type TestApp,
} from "./helpers/test-app.ts";

// POST products/comment/ (issue 12): only a buyer whose order holding the product was delivered, once; a
// rating 1-5, text, up to 4 jpg/png photos by their content; the product's figures move in the same
// transaction and no cached answer keeps the old ones.

/** The spec's own words (section 5 and 8), and how each language's catalog says them. */
const SAID = {
  "REVIEW.RATING_REQUIRED": {
    en: "Rate is required",
    ru: "Поставьте оценку",
    uz: "Баҳо қўйиш шарт",
    sr: "Baho qoʻyish shart",
  },
  "REVIEW.ALREADY_LEFT": {
    en: "You already left a review",
    ru: "Вы уже оставили отзыв",
    uz: "Сиз аллақачон шарҳ қолдиргансиз",
    sr: "Siz allaqachon sharh qoldirgansiz",
  },
  "PHOTOS.TOO_MANY": {
    en: "max 4 photos",
    ru: "не более 4 фото",
    uz: "кўпи билан 4 та расм",
    sr: "koʻpi bilan 4 ta rasm",
  },
  "PHOTOS.WRONG_FORMAT": {
    en: "wrong photo format",
    ru: "неверный формат фото",
    uz: "расм формати нотўғри",
    sr: "rasm formati notoʻgʻri",
  },
} as const;
type Said = keyof typeof SAID;
const LANGS = ["ru", "uz", "sr"] as const;

interface ErrorList {
  status_code: number;
  errors: { error: string; message: string; field?: string }[];
}

describe.each(BACKENDS)("reviews written by buyers on %s", (backend) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let district: number;
  const used: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 80 });
    call = caller(t);
    district = (await places(t)).city.id;
  });
  afterAll(() => t?.close());

  /** A product nobody ordered or reviewed yet, with its slug. */
  const fresh = async () => {
    const p = await productWithStock(t, 50, used, `${UNTOUCHED_PRODUCT} AND comment_count = 0`);
    used.push(p.id);
    const [row] = await t.app.internals.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE id = $1",
      [p.id],
    );
    return { id: p.id, slug: row!.slug };
  };

  /** A cash pick-up order of the product by a new shopper, moved by the orders module up to `until`. */
  const buyer = async (productId: number, until: "approve" | "deliver" | null = "deliver") => {
    const who = await makeShopper(t);
    await putInBasket(t, who, productId, 1);
    const r = await call("POST", "orders/order/", who, { payload: orderBody(district) });
    expect(r.statusCode, r.body).toBe(201);
    const order = expectAnswer("orderCreate", r.json());
    const events = until === null ? [] : until === "approve" ? ["approve"] : ["approve", "deliver"];
    for (const event of events) {
      const moved = await t.app.internals.orders.changeStatus(order.id, event as "approve", "operator");
      expect(moved.ok, JSON.stringify(moved)).toBe(true);
    }
    return who;
  };

  const post = (who: Shopper | null, parts: Part[], lang = "ru") => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/v1/products/comment/",
      payload: body.payload,
      headers: {
        ...body.headers,
        "accept-language": lang,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
  };
  const fields = (product: number, rate: string | null, comment?: string): Part[] => [
    { name: "product", value: String(product) },
    ...(rate === null ? [] : [{ name: "rate", value: rate }]),
    ...(comment === undefined ? [] : [{ name: "comment", value: comment }]),
  ];

  const reviewsOf = async (product: number) =>
    (
      await t.app.internals.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM comments WHERE product_id = $1",
        [product],
      )
    )[0]!.n;
  const figures = async (product: number) => {
    const [row] = await t.app.internals.db.query<{ rate: string; n: number }>(
      "SELECT rate::text AS rate, comment_count AS n FROM products WHERE id = $1",
      [product],
    );
    return { rate: Number(row!.rate), count: row!.n };
  };
  const storedPhotos = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, "pictures", "reviews"));
    } catch {
      return [];
    }
  };
  const answersEvents = async () =>
    (
      await t.app.internals.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox
         WHERE topic = 'cache.invalidate' AND payload->>'scope' = 'answers'`,
      )
    )[0]!.n;
  const detail = async (slug: string, who: Shopper | null = null) => {
    const r = await call("GET", `products/detail/${slug}/`, who);
    expect(r.statusCode, r.body).toBe(200);
    return { answer: expectAnswer("productDetail", r.json()), headers: r.headers };
  };

  /** The refusal said in every language with the catalogs' words, and nothing written. */
  const expectRefused = async (
    send: (lang: string) => ReturnType<typeof post>,
    code: Said,
    product: number,
    field: string | undefined = undefined,
  ) => {
    const before = { reviews: await reviewsOf(product), figures: await figures(product) };
    const photos = storedPhotos().length;
    const events = await answersEvents();
    for (const lang of LANGS) {
      const r = await send(lang);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers["x-error-code"]).toBe(code);
      const text = SAID[code][lang];
      if (field === undefined) expect(r.json()).toEqual(saying(text));
      else {
        expectErrorList(r.json(), 400);
        expect(r.json<ErrorList>().errors).toEqual([{ error: code, message: text, field }]);
      }
    }
    expect(englishMessage({ code })).toBe(SAID[code].en);
    expect(await reviewsOf(product)).toBe(before.reviews);
    expect(await figures(product)).toEqual(before.figures);
    expect(storedPhotos()).toHaveLength(photos);
    expect(await answersEvents()).toBe(events);
  };

  it("takes a delivered buyer's review with photos; figures, rates and the list move at once", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    const heard: CacheInvalidation[] = [];
    t.app.internals.bus.subscribe((m) => heard.push(m));
    // Cached before the review: the page, the list and the rates.
    expect((await detail(p.slug)).answer).toMatchObject({ rate: 0, comment_count: 0 });
    expect((await call("GET", `products/${p.id}/comments/`, null)).json()).toMatchObject({ total: 0 });
    expect((await call("GET", `products/${p.id}/comments/rates/`, null)).json()).toMatchObject({ total: 0 });
    const mine = await detail(p.slug, who);
    expect(mine.answer).toMatchObject({ can_comment: true, has_comment: false });
    expect(mine.headers["cache-control"]).toMatch(/^private/);

    const [png, jpg] = [await picture("png", 1600, 1200), await picture("jpeg")];
    const r = await post(who, [
      ...fields(p.id, "4", "  Yaxshi sement, tez yetkazishdi  "),
      ...photoParts([png]),
      { name: "images[1]", value: jpg, filename: "IMG_0001.JPG", type: "image/jpeg" },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    const review = expectAnswer("productCommentCreate", r.json());
    expect(review).toMatchObject({ product: p.id, rate: 4, comment: "Yaxshi sement, tez yetkazishdi" });
    expect(review.images).toHaveLength(2);
    expect(storedPhotos()).toHaveLength(4);

    // The same transaction moved the product's figures; this process's cached answers are gone.
    expect(await figures(p.id)).toEqual({ rate: 4, count: 1 });
    const page = expectAnswer(
      "productComments",
      (await call("GET", `products/${p.id}/comments/`, null)).json(),
    );
    expect(page.total).toBe(1);
    const [listed] = page.results;
    expect(listed).toMatchObject({ id: review.id, rate: 4, comment: "Yaxshi sement, tez yetkazishdi" });
    expect(listed!.user?.full_name).toMatch(/^Xaridor/);
    const rates = expectAnswer(
      "productCommentRates",
      (await call("GET", `products/${p.id}/comments/rates/`, null)).json(),
    );
    expect(rates).toMatchObject({ rate: 4, total: 1 });
    expect(rates.rates.find((x) => x.rate === 4)).toEqual({ rate: 4, count: 1, percent: 100 });
    expect((await detail(p.slug)).answer).toMatchObject({
      rate: 4,
      comment_count: 1,
      can_comment: false,
      has_comment: false,
    });
    expect((await detail(p.slug, who)).answer).toMatchObject({ can_comment: false, has_comment: true });

    // The photos come in the product images' sizes, served from the store and resized by the image path.
    const set = listed!.images![0] as Record<string, string>;
    expect(Object.keys(set).sort()).toEqual(
      ["compressed", "default", "extra_small", "large", "medium", "small"].sort(),
    );
    const fetchImage = (url: string) => t.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, "") });
    const full = await fetchImage(set.default!);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/webp");
    expect(full.headers["x-placeholder"]).toBeUndefined();
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect([fullMeta.width, fullMeta.height]).toEqual([1024, 768]);
    const small = await fetchImage(set.extra_small!);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(80);

    // Every other process hears of it through the outbox and the cache bus.
    await vi.waitFor(() => expect(heard).toContainEqual({ scope: "answers" }), { timeout: 5000 });
  });

  it("takes one review per buyer and product: 'You already left a review'", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    expect((await post(who, fields(p.id, "5", "Zo'r"))).statusCode).toBe(201);
    await expectRefused(
      (lang) => post(who, fields(p.id, "3", "Yana bir bor"), lang),
      "REVIEW.ALREADY_LEFT",
      p.id,
    );
    expect(await figures(p.id)).toEqual({ rate: 5, count: 1 });
  });

  it("lets only a signed-in buyer whose order was delivered review", async () => {
    const p = await fresh();
    const other = await fresh();
    const stranger = await makeShopper(t);
    const waiting = await buyer(p.id, "approve");
    const placed = await buyer(p.id, null);
    const boughtOther = await buyer(other.id);
    for (const who of [stranger, waiting, placed, boughtOther]) {
      expect((await detail(p.slug, who)).answer).toMatchObject({ can_comment: false, has_comment: false });
      const before = await reviewsOf(p.id);
      const r = await post(who, fields(p.id, "5", "Sotib olmadim"), "sr");
      expect(r.statusCode).toBe(400);
      expect(r.headers["x-error-code"]).toBe("REVIEW.NOT_BOUGHT");
      expect(r.json()).toEqual(saying("Mahsulotga faqat uni sotib olgandan keyin sharh qoldirish mumkin"));
      expect(await reviewsOf(p.id)).toBe(before);
    }
    const guest = await post(null, fields(p.id, "5"));
    expect(guest.statusCode).toBe(401);
    expect(await reviewsOf(p.id)).toBe(0);
    const unknown = await post(await buyer(other.id), fields(987_654, "5"));
    expect(unknown.statusCode).toBe(404);
  });

  it("requires a rating from 1 to 5: 'Rate is required'", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    for (const rate of [null, "", "0"])
      await expectRefused(
        (lang) => post(who, fields(p.id, rate, "Baholamadim"), lang),
        "REVIEW.RATING_REQUIRED",
        p.id,
        "rate",
      );
    for (const rate of ["6", "4.5", "besh", "-1"]) {
      const r = await post(who, fields(p.id, rate), "ru");
      expect(r.statusCode).toBe(400);
      expect(r.json<ErrorList>().errors).toEqual([
        { error: "REVIEW.RATING_RANGE", message: "Оценка должна быть целым числом от 1 до 5", field: "rate" },
      ]);
    }
    // JSON (no photos) is still taken, with the same rule.
    const json = await call("POST", "products/comment/", who, { payload: { product: p.id, rate: 0 } });
    expect(json.json<ErrorList>().errors[0]).toMatchObject({
      error: "REVIEW.RATING_REQUIRED",
      field: "rate",
    });
    expect(await reviewsOf(p.id)).toBe(0);
    const long = await post(who, fields(p.id, "5", "a".repeat(2001)));
    expect(long.json<ErrorList>().errors[0]).toMatchObject({ error: "FIELD.MAX_LENGTH", field: "comment" });
    // The rate alone is a review; the text is optional.
    const r = await call("POST", "products/comment/", who, { payload: { product: p.id, rate: 2 } });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ rate: 2, comment: null, images: [] });
  });

  it("takes at most 4 photos, jpg or png by their content: 'max 4 photos', 'wrong photo format'", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    const png = await picture("png");
    const five = photoParts([png, png, png, png, png]);
    await expectRefused(
      (lang) => post(who, [...fields(p.id, "5"), ...five], lang),
      "PHOTOS.TOO_MANY",
      p.id,
      "images",
    );
    const gif = { name: "images[1]", value: await picture("gif"), filename: "anim.png", type: "image/png" };
    const webp = { name: "images[0]", value: await picture("webp"), filename: "a.jpg", type: "image/jpeg" };
    // Right first bytes, broken picture: only decoding tells, and the good photo stored first goes too.
    const broken = {
      name: "images[1]",
      value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]),
      filename: "b.jpg",
      type: "image/jpeg",
    };
    for (const bad of [[FAKE_JPG], [...photoParts([png]), gif], [webp], [...photoParts([png]), broken]])
      await expectRefused(
        (lang) => post(who, [...fields(p.id, "5"), ...bad], lang),
        "PHOTOS.WRONG_FORMAT",
        p.id,
        "images",
      );
    // A JSON look-alike of a file has no bytes.
    const forged = await call("POST", "products/comment/", who, {
      payload: { product: p.id, rate: 5, images: [{ mimetype: "image/png", filename: "x.png" }] },
    });
    expect(forged.json<ErrorList>().errors[0]).toMatchObject({ error: "PHOTOS.WRONG_FORMAT" });
    // Over 5 MB: the picture's own message.
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const big = await post(who, [...fields(p.id, "5"), ...photoParts([huge])]);
    expect(big.statusCode).toBe(400);
    expect(big.json<ErrorList>().errors[0]).toMatchObject({ error: "IMAGE.TOO_LARGE" });
    expect(await reviewsOf(p.id)).toBe(0);

    // The content decides, not the name or the declared type: four real pictures pass whatever they claim.
    const jpg = await picture("jpeg");
    const r = await post(who, [
      ...fields(p.id, "5", "To'rtta rasm"),
      { name: "images[0]", value: png, filename: "scan.txt", type: "application/octet-stream" },
      { name: "images[1]", value: jpg, filename: "photo.png", type: "image/png" },
      { name: "images[2]", value: png, filename: "c.png", type: "image/png" },
      { name: "images[3]", value: jpg, filename: "d", type: "text/plain" },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    expect(expectAnswer("productCommentCreate", r.json()).images).toHaveLength(4);
  });

  it("never answers a broken or oversized form with a 5xx", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    const headers = (type: string) => ({ "content-type": type, authorization: `Bearer ${who.token}` });
    const good = multipart(fields(p.id, "5", "Yaxshi"));
    const cut = good.payload.subarray(0, good.payload.length - 30);
    const sends = [
      { payload: cut, headers: headers(good.headers["content-type"]) },
      { payload: good.payload, headers: headers("multipart/form-data") },
      { payload: "--x\r\nnonsense", headers: headers("multipart/form-data; boundary=x") },
      multipartWith(fields(p.id, "5", "x".repeat(10_001))),
      multipartWith([
        ...fields(p.id, "5"),
        ...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: "1" })),
      ]),
      multipartWith([...fields(p.id, "5"), { name: "images", value: "not a file" }]),
    ];
    for (const send of sends) {
      const r = await t.app.inject({ method: "POST", url: "/api/v1/products/comment/", ...send });
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
      expect(r.headers["x-error-code"]).toBeDefined();
    }
    expect(await reviewsOf(p.id)).toBe(0);
    // A file in a field the call does not know is not a photo of the review: it is ignored.
    const stray = await post(who, [
      ...fields(p.id, "5"),
      { name: "avatar", value: await picture("png"), filename: "a.png" },
    ]);
    expect(stray.statusCode, stray.body).toBe(201);
    expect(stray.json()).toMatchObject({ images: [] });

    function multipartWith(parts: Part[]) {
      const body = multipart(parts);
      return { payload: body.payload, headers: headers(body.headers["content-type"]) };
    }
  });

  it("keeps one review when two identical submissions race", async () => {
    const p = await fresh();
    const who = await buyer(p.id);
    const png = await picture("png");
    const send = () => post(who, [...fields(p.id, "5", "Ikki marta bosdim"), ...photoParts([png])]);
    const photos = storedPhotos().length;
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.headers["x-error-code"]).toBe("REVIEW.ALREADY_LEFT");
    expect(await reviewsOf(p.id)).toBe(1);
    expect(await figures(p.id)).toEqual({ rate: 5, count: 1 });
    // Only the winner's photo is kept, in its two sizes.
    const [row] = await t.app.internals.db.query<{ photos: string[] }>(
      "SELECT photos FROM comments WHERE product_id = $1",
      [p.id],
    );
    expect(row!.photos).toHaveLength(1);
    expect(storedPhotos()).toHaveLength(photos + 2);
    // The database itself refuses a second review of a buyer's, whatever the service checked first.
    await expect(
      t.app.internals.db.query(
        `INSERT INTO comments (product_id, user_id, order_id, rate, created_at)
         SELECT product_id, user_id, order_id, 1, now() FROM comments WHERE product_id = $1`,
        [p.id],
      ),
    ).rejects.toThrow(/comments_one_per_buyer|duplicate key/);
  });

  // Last: it stops the outbox for good.
  it("drops this process's cached answers at once; the event for the others waits in the outbox", async () => {
    await t.app.internals.outbox.stop();
    const p = await fresh();
    const who = await buyer(p.id);
    expect((await detail(p.slug)).answer).toMatchObject({ rate: 0, comment_count: 0 });
    const pending = async () =>
      (
        await t.app.internals.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox
           WHERE payload->>'scope' = 'answers' AND processed_at IS NULL`,
        )
      )[0]!.n;
    const before = await pending();
    expect((await post(who, fields(p.id, "3"))).statusCode).toBe(201);
    expect((await detail(p.slug)).answer).toMatchObject({ rate: 3, comment_count: 1 });
    expect(await pending()).toBe(before + 1);
  });
});
