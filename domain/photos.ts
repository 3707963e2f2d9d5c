import { fail, ok, type Result } from "./errors.ts";
import type { MessageKey } from "./messages.ts";
import { pictureFormatOf, type PictureFormat } from "./picture-format.ts";

export const MAX_PHOTOS = 4;
export const PHOTO_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
/** The same two formats as their first bytes show them (domain/picture-format.ts). */
export const PHOTO_FORMATS: readonly PictureFormat[] = ["jpeg", "png"];
/** For an <input type="file" accept>, so the picker offers only what will pass. */
export const PHOTO_ACCEPT = [...PHOTO_MIME_TYPES, ...PHOTO_EXTENSIONS.map((e) => `.${e}`)].join(",");
/** The hint shown next to the picker after a rejected file. */
export const PHOTO_FORMAT_HINT: MessageKey = "upload_correct_format";

/** What the rule needs of a file; a browser File and a multipart part both fit. */
export interface PhotoFile {
  readonly name: string;
  readonly type: string;
}

/**
 * jpg or png only, judged by both the MIME type and the extension: either alone is easy to get wrong (a
 * renamed file, a browser that reports no type), and both must agree before the server spends time decoding
 * it.
 */
export function isAllowedPhoto(file: PhotoFile): boolean {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  const hasDot = file.name.includes(".");
  return (
    hasDot &&
    (PHOTO_EXTENSIONS as readonly string[]).includes(extension) &&
    (PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
  );
}

/** Checks files about to be attached to those already attached: at most 4 in all, each jpg or png. */
export function validatePhotos<F extends PhotoFile>(
  files: readonly F[],
  alreadyAttached = 0,
): Result<readonly F[]> {
  if (alreadyAttached + files.length > MAX_PHOTOS) return fail("PHOTOS.TOO_MANY", { max: MAX_PHOTOS });
  if (!files.every(isAllowedPhoto)) return fail("PHOTOS.WRONG_FORMAT");
  return ok(files);
}

/**
 * The server's rule for photos it received: at most 4, each a jpg or png by its first bytes (twelve are
 * enough), whatever its file name or declared type says. The formats, in order.
 */
export function validatePhotoContents(
  heads: readonly Uint8Array[],
  alreadyAttached = 0,
): Result<readonly PictureFormat[]> {
  if (alreadyAttached + heads.length > MAX_PHOTOS) return fail("PHOTOS.TOO_MANY", { max: MAX_PHOTOS });
  const formats = heads.map(pictureFormatOf);
  const allowed = (f: PictureFormat | null): f is PictureFormat => f !== null && PHOTO_FORMATS.includes(f);
  return formats.every(allowed) ? ok(formats) : fail("PHOTOS.WRONG_FORMAT");
}

/**
 * What the browser checks before an upload, as the server will: the names and declared types, then each
 * file's first bytes (a renamed file passes the first check only).
 */
export function validatePickedPhotos<F extends PhotoFile>(
  picked: readonly { readonly file: F; readonly head: Uint8Array }[],
  alreadyAttached = 0,
): Result<readonly F[]> {
  const named = validatePhotos(
    picked.map((p) => p.file),
    alreadyAttached,
  );
  if (!named.ok) return named;
  return validatePhotoContents(
    picked.map((p) => p.head),
    alreadyAttached,
  ).ok
    ? named
    : fail("PHOTOS.WRONG_FORMAT");
}
