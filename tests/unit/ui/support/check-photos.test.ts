import { describe, expect, it } from "vitest";
import { checkPhotos } from "../../../../ui/features/support/check-photos";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const file = (name: string, type: string, head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

describe("checkPhotos", () => {
  it("takes jpg and png photos up to four in all", async () => {
    const photos = [file("a.png", "image/png", PNG), file("b.jpg", "image/jpeg", JPEG)];
    expect(await checkPhotos(photos, 2)).toEqual({ ok: true, value: photos });
  });

  it("refuses a fifth photo, counting those already attached", async () => {
    const result = await checkPhotos([file("e.png", "image/png", PNG)], 4);
    expect(result).toEqual({ ok: false, error: { code: "PHOTOS.TOO_MANY", params: { max: 4 } } });
    expect(
      (
        await checkPhotos(
          [1, 2, 3].map((i) => file(`${i}.png`, "image/png", PNG)),
          2,
        )
      ).ok,
    ).toBe(false);
  });

  it("refuses another kind of file by its name and type, and a renamed one by its first bytes", async () => {
    const gif = file("cat.gif", "image/gif", [0x47, 0x49, 0x46, 0x38]);
    expect(await checkPhotos([gif], 0)).toEqual({ ok: false, error: { code: "PHOTOS.WRONG_FORMAT" } });
    const renamed = file("notes.png", "image/png", [0x68, 0x65, 0x6c, 0x6c, 0x6f]);
    expect(await checkPhotos([file("a.png", "image/png", PNG), renamed], 0)).toEqual({
      ok: false,
      error: { code: "PHOTOS.WRONG_FORMAT" },
    });
  });

  it("refuses a photo over 5 MB, as the server would", async () => {
    const huge = file("huge.jpg", "image/jpeg", JPEG, 5 * 1024 * 1024 + 1);
    expect(await checkPhotos([huge], 0)).toEqual({
      ok: false,
      error: { code: "IMAGE.TOO_LARGE", params: { megabytes: 5 } },
    });
  });
});
