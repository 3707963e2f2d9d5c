import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";

// Every story of the built Storybook, in both themes, against its committed baseline (zero pixels of
// tolerance). A story opts out with the tag "no-visual" (for stories whose point is motion or timing, not
// looks); one tagged "phone" is taken on a 320 px wide window, so its media queries are a phone's too.
interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}
const index = JSON.parse(
  readFileSync(`${process.env.STORYBOOK_DIR ?? "storybook-static"}/index.json`, "utf8"),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (e) => e.type === "story" && !e.tags?.includes("no-visual"),
);

const PHONE = { width: 320, height: 720 };

for (const story of stories) {
  for (const theme of ["light", "dark"] as const) {
    test(`${story.id} ${theme}`, async ({ page }) => {
      if (story.tags?.includes("phone")) await page.setViewportSize(PHONE);
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.waitForFunction(
        () =>
          (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase === "finished",
      );
      await page.evaluate(() => document.fonts.ready);
      // Pictures decode after the render phase ends; a baseline waits for every one of them.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true, timeout: 15_000 });
    });
  }
}
