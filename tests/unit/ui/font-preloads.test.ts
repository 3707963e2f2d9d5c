import { describe, expect, it } from "vitest";
import { fontPreloads } from "../../../ui/seo/page-template";

const fonts = {
  "inter-latin": "/assets/inter-latin-CqGkyqqf.woff2",
  "inter-cyrillic": "/assets/inter-cyrillic-CX8F89kM.woff2",
  "inter-cyrillic-uz": "/assets/inter-cyrillic-uz-COgK9cxL.woff2",
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the fonts a page preloads", () => {
  it("are only the scripts its language is written in", () => {
    expect(hrefs(fontPreloads(fonts, "sr"))).toEqual([fonts["inter-latin"]]);
    expect(hrefs(fontPreloads(fonts, "ru"))).toEqual([fonts["inter-latin"], fonts["inter-cyrillic"]]);
    expect(hrefs(fontPreloads(fonts, "uz"))).toEqual(Object.values(fonts));
  });

  it("are fetched the way the stylesheet's @font-face fetches them, so the preload is used", () => {
    expect(fontPreloads(fonts, "sr")).toBe(
      `<link rel="preload" as="font" type="font/woff2" href="${fonts["inter-latin"]}" crossorigin />`,
    );
  });

  it("are none when the build has no font files (tests and development render from the sources)", () => {
    expect(fontPreloads({}, "uz")).toBe("");
  });
});
