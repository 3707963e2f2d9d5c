import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3PictureStore } from "../../server/adapters/pictures/s3-picture-store.ts";
import { PICTURE_NAME, PictureStoreUnavailable } from "../../server/platform/picture-store.port.ts";
import { picture } from "./helpers/multipart.ts";
import { startS3Double, type S3Double } from "./helpers/s3-double.ts";

// The S3 picture store against a local server that speaks S3 (s3rver), through the real AWS SDK.

const size = async (bytes: Buffer | null) => {
  const meta = await sharp(bytes!).metadata();
  return [meta.format, meta.width, meta.height];
};

describe("pictures in an S3-compatible bucket", () => {
  let s3: S3Double;
  let store: S3PictureStore;
  const failures: string[] = [];

  beforeAll(async () => {
    s3 = await startS3Double();
    store = new S3PictureStore(s3.settings, (_error, what) => failures.push(what));
  });
  afterAll(async () => {
    await store?.close();
    await s3?.close();
  });

  it("keeps both sizes under the disk store's paths, reads them back and forgets them", async () => {
    const name = await store.save("avatars", await picture("png", 2000, 1200));
    expect(name).toMatch(PICTURE_NAME);
    expect(await s3.keys()).toEqual([`avatars/${name}-small.webp`, `avatars/${name}.webp`]);
    expect(await size(await store.read("avatars", name!, "default"))).toEqual(["webp", 1024, 614]);
    expect(await size(await store.read("avatars", name!, "small"))).toEqual(["webp", 160, 160]);
    const stored = await s3.head(`avatars/${name}.webp`);
    expect(stored.ContentType).toBe("image/webp");
    expect(stored.CacheControl).toBe("public, max-age=31536000, immutable");

    await store.remove("avatars", name!);
    expect(await s3.keys()).toEqual([]);
    expect(await store.read("avatars", name!, "default")).toBeNull();
    // Forgetting what is already gone is not an error.
    await store.remove("avatars", name!);
    expect(failures).toEqual([]);
  });

  it("keeps each folder's sizes: a product photo large, its small size whole", async () => {
    const name = await store.save("products", await picture("jpeg", 3000, 2000));
    expect(await size(await store.read("products", name!, "default"))).toEqual(["webp", 2048, 1365]);
    expect(await size(await store.read("products", name!, "small"))).toEqual(["webp", 320, 213]);
    await store.remove("products", name!);
  });

  it("marks bug-report photos private, never cacheable by a shared cache", async () => {
    const name = await store.save("reports", await picture("png"));
    expect((await s3.head(`reports/${name}.webp`)).CacheControl).toBe("private, no-store");
    await store.remove("reports", name!);
  });

  it("writes nothing for bytes that are not a picture, and reads no name it never hands out", async () => {
    expect(await store.save("reviews", Buffer.from("not a picture at all"))).toBeNull();
    expect(await s3.keys()).toEqual([]);
    expect(await store.read("reviews", "../reports/x", "default")).toBeNull();
  });

  it("is one bucket for two stores: what one saves, the other reads and removes", async () => {
    const other = new S3PictureStore(s3.settings);
    try {
      const name = await store.save("reviews", await picture("jpeg", 800, 600));
      expect(await size(await other.read("reviews", name!, "default"))).toEqual(["webp", 800, 600]);
      await other.remove("reviews", name!);
      expect(await store.read("reviews", name!, "default")).toBeNull();
    } finally {
      await other.close();
    }
  });

  it("tells a missing bucket from a missing picture", async () => {
    const astray = new S3PictureStore({ ...s3.settings, bucket: "no-such-bucket" });
    try {
      await expect(astray.read("avatars", "0".repeat(24), "default")).rejects.toBeInstanceOf(
        PictureStoreUnavailable,
      );
      expect(await astray.probe()).not.toBeNull();
      expect(await store.probe()).toBeNull();
    } finally {
      await astray.close();
    }
  });

  it("refuses as unavailable while the bucket is down, and recovers", async () => {
    const kept = await store.save("avatars", await picture("png"));
    await s3.stop();
    try {
      const started = performance.now();
      const saving = store.save("avatars", await picture("png"));
      await expect(saving).rejects.toBeInstanceOf(PictureStoreUnavailable);
      await expect(saving).rejects.toMatchObject({
        error: { code: "GENERIC.UNAVAILABLE", params: { seconds: 5 } },
      });
      await expect(store.read("avatars", kept!, "default")).rejects.toBeInstanceOf(PictureStoreUnavailable);
      // Retries are bounded: a refused connection is tried three times within well under the timeouts.
      expect(performance.now() - started).toBeLessThan(5000);
      // Removal is cleanup: it does not fail the caller, and says what it left behind.
      failures.length = 0;
      await store.remove("avatars", kept!);
      expect(failures).toHaveLength(2);
      expect(await store.probe()).not.toBeNull();
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual([`avatars/${kept}-small.webp`, `avatars/${kept}.webp`]);
    expect(await size(await store.read("avatars", kept!, "small"))).toEqual(["webp", 160, 160]);
    await store.remove("avatars", kept!);
    expect(await s3.keys()).toEqual([]);
  });

  it("gives up on a bucket that takes the connection and never answers, within its limits", async () => {
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const limits = { connectMs: 200, answerMs: 300, attempts: 2 };
    const hung = new S3PictureStore(
      { ...s3.settings, endpoint: `http://127.0.0.1:${port}` },
      () => {},
      limits,
    );
    try {
      const started = performance.now();
      await expect(hung.read("avatars", "0".repeat(24), "default")).rejects.toBeInstanceOf(
        PictureStoreUnavailable,
      );
      expect(held.length).toBe(2);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await hung.close();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
