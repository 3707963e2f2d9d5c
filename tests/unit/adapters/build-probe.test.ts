import { describe, expect, it } from "vitest";
import { HtmlBuildProbe } from "../../../adapters/http/build-probe";

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;
const doc = (src: string) =>
  ({
    querySelectorAll: () => [{ src: `https://shop.uz${src}` }],
  }) as unknown as Document;

describe("the build probe", () => {
  it("names a build by the page's boot script, as by the entry it replaced (decision 0043)", async () => {
    const probe = new HtmlBuildProbe(
      doc("/assets/boot-D_2He9Ey.js"),
      async () => new Response(page("/assets/boot-Xy12ab_c.js")),
    );
    expect(probe.current()).toBe("/assets/boot-D_2He9Ey.js");
    expect(await probe.latest()).toBe("/assets/boot-Xy12ab_c.js");
    const before = new HtmlBuildProbe(doc("/assets/index-1HzVFsBX.js"), async () => new Response(""));
    expect(before.current()).toBe("/assets/index-1HzVFsBX.js");
    expect(await before.latest()).toBeNull();
  });
});
