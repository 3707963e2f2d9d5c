import { expect, test } from "@playwright/test";
import { layoutFindings } from "./support/layout-checks.ts";
import { PAGE_TOUR, prepareTourPage, type TourLanguage } from "./support/page-tour.ts";

// Issue 15, item 2: every page of the tour at a small phone, a common phone and a laptop, checked for what a
// person would call broken (tests/e2e/support/layout-checks.ts lists the rules). The languages rotate over
// the widths, so the longest words (Uzbek's) meet the narrowest screen.
const WIDTHS: readonly { width: number; language: TourLanguage }[] = [
  { width: 320, language: "uz" },
  { width: 390, language: "ru" },
  { width: 1366, language: "sr" },
];

for (const { width, language } of WIDTHS) {
  test.describe(`${width} px, ${language}`, () => {
    test.use({ viewport: { width, height: width < 800 ? 800 : 900 } });
    for (const stop of PAGE_TOUR.filter((s) => !s.phoneOnly || width < 800)) {
      test(`${stop.name} has no layout defect`, async ({ page }) => {
        await prepareTourPage(page, stop, language);
        expect(await layoutFindings(page, { phone: width < 800 })).toEqual([]);
      });
    }
  });
}
