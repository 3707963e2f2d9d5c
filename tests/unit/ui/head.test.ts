import { describe, expect, it } from "vitest";
import { headTags } from "../../../ui/seo/head";

const base = { origin: "http://shop.test", path: "/products/sement", language: "uz" as const };

describe("headTags", () => {
  it("preloads the lead picture with the srcset and sizes its <img> asks for", () => {
    const html = headTags({
      ...base,
      meta: { title: "Sement", leadImage: { src: "/media/products/bag.webp", sizes: "100vw" } },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/products/bag.webp" imagesrcset="/media/products/bag.webp?width=320 320w, ' +
        "/media/products/bag.webp?width=640 640w, /media/products/bag.webp?width=768 768w, /media/products/bag.webp?width=1024 1024w, " +
        '/media/products/bag.webp?width=1280 1280w, /media/products/bag.webp?width=1536 1536w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it("preloads nothing without a lead picture, or for an inline placeholder", () => {
    expect(headTags({ ...base, meta: { title: "Sement" } })).not.toContain('rel="preload"');
    expect(
      headTags({
        ...base,
        meta: { title: "Sement", leadImage: { src: "data:image/svg+xml,x", sizes: "100vw" } },
      }),
    ).not.toContain('rel="preload"');
  });

  it("escapes the picture's address", () => {
    const html = headTags({
      ...base,
      meta: { title: "Sement", leadImage: { src: '/media/a".webp', sizes: "100vw" } },
    });
    expect(html).toContain('href="/media/a&quot;.webp"');
  });
});
