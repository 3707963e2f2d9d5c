import { fail, ok, type Result } from "../../domain/errors";
import { validatePhotos } from "../../domain/photos";
import { pictureFormatOf } from "../../domain/picture-format";

/** A file the shopper picked, with its first bytes (a picture's signature is in its first twelve). */
export interface PickedPhoto {
  readonly file: File;
  readonly head: Uint8Array;
}

export const PHOTO_HEAD_BYTES = 12;

/**
 * The photos to attach after `attached`: at most 4 in all, each a jpg or png by its name, its type and its
 * first bytes. The server judges the bytes again; checking them here spares the shopper a refused upload of
 * a file that is only named like a photo.
 */
export function checkPickedPhotos(picked: readonly PickedPhoto[], attached: number): Result<readonly File[]> {
  const files = validatePhotos(
    picked.map((p) => p.file),
    attached,
  );
  if (!files.ok) return files;
  const format = (p: PickedPhoto) => pictureFormatOf(p.head);
  if (!picked.every((p) => format(p) === "jpeg" || format(p) === "png")) return fail("PHOTOS.WRONG_FORMAT");
  return ok(files.value);
}
