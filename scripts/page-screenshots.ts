// Screenshots of the storefront's pages as a shopper meets them, for a person to open and look at: every page
// of the tour at 320, 390 and 1366 px, in the languages and themes asked for.
//   npx tsx scripts/page-screenshots.ts [--base http://127.0.0.1:3000] [--out /tmp/pages] [--lang ru,uz,sr]
//     [--theme light,dark] [--width 320,390,1366] [--only home,basket] [--full]
// The shop must be running (npm start, DEMO_ACCOUNT=1 for the profile pages).
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH, chromiumArgs } from "./chromium.ts";
import { PAGE_TOUR, prepareTourPage, type TourLanguage } from "../tests/e2e/support/page-tour.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "/tmp/pages" },
    lang: { type: "string", default: "ru,uz,sr" },
    theme: { type: "string", default: "light" },
    width: { type: "string", default: "320,390,1366" },
    only: { type: "string" },
    // Whole pages are long; without --full each picture is the first screen, as a shopper first sees it.
    full: { type: "boolean", default: false },
  },
});
const list = (value: string) => value.split(",").filter(Boolean);
const only = values.only ? new Set(list(values.only)) : null;

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
for (const theme of list(values.theme)) {
  for (const width of list(values.width).map(Number)) {
    const context = await browser.newContext({
      baseURL: values.base,
      viewport: { width, height: width < 800 ? 800 : 900 },
    });
    await context.addCookies([{ name: "theme", value: theme, url: values.base }]);
    const page = await context.newPage();
    for (const lang of list(values.lang) as TourLanguage[]) {
      for (const stop of PAGE_TOUR.filter(
        (s) => (!only || only.has(s.name)) && (!s.phoneOnly || width < 800),
      )) {
        await prepareTourPage(page, stop, lang);
        const file = `${values.out}/${stop.name}-${lang}-${theme}-${width}.png`;
        await page.screenshot({ path: file, fullPage: values.full && (stop.fullPage ?? true) });
        console.log(file);
      }
    }
    await context.close();
  }
}
await browser.close();
