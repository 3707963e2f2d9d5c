import path from "node:path";
import type { PictureStore } from "../../platform/picture-store.port.ts";
import { DiskPictureStore } from "./disk-picture-store.ts";
import { S3PictureStore, type S3Settings } from "./s3-picture-store.ts";

export type OpenPictureStore = PictureStore & { close(): Promise<void> };

/**
 * The bucket when S3_* are set, else DATA_DIR/pictures. A bucket that does not answer at start is logged,
 * not fatal: the shop serves everything but uploaded pictures, and those recover with the bucket.
 */
export function openPictureStore(
  config: { dataDir: string; s3?: S3Settings },
  warn: (error: unknown, what: string) => void,
): OpenPictureStore {
  if (!config.s3) return new DiskPictureStore(path.join(config.dataDir, "pictures"));
  const store = new S3PictureStore(config.s3, warn);
  const { bucket, endpoint } = config.s3;
  void store.probe().then((error) => {
    if (error) warn(error, `the picture bucket ${bucket} at ${endpoint} does not answer; uploads answer 503`);
  });
  return store;
}
