import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCaller, makeStaff } from "./helpers/admin-calls.ts";
import { multipart, photoParts, picture, type Part } from "./helpers/multipart.ts";
import { startS3Double, type S3Double } from "./helpers/s3-double.ts";
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
import { BACKENDS, expectAnswer, saying, startTestApp, type TestApp } from "./helpers/test-app.ts";

// A shop configured with S3_*: avatars, review photos and bug-report photos go to the bucket (a local s3rver)
// and come back through /media/ and the back office; a bucket that is down is a 503, never a 500 or a crash.

describe.each(BACKENDS)("uploaded pictures in an S3 bucket on %s", (backend) => {
  let s3: S3Double;
  let t: TestApp;
  /** The review photo's sizes, from the review test (the outage test shows one it has already made). */
  let reviewPhotos: Record<string, string> = {};

  beforeAll(async () => {
    s3 = await startS3Double();
    t = await startTestApp(backend, { products: 40, env: { ...s3.env, INBOX_MESSAGES_PER_HOUR: "1000" } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const send = (method: "PUT" | "POST", url: string, parts: Part[], who: Shopper | null) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url: `/api/v1/${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
  };
  /** A new picture, or "" (a plain field, no file) to take the current one away. */
  const avatar = async (who: Shopper, value: Buffer | "") =>
    send(
      "PUT",
      "account/edit/",
      [
        value === ""
          ? { name: "avatar", value }
          : { name: "avatar", value, filename: "me.png", type: "image/png" },
      ],
      who,
    );
  const media = (url: string) => t.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, "") });
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
  const diskPictures = () => path.join(t.config.dataDir, "pictures");

  it("keeps an avatar in the bucket only and shows it under /media/", async () => {
    const who = await makeShopper(t);
    const r = await avatar(who, await picture("png", 1600, 1200));
    expect(r.statusCode, r.body).toBe(200);
    const { avatar_src } = expectAnswer("accountEdit", r.json());
    const name = /avatars\/([0-9a-f]{24})\.webp/.exec(avatar_src!.default!)![1];
    expect(await s3.keys()).toContain(`avatars/${name}.webp`);
    expect(await s3.keys()).toContain(`avatars/${name}-small.webp`);
    const big = await media(avatar_src!.default!);
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-type"]).toBe("image/webp");
    expect(big.headers["x-placeholder"]).toBeUndefined();
    expect(await widthOf(big.rawPayload)).toBe(1024);
    expect(await widthOf((await media(avatar_src!.small!)).rawPayload)).toBe(160);
    expect(existsSync(diskPictures())).toBe(false);
  });

  it("keeps a buyer's review photo in the bucket and serves it resized", async () => {
    const call = caller(t);
    const product = await productWithStock(t, 20, [], `${UNTOUCHED_PRODUCT} AND comment_count = 0`);
    const who = await makeShopper(t);
    await putInBasket(t, who, product.id, 1);
    const ordered = await call("POST", "orders/order/", who, {
      payload: orderBody((await places(t)).city.id),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = expectAnswer("orderCreate", ordered.json());
    for (const event of ["approve", "deliver"] as const)
      expect((await t.app.internals.orders.changeStatus(order.id, event, "operator")).ok).toBe(true);

    const parts = [
      { name: "product", value: String(product.id) },
      { name: "rate", value: "5" },
    ];
    const r = await send(
      "POST",
      "products/comment/",
      [...parts, ...photoParts([await picture("png", 900, 600)])],
      who,
    );
    expect(r.statusCode, r.body).toBe(201);
    const set = (reviewPhotos = r.json<{ images: Record<string, string>[] }>().images[0]!);
    const name = /reviews\/([0-9a-f]{24})\.webp/.exec(set.default!)![1];
    expect(await s3.keys()).toContain(`reviews/${name}.webp`);
    expect(await widthOf((await media(set.default!)).rawPayload)).toBe(900);
    const small = await media(set.extra_small!);
    expect(small.headers["x-placeholder"]).toBeUndefined();
    expect(await widthOf(small.rawPayload)).toBe(80);
    expect(existsSync(diskPictures())).toBe(false);
  });

  it("keeps a bug report's photo private: the back office reads it from the bucket, /media/ never", async () => {
    const r = await send(
      "POST",
      "settings/typo/",
      [{ name: "content", value: "Narx xato" }, ...photoParts([await picture("png")])],
      null,
    );
    expect(r.statusCode, r.body).toBe(201);
    const [row] = await t.app.internals.db.query<{ id: number; photos: string[] }>(
      "SELECT id, photos FROM typo_reports WHERE id = $1",
      [r.json<{ id: number }>().id],
    );
    const name = row!.photos[0]!;
    expect(await s3.keys()).toContain(`reports/${name}.webp`);
    expect((await s3.head(`reports/${name}.webp`)).CacheControl).toBe("private, no-store");
    for (const folder of ["reports", "reviews", "avatars", "products"])
      expect((await t.app.inject({ url: `/media/${folder}/${name}.webp` })).headers["x-placeholder"]).toBe(
        "1",
      );
    const operator = await makeStaff(t, await makeShopper(t), "operator");
    const photo = await adminCaller(t)("GET", `inbox/bug/${row!.id}/photos/0`, operator);
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("answers 503 with Retry-After while the bucket is down, keeps serving the rest, and recovers", async () => {
    const who = await makeShopper(t);
    const first = expectAnswer("accountEdit", (await avatar(who, await picture("png"))).json());
    const seen = first.avatar_src!.default!;

    await s3.stop();
    try {
      const refused = await avatar(who, await picture("png"));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.headers["x-error-code"]).toBe("GENERIC.UNAVAILABLE");
      expect(refused.json()).toEqual(saying(expect.any(String)));
      expect(refused.body).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+|stack/i);
      // The old picture is still the shopper's: nothing changed.
      const profile = await caller(t)("GET", "account/", who);
      expect(profile.json<{ avatar_src: { default: string } }>().avatar_src.default).toBe(seen);

      const shown = await media(seen);
      expect(shown.statusCode).toBe(503);
      expect(shown.headers["retry-after"]).toBe("5");
      // A size this server already made is its own copy; a new size needs the bucket.
      const cached = await media(reviewPhotos.extra_small!);
      expect(cached.statusCode).toBe(200);
      expect(cached.headers["x-placeholder"]).toBeUndefined();
      expect((await media(reviewPhotos.medium!)).statusCode).toBe(503);
      // Taking the picture away needs no bucket: the row changes, the files wait to be cleaned up.
      const removed = await avatar(who, "");
      expect(removed.statusCode, removed.body).toBe(200);
      expect(expectAnswer("accountEdit", removed.json()).avatar_src?.default ?? null).toBeNull();
      // The rest of the shop answers as before.
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/v1/products/?page_size=2" })).statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    const again = await avatar(who, await picture("jpeg"));
    expect(again.statusCode, again.body).toBe(200);
    const now = expectAnswer("accountEdit", again.json()).avatar_src!.default!;
    expect((await media(now)).statusCode).toBe(200);
  });
});
