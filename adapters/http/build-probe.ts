import type { BuildProbe } from "../../application/app/update.port";

const ENTRY = /\/assets\/(?:boot|index)-[\w-]+\.js/;

/**
 * Compares the entry script of this page with the one in a fresh copy of the page (the build id is its hash).
 */
export class HtmlBuildProbe implements BuildProbe {
  constructor(
    private readonly doc: Document,
    private readonly fetcher: typeof fetch,
  ) {}

  current(): string | null {
    for (const script of Array.from(this.doc.querySelectorAll<HTMLScriptElement>("script[src]"))) {
      const match = ENTRY.exec(script.src);
      if (match) return match[0];
    }
    return null;
  }

  async latest(): Promise<string | null> {
    try {
      const page = await this.fetcher(`/mobile?t=${Date.now()}`, {
        headers: { Accept: "text/html" },
        cache: "no-store",
      });
      if (!page.ok) return null;
      return ENTRY.exec(await page.text())?.[0] ?? null;
    } catch {
      return null;
    }
  }
}
