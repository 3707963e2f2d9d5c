import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * A style cache for one server render that collects the page's styles instead of writing a <style> before
 * each element. Dozens of <style> tags inside the body made the browser recalculate styles while parsing
 * (about a second of main-thread time on a mid-range phone); one block in the head costs one.
 */
export function createCollectingStyleCache(): EmotionCache {
  // No vendor prefixing: every browser the shop supports reads the standard properties, and the prefixed
  // copies made the page's CSS about a third larger. Class names hash the unprefixed styles, so they match
  // the browser's.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  // In compat mode Emotion's server rendering records each rule in `inserted` and emits no inline tag.
  cache.compat = true;
  return cache;
}

/**
 * The collected styles as head tags in the forms Emotion's browser side adopts on start, so hydration inserts
 * none of them again: rules of class names the page uses in one `data-emotion="css id…"` tag; global styles
 * (Chakra's layer order, tokens, reset and keyframes) each in its own `data-emotion="css-global name"` tag,
 * which the matching <Global> hydrates instead of parsing and inserting its ~40 KB of CSS again.
 */
export function styleTagsOf(cache: EmotionCache, bodyHtml: string): string {
  const classes = new Set(bodyHtml.match(/css-[a-z0-9]+/g));
  const ids: string[] = [];
  let css = "";
  let globals = "";
  for (const [id, rule] of Object.entries(cache.inserted)) {
    if (typeof rule !== "string") continue;
    if (rule === "" || classes.has(`css-${id}`)) {
      ids.push(id);
      css += rule;
    } else {
      globals += `<style data-emotion="css-global ${id}">${safe(rule)}</style>`;
    }
  }
  return `${globals}<style data-emotion="css ${ids.join(" ")}">${safe(css)}</style>`;
}

// "</style" cannot occur in generated CSS, but a product-supplied value could carry it into a rule.
const safe = (css: string) => css.replace(/<\/style/gi, "<\\/style");
