import { fail, ok, type Result } from "./errors.ts";

/** Formats a shopper may upload as a picture; what the browser or the file name claims is not trusted. */
export type PictureFormat = "jpeg" | "png" | "webp";

/** An avatar (spec: profile edit) may be at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FORMATS: readonly PictureFormat[] = ["jpeg", "png", "webp"];
/** For an <input type="file" accept>, so the picker offers only what will pass. */
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The format the file's first bytes show (their signatures: JPEG FF D8 FF, PNG 89 'PNG' CR LF 1A LF, WebP
 * 'RIFF' size 'WEBP'); null for anything else. Twelve bytes are enough.
 */
export function pictureFormatOf(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

/** An avatar's rule: no larger than 5 MB, and a jpeg, png or webp by its content. */
export function checkAvatar(size: number, head: Uint8Array): Result<PictureFormat> {
  if (size > AVATAR_MAX_BYTES) return fail("IMAGE.TOO_LARGE", { megabytes: AVATAR_MAX_BYTES / 1024 / 1024 });
  const format = pictureFormatOf(head);
  return format && AVATAR_FORMATS.includes(format) ? ok(format) : fail("IMAGE.WRONG_FORMAT");
}
