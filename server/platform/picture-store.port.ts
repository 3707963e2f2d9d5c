import { Failure } from "./failure.ts";

/**
 * Where uploaded pictures live; each folder is one kind. Every folder but "reports" is shown to everyone
 * under /media/<folder>/<name>.webp; bug-report photos ("reports") may show a shopper's data and are read
 * only by the back office's signed-in route, never under /media/.
 *
 * - avatars: a shopper's picture; reviews: review photos; reports: bug-report photos
 * - products: product photos uploaded by staff or brought by the 1C exchange
 * - banners: the home page's banners; stories: the home page's stories; brands: brand logos;
 *   categories: category icons
 */
export type PictureFolder =
  "avatars" | "reviews" | "reports" | "products" | "banners" | "stories" | "brands" | "categories";

/** The folders /media/ may show. */
export const SHOWN_PICTURE_FOLDERS: readonly PictureFolder[] = [
  "avatars",
  "reviews",
  "products",
  "banners",
  "stories",
  "brands",
  "categories",
];

/**
 * The two sizes every picture is kept in: `default` (longest side capped per folder: 1024 for shoppers'
 * photos, 2048 for products, 2560 for banners, 1920 for stories, 512 for logos and icons) and `small` (a
 * 160 px square for shoppers' photos, the contract's `avatar_src.small`; the whole picture within 320 or
 * 640 px elsewhere).
 */
export type PictureVariant = "default" | "small";

/**
 * One store for every uploaded picture: files under DATA_DIR/pictures (embedded), or an S3-compatible bucket
 * shared by every server (S3_*). Callers keep the returned name in their own rows and link it through
 * MediaUrls; the store never learns what a picture belongs to.
 *
 * Nothing is kept as given: every picture is decoded and re-encoded, so what /media/ serves is always a
 * WebP made here (no SVG with a script in it, no camera metadata). A caller that must not store the same
 * source twice (the 1C exchange sending a file again) remembers a hash of the bytes it was given beside the
 * name, since names are random.
 */
export interface PictureStore {
  /**
   * Decodes the bytes, turns them upright, drops their metadata (a phone's photo carries its GPS position)
   * and keeps them re-encoded in both sizes under a new unguessable name; null when the bytes do not decode
   * as a picture. Throws PictureStoreUnavailable when the storage cannot be reached; then nothing is kept.
   */
  save(folder: PictureFolder, bytes: Buffer): Promise<string | null>;
  /**
   * The stored file of one size, or null when there is none. Throws PictureStoreUnavailable when the storage
   * cannot be reached (which is not the same as "no such picture").
   */
  read(folder: PictureFolder, name: string, variant: PictureVariant): Promise<Buffer | null>;
  /**
   * Forgets both sizes; a missing picture is not an error. Cleanup only, so it never throws for an outage:
   * a picture left behind is named by no row and costs only its bytes (the store logs it).
   */
  remove(folder: PictureFolder, name: string): Promise<void>;
}

/** Names the store hands out: 24 lower-case hex digits. */
export const PICTURE_NAME = /^[0-9a-f]{24}$/;

/** What a 503 for an unreachable picture store tells the client to wait. */
export const PICTURE_STORE_RETRY_SECONDS = 5;

/**
 * The storage behind the pictures could not be reached or refused us (an S3 outage, wrong credentials, a
 * missing bucket): the client is answered 503 with Retry-After (GENERIC.UNAVAILABLE), the cause is logged,
 * and the server keeps running.
 */
export class PictureStoreUnavailable extends Failure {
  constructor(override readonly cause: unknown) {
    super({ code: "GENERIC.UNAVAILABLE", params: { seconds: PICTURE_STORE_RETRY_SECONDS } });
    this.name = "PictureStoreUnavailable";
  }
}
