import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { showStory, type StoryTheme } from "./story-page.ts";

// Every story of the built Storybook, in both themes, against its committed baseline (see
// playwright.config.ts for the tolerance). A story opts out with the tag "no-visual" (for stories whose point
// is motion or timing, not looks); one tagged "phone" is taken on a 320 px wide window, so its media queries
// are a phone's too.
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

// Loading Storybook's bundle into a new page took four fifths of each test (about 1.8 of 2.1 s on an idle
// machine), so a worker keeps one page and switches stories in it. A switch remounts the story, but a story
// can still leave something behind in the page; a picture that differs from its baseline is therefore taken
// again from a freshly loaded page before it counts as a failure, and re-taking baselines always loads
// afresh.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

// Light first, then dark: workers take tests in this order, so each reloads for a theme change about once.
for (const theme of ["light", "dark"] as const satisfies readonly StoryTheme[]) {
  for (const story of stories) {
    test(`${story.id} ${theme}`, async ({ storyPage: page }) => {
      const phone = story.tags?.includes("phone") ?? false;
      const name = `${story.id}--${theme}.png`;
      const retaking = ["all", "changed"].includes(test.info().config.updateSnapshots);
      await showStory(page, { id: story.id, theme, phone, fresh: retaking });
      try {
        await expect(page).toHaveScreenshot(name, { fullPage: true, timeout: 15_000 });
      } catch (reusedPageDiffers) {
        if (retaking) throw reusedPageDiffers;
        // Named in the report, so a story that leaves something behind can be found and mended.
        test.info().annotations.push({ type: "retaken-fresh", description: story.id });
        await showStory(page, { id: story.id, theme, phone, fresh: true });
        await expect(page).toHaveScreenshot(name, { fullPage: true, timeout: 15_000 });
      }
    });
  }
}
