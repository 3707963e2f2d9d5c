import type * as S3Sdk from "@aws-sdk/client-s3";
import {
  PICTURE_NAME,
  PictureStoreUnavailable,
  type PictureFolder,
  type PictureStore,
  type PictureVariant,
} from "../../platform/picture-store.port.ts";
import { encodePicture, newPictureName, pictureFile, VARIANTS } from "./picture-encoding.ts";

/** S3_*: an S3-compatible bucket (AWS, MinIO, Ceph, R2, a provider's object storage). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (http://host/bucket/key), as MinIO-style servers want, not in the host name. */
  forcePathStyle: boolean;
}

/**
 * How long one call may take, in total at most `attempts` tries: a bucket that hangs must not hold a
 * shopper's upload for ever. The SDK backs off between tries and stops retrying during a long outage.
 */
export interface S3Limits {
  connectMs: number;
  answerMs: number;
  attempts: number;
}
const LIMITS: S3Limits = { connectMs: 2000, answerMs: 8000, attempts: 3 };

/** Names never change meaning, so a CDN or a browser may keep a shown picture for a year. */
const SHOWN_CACHE = "public, max-age=31536000, immutable";

type Sdk = typeof S3Sdk;

/**
 * Pictures in an S3-compatible bucket shared by every server: the keys are the disk store's paths
 * (`<folder>/<name>.webp`, `<folder>/<name>-small.webp`). The bucket stays private: no object is written
 * public-read, and every picture reaches a browser through /media/ (bug-report photos only through the back
 * office), so the bucket's credentials decide alone who may read it. The SDK is loaded on first use, so a
 * shop without S3 never loads it.
 */
export class S3PictureStore implements PictureStore {
  private connecting: Promise<{ sdk: Sdk; client: S3Sdk.S3Client }> | undefined;

  constructor(
    private readonly settings: S3Settings,
    /** Told of what failed without failing a request: a removal the outage left undone. */
    private readonly onError: (error: unknown, what: string) => void = () => {},
    private readonly limits: S3Limits = LIMITS,
  ) {}

  private connect() {
    return (this.connecting ??= import("@aws-sdk/client-s3").then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
        maxAttempts: this.limits.attempts,
        requestHandler: {
          connectionTimeout: this.limits.connectMs,
          requestTimeout: this.limits.answerMs,
          throwOnRequestTimeout: true,
        },
        // The newer default checksums (CRC32 headers and trailers) are refused by some S3-compatible
        // servers; S3 checks what it must anyway, and the signature covers the body.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { sdk, client };
    }));
  }

  private key(folder: PictureFolder, name: string, variant: PictureVariant) {
    return `${folder}/${pictureFile(name, variant)}`;
  }

  async save(folder: PictureFolder, bytes: Buffer): Promise<string | null> {
    const sizes = await encodePicture(folder, bytes);
    if (!sizes) return null;
    const name = newPictureName();
    const { sdk, client } = await this.connect();
    // Settled, not raced: a size still being written when the other failed would outlive the cleanup.
    const puts = await Promise.allSettled(
      VARIANTS.map((v) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.key(folder, name, v),
            Body: sizes[v],
            ContentType: "image/webp",
            CacheControl: folder === "reports" ? "private, no-store" : SHOWN_CACHE,
          }),
        ),
      ),
    );
    const failed = puts.find((p) => p.status === "rejected");
    if (failed) {
      // One size may have been kept; no row names it, so it goes (or stays unseen if the outage goes on).
      await this.remove(folder, name);
      throw new PictureStoreUnavailable(failed.reason);
    }
    return name;
  }

  async read(folder: PictureFolder, name: string, variant: PictureVariant): Promise<Buffer | null> {
    if (!PICTURE_NAME.test(name)) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(folder, name, variant) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new PictureStoreUnavailable(error);
    }
  }

  async remove(folder: PictureFolder, name: string): Promise<void> {
    if (!PICTURE_NAME.test(name)) return;
    const { sdk, client } = await this.connect();
    await Promise.all(
      VARIANTS.map((v) =>
        client
          .send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(folder, name, v) }))
          .catch((error: unknown) =>
            this.onError(error, `removing ${this.key(folder, name, v)} from the bucket failed; it stays`),
          ),
      ),
    );
  }

  /** Null when the bucket answers to our credentials, else what went wrong (logged at start). */
  async probe(): Promise<unknown> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
      return null;
    } catch (error) {
      return error;
    }
  }

  async close(): Promise<void> {
    if (this.connecting) (await this.connecting).client.destroy();
  }
}

/** No such key: a picture never stored or removed. A missing bucket is a misconfiguration, not that. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === "NoSuchBucket") return false;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
