import { expect, test } from "@playwright/test";
import { layoutFindings, type LayoutFinding } from "./support/layout-checks.ts";

// Each layout rule catches the defect it names when it is put back on a page, and passes the same page
// without it (so a rule that silently finds nothing cannot pass the tour in layout.e2e.ts).
const rulesOf = (findings: LayoutFinding[]) => [...new Set(findings.map((f) => f.rule))].sort();
const ICON = `<svg width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20"/></svg>`;

const DEFECTS: Record<LayoutFinding["rule"], { broken: string; mended: string }> = {
  overflow: {
    broken: `<div style="width:600px">wide</div>`,
    mended: `<div style="max-width:100%">wide</div>`,
  },
  clipped: {
    broken: `<div style="width:60px;overflow:hidden;white-space:nowrap">364 600,00 so'm</div>`,
    mended: `<div style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">364 600,00</div>`,
  },
  covered: {
    broken: `<button style="width:44px;height:44px">a</button>
      <button style="position:relative;left:-30px;width:44px;height:44px">b</button>`,
    mended: `<button style="width:44px;height:44px">a</button><button style="width:44px;height:44px">b</button>`,
  },
  "icon-covered": {
    broken: `<a href="#" style="position:relative;display:inline-flex;padding:12px" aria-label="Basket">${ICON}
      <span style="position:absolute;top:6px;right:6px;width:18px;height:18px;background:red">3</span></a>`,
    mended: `<a href="#" style="position:relative;display:inline-flex;padding:12px" aria-label="Basket">${ICON}
      <span style="position:absolute;top:-7px;right:-7px;width:18px;height:18px;background:red">3</span></a>`,
  },
  "small-target": {
    broken: `<button style="width:32px;height:32px">x</button>`,
    mended: `<button style="width:44px;height:44px">x</button>`,
  },
  "narrow-text": {
    broken: `<div data-testid="product-card" style="width:40px"><a href="#"><p>Cement M400</p></a></div>`,
    mended: `<div data-testid="product-card" style="width:200px">
      <a href="#" style="display:block;min-height:44px"><p>Cement M400</p></a></div>`,
  },
};

test.use({ viewport: { width: 320, height: 640 } });

for (const [rule, { broken, mended }] of Object.entries(DEFECTS)) {
  test(`the ${rule} rule finds its defect and passes the mended page`, async ({ page }) => {
    await page.setContent(`<body style="margin:16px;font:16px sans-serif">${broken}</body>`);
    expect(rulesOf(await layoutFindings(page, { phone: true }))).toContain(rule);
    await page.setContent(`<body style="margin:16px;font:16px sans-serif">${mended}</body>`);
    expect(await layoutFindings(page, { phone: true })).toEqual([]);
  });
}
