import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "./scripts/chromium.ts";

const STORYBOOK_PORT = 6106;

// One Chromium (Debian's) for every browser test; Playwright never downloads its own.
export default defineConfig({
  reporter: process.env.CI ? [["list"]] : [["list"]],
  workers: 2,
  fullyParallel: true,
  retries: 0,
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs() },
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    locale: "uz-UZ",
    timezoneId: "Asia/Tashkent",
    colorScheme: "light",
  },
  projects: [
    {
      name: "visual",
      testDir: "tests/visual",
      testMatch: /.*\.visual\.ts$/,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-static.ts storybook-static ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
