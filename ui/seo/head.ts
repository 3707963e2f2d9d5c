import { localizePath } from "../../application/visitor/routes";
import { LANGUAGES, type Language } from "../../application/visitor/visitor";
import { SITE_NAME, type PageMeta } from "./page-meta";
import { srcSetFor } from "../features/products/smart-image";

export const HTML_LANG: Record<Language, string> = { ru: "ru", uz: "uz-Cyrl", sr: "uz-Latn" };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Title, description, canonical, hreflang alternates for the three forms, the lead picture's preload, and
 * Open Graph on product pages.
 */
export function headTags(options: {
  meta: PageMeta | null;
  origin: string;
  path: string;
  language: Language;
}): string {
  const { meta, origin, path, language } = options;
  const title = meta ? `${meta.title} — ${SITE_NAME}` : SITE_NAME;
  const bare = path.split("?")[0] ?? "/";
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta?.description ?? title)}" />`,
    `<link rel="canonical" href="${escapeHtml(origin + localizePath(bare, language))}" />`,
    ...LANGUAGES.map(
      (l) =>
        `<link rel="alternate" hreflang="${HTML_LANG[l]}" href="${escapeHtml(origin + localizePath(bare, l))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + localizePath(bare, "uz"))}" />`,
  ];
  if (meta?.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  const lead = meta?.leadImage;
  if (lead && lead.src && !lead.src.startsWith("data:")) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(lead.src)}" imagesrcset="${escapeHtml(srcSetFor(lead.src) ?? "")}" imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high" />`,
    );
  }
  if (meta?.type === "product") {
    tags.push(
      `<meta property="og:type" content="product" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description ?? "")}" />`,
      `<meta property="og:url" content="${escapeHtml(origin + localizePath(bare, language))}" />`,
      `<meta property="og:site_name" content="${SITE_NAME}" />`,
      `<meta property="og:locale" content="${language === "ru" ? "ru_RU" : language === "uz" ? "uz_UZ" : "uz_UZ"}" />`,
    );
    if (meta.image)
      tags.push(
        `<meta property="og:image" content="${escapeHtml(meta.image.startsWith("data:") ? "" : absolute(meta.image, origin))}" />`,
      );
    if (meta.price !== undefined) {
      tags.push(
        `<meta property="product:price:amount" content="${meta.price}" />`,
        `<meta property="product:price:currency" content="UZS" />`,
      );
    }
  }
  return tags.join("\n    ");
}

/** Relative when the shop's origin is not known, rather than guessed. */
const absolute = (src: string, origin: string) => (origin ? new URL(src, origin).href : src);

/** JSON for an inline <script>, safe against "</script>" and line separators in the data. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
