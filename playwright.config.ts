import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, chromiumArgs } from "./scripts/chromium.ts";

// Overridable, so a second run on the same machine (a CI clone beside a checkout) serves its own build.
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6106);
const SHOP_PORT = Number(process.env.SHOP_PORT ?? 3100);
/** The port of another site whose script may call the shop's API (tests/e2e/other-origin.e2e.ts). */
export const OTHER_ORIGIN_PORT = SHOP_PORT + 1;
// A helper building its own Storybook beside another's names its folder here.
const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? "storybook-static";

// One Chromium (Debian's) for every browser test; Playwright never downloads its own.
export default defineConfig({
  reporter: process.env.CI ? [["list"]] : [["list"]],
  workers: 2,
  fullyParallel: true,
  retries: 0,
  outputDir: "test-results/playwright",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    // threshold 0.02 (pixelmatch's YIQ distance) forgives the ±1-2 levels Chromium's image resampling varies
    // by between runs, yet fails any one-step palette change (about 10 levels); no pixel beyond it is
    // allowed.
    toHaveScreenshot: {
      threshold: 0.02,
      maxDiffPixels: 0,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
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
    {
      name: "e2e",
      testDir: "tests/e2e",
      testMatch: /.*\.e2e\.ts$/,
      use: { baseURL: `http://127.0.0.1:${SHOP_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-static.ts ${STORYBOOK_DIR} ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The shop as `npm start` runs it (the storefront is built by `npm test` before this step), on the
      // embedded database in its own data folder so end-to-end runs never touch the PostgreSQL the server
      // tests use.
      // In CI the build's own server bundle, as `npm start` runs it; locally the sources, which may be newer.
      command: process.env.CI ? "node dist/server-bundle/main.mjs" : "npx tsx server/main.ts",
      env: {
        PORT: String(SHOP_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".e2e-data",
        DATABASE_URL: "",
        // Sign-in limits and cache invalidation in process too, so runs never share state through Redis.
        REDIS_URL: "",
        DEMO_ACCOUNT: "1",
        // The tests stand in for many shoppers from one machine: each registered through the API names its
        // own address (X-Forwarded-For), as a proxy in front of the shop would, so the per-address code limit
        // (20 an hour) counts them apart.
        TRUST_PROXY: "1",
        // Online ways too: without merchant keys Payme is played by the offline sandbox (docs/payments.md).
        PAYMENT_TYPES: "cash,card,payme,click,uzum,paynet",
        CORS_ORIGINS: `http://127.0.0.1:${OTHER_ORIGIN_PORT}`,
      },
      url: `http://127.0.0.1:${SHOP_PORT}/api/v1/settings/contacts/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
