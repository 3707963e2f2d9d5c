import { readFileSync } from "node:fs";
import type { StaticStyles } from "./critical-css";

/**
 * The built index.html cut where a page's parts go: `open` up to the head's placeholder, `head` from there to
 * the end of the head (the entry script, its preloads, the inlined font faces), `tail` from the end of the
 * head on, with the root element's placeholder.
 */
export interface PageTemplate {
  open: string;
  head: string;
  tail: string;
  /** The built font files by their name in ui/theme/fonts/ ("inter-latin"), as the page links them. */
  fonts: Readonly<Record<string, string>>;
}

let template: PageTemplate | null = null;
let statics: StaticStyles | null | undefined;

/**
 * The font files a page's first paint needs, by its language (ui/theme/font-faces.ts): Latin everywhere
 * (figures, punctuation, brand names), Cyrillic on Russian and Uzbek Cyrillic pages, and Uzbek Cyrillic's
 * қ ғ ҳ on its own pages; preloaded so text does not wait for the stylesheet to be applied to find them.
 */
export function fontPreloads(fonts: PageTemplate["fonts"], language: "ru" | "uz" | "sr"): string {
  const wanted = {
    ru: ["inter-latin", "inter-cyrillic"],
    uz: ["inter-latin", "inter-cyrillic", "inter-cyrillic-uz"],
    sr: ["inter-latin"],
  }[language];
  return wanted
    .map((name) => fonts[name])
    .filter((href): href is string => Boolean(href))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`)
    .join("");
}

export function pageTemplate(): PageTemplate {
  if (template === null) {
    let html: string;
    try {
      // The built stylesheet (the font faces, ~9 KB) goes inline: one render-blocking request fewer before
      // the first paint on a slow connection.
      html = readFileSync(new URL("../client/index.html", import.meta.url), "utf8").replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (_, file: string) =>
          `<style>${readFileSync(new URL(`../client/${file}`, import.meta.url), "utf8")}</style>`,
      );
    } catch {
      html = readFileSync("index.html", "utf8");
    }
    const placeholder = html.indexOf("<!--app-head-->");
    const headEnd = html.indexOf("</head>");
    template = {
      open: html.slice(0, placeholder).replace(/<title>[^<]*<\/title>\s*/, ""),
      head: html.slice(placeholder + "<!--app-head-->".length, headEnd),
      tail: html.slice(headEnd),
      fonts: Object.fromEntries(
        [...html.matchAll(/url\(\/?(assets\/(inter-[a-z-]+?)-[\w-]{8}\.woff2)\)/g)].map((m) => [
          m[2],
          `/${m[1]}`,
        ]),
      ),
    };
  }
  return template;
}

/**
 * The static stylesheet's manifest, written beside the server entry by scripts/build-static-css.ts; null
 * when there is none (the sources rendered directly, in tests and `npm run dev`): every rule is then written
 * into the page, as before.
 */
export function staticStyles(): StaticStyles | null {
  if (statics === undefined) {
    try {
      statics = JSON.parse(
        readFileSync(new URL("./static-styles.json", import.meta.url), "utf8"),
      ) as StaticStyles;
    } catch {
      statics = null;
    }
  }
  return statics;
}

let staticsText: string | null | undefined;

/**
 * The static stylesheet's text, for a first visit's page to carry (decision 0043): one request fewer before
 * the first paint for a browser that cannot have the file yet. Null when there is no stylesheet.
 */
export function staticStylesText(): string | null {
  if (staticsText === undefined) {
    const href = staticStyles()?.href;
    try {
      staticsText = href ? readFileSync(new URL(`../client${href}`, import.meta.url), "utf8") : null;
    } catch {
      staticsText = null;
    }
  }
  return staticsText;
}
