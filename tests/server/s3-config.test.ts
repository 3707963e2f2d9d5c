import { describe, expect, it } from "vitest";
import { configFrom, configProblems } from "./helpers/config-probe.ts";

// S3_*: all five or none; a half-configured bucket refuses the start, naming what is missing.

const FULL = {
  S3_ENDPOINT: "https://storage.example.uz",
  S3_BUCKET: "shop-pictures",
  S3_REGION: "uz-central-1",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "secret-key-of-the-bucket",
};

describe("picture bucket settings", () => {
  it("keeps pictures on disk when no S3_ setting is given", () => {
    expect(configFrom({}).s3).toBeUndefined();
  });

  it("takes all five, path-style addressing only when asked for", () => {
    expect(configFrom(FULL).s3).toEqual({
      endpoint: FULL.S3_ENDPOINT,
      bucket: FULL.S3_BUCKET,
      region: FULL.S3_REGION,
      accessKeyId: FULL.S3_ACCESS_KEY_ID,
      secretAccessKey: FULL.S3_SECRET_ACCESS_KEY,
      forcePathStyle: false,
    });
    expect(configFrom({ ...FULL, S3_FORCE_PATH_STYLE: "1" }).s3?.forcePathStyle).toBe(true);
  });

  it.each(Object.keys(FULL))("refuses to start without %s, naming it", (key) => {
    const problems = configProblems({ ...FULL, [key]: "" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${key} is missing`));
  });

  it("names every missing one at once", () => {
    const problems = configProblems({ S3_BUCKET: "shop-pictures" });
    expect(problems).toHaveLength(1);
    for (const key of ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
      expect(problems[0]).toContain(key);
  });

  it("refuses a bad endpoint, bucket, region or flag", () => {
    expect(configProblems({ ...FULL, S3_ENDPOINT: "storage.example.uz" })[0]).toMatch(/^S3_ENDPOINT/);
    expect(configProblems({ ...FULL, S3_BUCKET: "Shop_Pictures" })[0]).toMatch(/^S3_BUCKET/);
    expect(configProblems({ ...FULL, S3_REGION: "uz central" })[0]).toMatch(/^S3_REGION/);
    expect(configProblems({ ...FULL, S3_FORCE_PATH_STYLE: "yes" })[0]).toMatch(/^S3_FORCE_PATH_STYLE/);
  });
});
