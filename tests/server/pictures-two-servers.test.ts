import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenIssuer } from "../../server/modules/accounts/index.ts";
import { startChildServer, type ChildServer } from "./helpers/child-server.ts";
import { multipart, picture } from "./helpers/multipart.ts";
import { startS3Double, type S3Double } from "./helpers/s3-double.ts";

// Two shop processes, each with a DATA_DIR of its own (as on two machines), on one PostgreSQL schema and one
// bucket (a local s3rver): a picture uploaded through one is shown by the other.

const DATABASE_URL = process.env.DATABASE_URL;
const SECRET = "pictures-two-servers-secret-0123456789abcdef";

describe.skipIf(!DATABASE_URL)("two servers sharing one bucket (skipped without DATABASE_URL)", () => {
  const schema = `pics_${randomBytes(4).toString("hex")}`;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "qb-pics-")));
  let s3: S3Double;
  const servers: ChildServer[] = [];
  let db: pg.Client;

  beforeAll(async () => {
    s3 = await startS3Double();
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const dataDir of dataDirs)
      servers.push(
        await startChildServer({
          env: {
            NODE_ENV: "test",
            DATABASE_URL: DATABASE_URL!,
            DATABASE_SCHEMA: schema,
            DATA_DIR: dataDir,
            TOKEN_SECRET: SECRET,
            SEED_PRODUCTS: "20",
            DEMO_ACCOUNT: "0",
            ...s3.env,
          },
        }),
      );
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db?.end();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const shopper = async () => {
    const [row] = (
      await db.query<{ id: number }>(
        `INSERT INTO ${schema}.users (phone, full_name) VALUES ($1, 'Xaridor') RETURNING id`,
        [`97${randomInt(1_000_000, 9_999_999)}`],
      )
    ).rows;
    return `Bearer ${await new TokenIssuer(SECRET).issue(row!.id, "access")}`;
  };
  const setAvatar = async (server: ChildServer, authorization: string, value: Buffer | "") => {
    const body = multipart([
      value === ""
        ? { name: "avatar", value }
        : { name: "avatar", value, filename: "me.png", type: "image/png" },
    ]);
    const r = await fetch(`${server.url}/api/v1/account/edit/`, {
      method: "PUT",
      headers: { ...body.headers, authorization },
      body: body.payload,
    });
    expect(r.status, await r.clone().text()).toBe(200);
    return ((await r.json()) as { avatar_src: { default: string | null; small: string | null } }).avatar_src;
  };
  const shown = async (server: ChildServer, url: string) => {
    const r = await fetch(`${server.url}${new URL(url, "http://x").pathname}`);
    return {
      status: r.status,
      placeholder: r.headers.get("x-placeholder"),
      bytes: Buffer.from(await r.arrayBuffer()),
    };
  };

  it("shows on one server the avatar uploaded through the other, and forgets it for both", async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const who = await shopper();
    const src = await setAvatar(a, who, await picture("png", 800, 600));
    for (const url of [src.default!, src.small!]) {
      const fromA = await shown(a, url);
      const fromB = await shown(b, url);
      expect([fromB.status, fromB.placeholder]).toEqual([200, null]);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    }
    const name = /avatars\/([0-9a-f]{24})\.webp/.exec(src.default!)![1];
    expect(await s3.keys()).toEqual([`avatars/${name}-small.webp`, `avatars/${name}.webp`]);

    // Taken away through the second server: the first shows it no more.
    expect((await setAvatar(b, who, "")).default ?? null).toBeNull();
    expect(await s3.keys()).toEqual([]);
    expect((await shown(a, src.default!)).placeholder).toBe("1");
  });
});
