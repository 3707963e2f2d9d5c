import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorList, startTestApp, type TestApp } from "./helpers/test-app.ts";

// Pictures and the storefront do not depend on the database kind, so one embedded database serves this file.
describe("images and the storefront", () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), "qb-dist-"));
  beforeAll(async () => {
    mkdirSync(path.join(dist, "client", "assets"), { recursive: true });
    mkdirSync(path.join(dist, "server"), { recursive: true });
    writeFileSync(path.join(dist, "client", "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(path.join(dist, "client", "assets", "app-1a2b3c.js"), "console.log(1)");
    writeFileSync(
      path.join(dist, "server", "entry-server.js"),
      "export async function render(r) { if (r.url.startsWith('/boom')) throw new Error('x'); return { status: r.url === '/missing' ? 404 : 200, html: `<html>${r.url} ${r.cookies.theme ?? ''}</html>`, headers: { 'x-rendered': '1' } }; }",
    );
    t = await startTestApp("pglite", { products: 100, env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("draws a product picture in each format and size, cached for a year", async () => {
    const card = (await t.app.inject({ url: "/api/v1/products/?size=1" })).json().results[0];
    const url = card.images[0].extra_small as string;
    const small = await t.app.inject({ url });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(small.headers["cache-control"]).toContain("immutable");
    expect((await sharp(small.rawPayload).metadata()).width).toBe(80);
    const base = url.split("?")[0]!;
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
    ]) {
      const r = await t.app.inject({
        url: `${base}?format=${format}&resize=120x90&fit=contain&background=ff0000&quality=50`,
      });
      expect(r.headers["content-type"]).toBe(type);
      const meta = await sharp(r.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([120, 90]);
    }
    const again = await t.app.inject({ url });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
  });

  it("answers 400 to a bad modifier and the placeholder to a missing picture", async () => {
    for (const q of [
      "width=0",
      "width=abc",
      "height=99999",
      "format=gif",
      "quality=101",
      "fit=stretch",
      "background=zzz",
      "resize=10",
    ]) {
      const r = await t.app.inject({ url: `/media/products/bag-1-ef7f1a.webp?${q}` });
      expect(r.statusCode, q).toBe(400);
      expectErrorList(r.json(), 400);
    }
    const missing = await t.app.inject({ url: "/media/products/no-such-picture.png?width=64" });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers["x-placeholder"]).toBe("1");
    expect((await sharp(missing.rawPayload).metadata()).format).toBe("png");
    const logo = await t.app.inject({ url: "/media/brands/logo-1.webp?width=100" });
    expect(logo.headers["x-placeholder"]).toBeUndefined();
  });

  it("serves built assets with long cache and renders pages on the server", async () => {
    const asset = await t.app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const page = await t.app.inject({ url: "/products?search=sement", cookies: { theme: "dark" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("<html>/products?search=sement dark</html>");
    expect(page.headers["x-rendered"]).toBe("1");
    expect((await t.app.inject({ url: "/missing" })).statusCode).toBe(404);
    const broken = await t.app.inject({ url: "/boom" });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain("<div id=root>");
    const api = await t.app.inject({ url: "/api/v1/nothing-here/" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty("detail");
  });
});
