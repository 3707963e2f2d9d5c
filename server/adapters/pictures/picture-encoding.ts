import { randomBytes } from "node:crypto";
import { loadSharp } from "../images/load-sharp.ts";
import type { PictureFolder, PictureVariant } from "../../platform/picture-store.port.ts";

/** A 5 MB file can still claim a huge canvas (a decompression bomb); sharp refuses more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Per folder: the longest side of `default`, and `small` as a cropped square (a face in a list) or the whole
 * picture within that side (a product, a banner or a logo must not lose its edges).
 */
const SIZES: Record<PictureFolder, { side: number; small: number; crop: boolean }> = {
  avatars: { side: 1024, small: 160, crop: true },
  reviews: { side: 1024, small: 160, crop: true },
  reports: { side: 1024, small: 160, crop: true },
  products: { side: 2048, small: 320, crop: false },
  banners: { side: 2560, small: 640, crop: false },
  // A story is a phone's full screen; its ring on the home page is the small size.
  stories: { side: 1920, small: 320, crop: false },
  brands: { side: 512, small: 160, crop: false },
  categories: { side: 512, small: 160, crop: false },
};

export const VARIANTS: readonly PictureVariant[] = ["default", "small"];

/**
 * One picture's file name in its folder, the same on disk and in a bucket (`<name>.webp`,
 * `<name>-small.webp`), so DATA_DIR/pictures copies into a bucket as it is.
 */
export const pictureFile = (name: string, variant: PictureVariant) =>
  `${name}${variant === "small" ? "-small" : ""}.webp`;

/** 96 random bits as hex: a picture's name, which nobody can guess from another's. */
export const newPictureName = () => randomBytes(12).toString("hex");

/**
 * Decodes the bytes, turns them upright, drops their metadata and encodes both sizes as WebP; null when the
 * bytes do not decode as a picture.
 */
export async function encodePicture(
  folder: PictureFolder,
  bytes: Buffer,
): Promise<Record<PictureVariant, Buffer> | null> {
  const size = SIZES[folder];
  const sharp = await loadSharp();
  try {
    const upright = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [big, small] = await Promise.all([
      upright
        .clone()
        .resize({ width: size.side, height: size.side, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      upright
        .clone()
        .resize(
          size.crop
            ? { width: size.small, height: size.small, fit: "cover" }
            : { width: size.small, height: size.small, fit: "inside", withoutEnlargement: true },
        )
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { default: big, small };
  } catch {
    return null;
  }
}
