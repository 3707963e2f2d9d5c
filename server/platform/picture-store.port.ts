/**
 * Where shoppers' uploaded pictures live; each folder is one kind: avatars and review photos are shown to
 * everyone under /media/, bug-report photos ("reports") only to the back office, never under /media/.
 */
export type PictureFolder = "avatars" | "reviews" | "reports";

/** The two sizes every uploaded picture is kept in (the contract's `avatar_src{default, small}`). */
export type PictureVariant = "default" | "small";

export interface PictureStore {
  /**
   * Decodes the bytes, turns them upright, drops their metadata (a phone's photo carries its GPS position)
   * and keeps them re-encoded in both sizes under a new unguessable name; null when the bytes do not decode
   * as a picture.
   */
  save(folder: PictureFolder, bytes: Buffer): Promise<string | null>;
  /** The stored file of one size, or null. */
  read(folder: PictureFolder, name: string, variant: PictureVariant): Promise<Buffer | null>;
  /** Forgets both sizes; a missing picture is not an error. */
  remove(folder: PictureFolder, name: string): Promise<void>;
}

/** Names the store hands out: 24 lower-case hex digits. */
export const PICTURE_NAME = /^[0-9a-f]{24}$/;
