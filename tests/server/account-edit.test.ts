import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, picture as photo, type Part } from "./helpers/multipart.ts";
import { BACKENDS, expectAnswer, startTestApp, type TestApp } from "./helpers/test-app.ts";

const picture = (format: "png" | "jpeg" | "webp", width = 600, height = 400) => photo(format, width, height);

describe.each(BACKENDS)("account edit (multipart) on %s", (backend) => {
  let t: TestApp;
  let access = "";
  const phone = "901250001";

  beforeAll(async () => {
    t = await startTestApp(backend, { products: 20 });
    await t.app.internals.accounts.create({ phone, password: "avatar-parol", fullName: "Dilshod" });
    const r = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login/",
      payload: { phone, password: "avatar-parol" },
    });
    access = r.json<{ access: string }>().access;
  });
  afterAll(() => t.close());

  const edit = (parts: Part[], token: string | null = access) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "PUT",
      url: "/api/v1/account/edit/",
      payload: body.payload,
      headers: {
        ...body.headers,
        "accept-language": "ru",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };
  const profile = async () =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/account/",
        headers: { authorization: `Bearer ${access}` },
      })
    ).json<{
      full_name: string;
      address: string | null;
      avatar_src: { default: string | null; small: string | null };
    }>();
  const fetchPicture = (url: string) =>
    t.app.inject({ method: "GET", url: new URL(url, "http://x").pathname });
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, "pictures", "avatars");
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  it("refuses without a token and changes nothing", async () => {
    const r = await edit([{ name: "full_name", value: "Begona" }], null);
    expect(r.statusCode).toBe(401);
    expect((await profile()).full_name).toBe("Dilshod");
  });

  it("sets the name and the address and answers the user as the contract has it", async () => {
    const r = await edit([
      { name: "full_name", value: "  Dilshod Karimov " },
      { name: "address", value: "Toshkent, Chilonzor 7" },
    ]);
    expect(r.statusCode).toBe(200);
    const user = expectAnswer("accountEdit", r.json());
    expect(user.full_name).toBe("Dilshod Karimov");
    expect(user.address).toBe("Toshkent, Chilonzor 7");
    expect(user.avatar_src?.default ?? null).toBeNull();
  });

  it("refuses an empty name with the field flagged", async () => {
    const r = await edit([{ name: "full_name", value: "   " }]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errors: [{ error: "FIELD.REQUIRED", field: "full_name" }] });
    expect((await profile()).full_name).toBe("Dilshod Karimov");
  });

  it("takes a PNG by its content whatever its name and type, and keeps it as WebP in two sizes", async () => {
    const r = await edit([
      { name: "avatar", value: await picture("png", 2000, 1200), filename: "notes.txt", type: "text/plain" },
    ]);
    expect(r.statusCode).toBe(200);
    const { avatar_src } = expectAnswer("accountEdit", r.json());
    const big = await fetchPicture(avatar_src!.default!);
    const small = await fetchPicture(avatar_src!.small!);
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-type"]).toBe("image/webp");
    expect(big.headers["x-placeholder"]).toBeUndefined();
    const bigMeta = await sharp(big.rawPayload).metadata();
    expect([bigMeta.format, bigMeta.width, bigMeta.height]).toEqual(["webp", 1024, 614]);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(["webp", 160, 160]);
    // The name and the other fields are left as they were.
    expect((await profile()).full_name).toBe("Dilshod Karimov");
  });

  it("drops a photo's metadata (a phone's picture carries where it was taken)", async () => {
    const withExif = await sharp(await picture("jpeg"))
      .withExif({ IFD0: { Copyright: "GPS 41.31,69.24" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const r = await edit([{ name: "avatar", value: withExif, filename: "IMG_0001.jpg", type: "image/jpeg" }]);
    expect(r.statusCode).toBe(200);
    const stored = await fetchPicture(r.json<{ avatar_src: { default: string } }>().avatar_src.default);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("replacing the picture forgets the old one's files", async () => {
    const before = (await profile()).avatar_src.default!;
    const r = await edit([
      { name: "avatar", value: await picture("webp"), filename: "a.webp", type: "image/webp" },
    ]);
    expect(r.statusCode).toBe(200);
    expect((await profile()).avatar_src.default).not.toBe(before);
    expect(storedFiles()).toHaveLength(2);
    expect((await fetchPicture(before)).headers["x-placeholder"]).toBe("1");
  });

  it("refuses a file that only claims to be a picture, and keeps the current one", async () => {
    const before = await profile();
    for (const value of [
      Buffer.from("GIF89a not allowed"),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    ]) {
      const r = await edit([{ name: "avatar", value, filename: "photo.jpg", type: "image/jpeg" }]);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        errors: [
          {
            error: "IMAGE.WRONG_FORMAT",
            field: "avatar",
            message: "пожалуйста, загрузите файл правильного формата",
          },
        ],
      });
    }
    // Right signature, broken picture: sharp cannot decode it.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const r = await edit([{ name: "avatar", value: broken, filename: "photo.jpg", type: "image/jpeg" }]);
    expect(r.json()).toMatchObject({ errors: [{ error: "IMAGE.WRONG_FORMAT", field: "avatar" }] });
    expect(await profile()).toEqual(before);
    expect(storedFiles()).toHaveLength(2);
  });

  it("refuses a picture over 5 MB with the field's own message and changes nothing", async () => {
    const before = await profile();
    const huge = Buffer.concat([await picture("png"), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const r = await edit([
      { name: "full_name", value: "Boshqa" },
      { name: "avatar", value: huge, filename: "big.png", type: "image/png" },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      errors: [{ error: "IMAGE.TOO_LARGE", field: "avatar", message: "Размер изображения — не больше 5 МБ" }],
    });
    expect(await profile()).toEqual(before);
  });

  it("an empty avatar removes the picture and its files", async () => {
    const r = await edit([{ name: "avatar", value: "" }]);
    expect(r.statusCode).toBe(200);
    expect(r.json<{ avatar_src: { default: string | null } }>().avatar_src.default).toBeNull();
    expect(storedFiles()).toEqual([]);
  });

  it("still takes a JSON body for the text fields, and refuses a file shape without bytes", async () => {
    const json = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/account/edit/",
        payload,
        headers: { authorization: `Bearer ${access}` },
      });
    expect((await json({ address: "Samarqand" })).json()).toMatchObject({ address: "Samarqand" });
    const forged = await json({ avatar: { mimetype: "image/png", filename: "x.png" } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errors: [{ field: "avatar" }] });
  });
});
