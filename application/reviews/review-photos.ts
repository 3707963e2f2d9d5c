import type { Result } from "../../domain/errors";
import { validatePickedPhotos } from "../../domain/photos";

/** A file the shopper picked, with its first bytes (a picture's signature is in its first twelve). */
export interface PickedPhoto {
  readonly file: File;
  readonly head: Uint8Array;
}

export const PHOTO_HEAD_BYTES = 12;

/**
 * The photos to attach after `attached` (domain/photos.ts). The server judges the bytes again; checking them
 * here spares the shopper a refused upload of a file that is only named like a photo.
 */
export function checkPickedPhotos(picked: readonly PickedPhoto[], attached: number): Result<readonly File[]> {
  return validatePickedPhotos(picked, attached);
}
