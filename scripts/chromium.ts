/** Debian's Chromium: the only browser these machines may use (Playwright's own downloads are forbidden). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for root, headless and a closed network, plus the ones that make screenshots pixel-stable. */
export function chromiumArgs(): string[] {
  return [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--font-render-hinting=none",
    "--disable-lcd-text",
    "--force-color-profile=srgb",
  ];
}
