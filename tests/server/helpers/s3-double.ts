import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type HeadObjectCommandOutput,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "../../../server/adapters/pictures/s3-picture-store.ts";

// A local server that speaks S3 (s3rver, objects in a temporary directory) on a port of its own, for the
// picture store's tests: the shop talks to it through the real AWS SDK, as it would to a bucket.

export const S3_BUCKET = "qb-pictures";
/** s3rver's one account; it checks every request's signature against this secret. */
const ACCOUNT = "S3RVER";

export interface S3Double {
  settings: S3Settings;
  /** The shop's settings for this bucket (S3_*), for loadConfig or a server process. */
  env: Record<string, string>;
  /** Stops listening: connections are refused, as from a bucket that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port, holding what it held. */
  start(): Promise<void>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** One object's stored headers. */
  head(key: string): Promise<HeadObjectCommandOutput>;
  close(): Promise<void>;
}

export async function startS3Double(): Promise<S3Double> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "qb-s3-"));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    const next = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    port = (await next.run()).port;
    server = next;
  };
  await start();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: S3_BUCKET,
    region: "us-east-1",
    accessKeyId: ACCOUNT,
    secretAccessKey: ACCOUNT,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCOUNT, secretAccessKey: ACCOUNT },
  });
  const stop = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCOUNT,
      S3_SECRET_ACCESS_KEY: ACCOUNT,
      S3_FORCE_PATH_STYLE: "1",
    },
    stop,
    start,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    head: (key) => client.send(new HeadObjectCommand({ Bucket: S3_BUCKET, Key: key })),
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
