import { describe, expect, it } from "vitest";
import {
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  isAllowedPhoto,
  validatePhotoContents,
  validatePhotos,
} from "../../../domain/photos";

const jpg = { name: "crack.JPG", type: "image/jpeg" };
const png = { name: "wall.png", type: "image/png" };

describe("photos", () => {
  it("allows jpg and png by both type and extension", () => {
    expect(isAllowedPhoto(jpg)).toBe(true);
    expect(isAllowedPhoto({ name: "a.jpeg", type: "image/jpeg" })).toBe(true);
    expect(isAllowedPhoto(png)).toBe(true);
    expect(isAllowedPhoto({ name: "a.gif", type: "image/gif" })).toBe(false);
    expect(isAllowedPhoto({ name: "a.png", type: "image/webp" })).toBe(false);
    expect(isAllowedPhoto({ name: "a.webp", type: "image/png" })).toBe(false);
    expect(isAllowedPhoto({ name: "png", type: "image/png" })).toBe(false);
    expect(isAllowedPhoto({ name: "a.png", type: "" })).toBe(false);
    expect(PHOTO_ACCEPT).toBe("image/jpeg,image/png,.jpg,.jpeg,.png");
  });

  it("allows at most 4 photos in all", () => {
    expect(MAX_PHOTOS).toBe(4);
    expect(validatePhotos([jpg, png, jpg, png])).toEqual({ ok: true, value: [jpg, png, jpg, png] });
    expect(validatePhotos([jpg, png, jpg, png, jpg])).toEqual({
      ok: false,
      error: { code: "PHOTOS.TOO_MANY", params: { max: 4 } },
    });
    expect(validatePhotos([jpg, png], 3).ok).toBe(false);
    expect(validatePhotos([jpg], 3).ok).toBe(true);
  });

  it("rejects a wrong format", () => {
    expect(validatePhotos([jpg, { name: "a.bmp", type: "image/bmp" }])).toEqual({
      ok: false,
      error: { code: "PHOTOS.WRONG_FORMAT" },
    });
  });

  it("judges received photos by their first bytes, not by what they claim", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const webp = new TextEncoder().encode("RIFF\0\0\0\0WEBP");
    const text = new TextEncoder().encode("photo.jpg is text");
    expect(validatePhotoContents([jpeg, png])).toEqual({ ok: true, value: ["jpeg", "png"] });
    expect(validatePhotoContents([])).toEqual({ ok: true, value: [] });
    for (const bad of [text, webp, new TextEncoder().encode("GIF89a")])
      expect(validatePhotoContents([png, bad])).toEqual({
        ok: false,
        error: { code: "PHOTOS.WRONG_FORMAT" },
      });
    expect(validatePhotoContents([png, png, png, png, jpeg])).toEqual({
      ok: false,
      error: { code: "PHOTOS.TOO_MANY", params: { max: 4 } },
    });
    expect(validatePhotoContents([png], 4).ok).toBe(false);
  });
});
