import { expect, type Page } from "@playwright/test";

export type StoryTheme = "light" | "dark";

interface Shown {
  theme: StoryTheme;
  switches: number;
  desktop: { width: number; height: number } | null;
}

const PHONE = { width: 320, height: 720 };
// A page that has shown this many stories is loaded afresh, so whatever stories leave in it stays small.
const SWITCHES_PER_LOAD = 100;

const shown = new WeakMap<Page, Shown>();

/**
 * Shows a story in `page` as a freshly opened iframe.html would: at the phone's or the project's width, in
 * the theme asked for, with empty storage, scrolled to the top, its play finished, its fonts and pictures
 * loaded.
 * The page is reloaded for a theme change, after SWITCHES_PER_LOAD stories, or when `fresh` asks for it.
 */
export async function showStory(
  page: Page,
  story: { id: string; theme: StoryTheme; phone: boolean; fresh: boolean },
): Promise<void> {
  const state = shown.get(page) ?? { theme: story.theme, switches: 0, desktop: page.viewportSize() };
  const viewport = story.phone ? PHONE : state.desktop;
  if (viewport) await page.setViewportSize(viewport);
  const reload =
    story.fresh || !shown.has(page) || state.theme !== story.theme || state.switches >= SWITCHES_PER_LOAD;
  await page.context().clearCookies();
  // A fresh context starts with empty storage; the kept page's origin must be emptied by hand.
  if (page.url().startsWith("http")) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  }
  if (reload) {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${story.theme}`);
    shown.set(page, { ...state, theme: story.theme, switches: 0 });
  } else {
    await page.evaluate((id) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit: Emit } } })
        .__STORYBOOK_PREVIEW__;
      preview.channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
    }, story.id);
    state.switches += 1;
  }
  await page.waitForFunction((id) => {
    const render = (
      window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && render.phase === "finished";
  }, story.id);
  await page.evaluate(() => document.fonts.ready);
  // Pictures decode after the render phase ends; a baseline waits for every one of them.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${story.theme}\\b`));
}

type Emit = (event: string, payload: unknown) => void;
