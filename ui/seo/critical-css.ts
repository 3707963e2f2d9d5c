import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The styles built once, at build time, into a hashed stylesheet (scripts/build-static-css.ts): Chakra's
 * global styles and the class rules of the shop's components as the build's renders met them. A page links
 * the file and names these rules without writing them again.
 */
export interface StaticStyles {
  /** The stylesheet's URL, e.g. /assets/page-styles-3f9a1cQx0b.css. */
  href: string;
  /** Names of the global styles in the file (Chakra's layer order, tokens, reset), in their order. */
  globals: readonly string[];
  /** Names of the class rules (and keyframes) in the file. */
  rules: readonly string[];
}

/** What a render's style cache met: the static rules it used, by name. */
export interface StyleCollector {
  cache: EmotionCache;
  usedGlobals: Set<string>;
  usedRules: Set<string>;
}

// One array for every request: Emotion keeps its compiled rules per plugin array, so a new array per request
// compiled every rule of every page again. No vendor prefixing: every browser the shop supports reads the
// standard properties, and the prefixed copies made the page's CSS about a third larger. Class names hash the
// unprefixed styles, so they match the browser's.
const NO_PLUGINS: NonNullable<Parameters<typeof createCache>[0]["stylisPlugins"]> = [];

/**
 * A style cache for one server render that collects the page's styles instead of writing a <style> before
 * each element. Dozens of <style> tags inside the body made the browser recalculate styles while parsing
 * (about a second of main-thread time on a mid-range phone); one block in the head costs one. A rule the
 * static stylesheet holds is only noted as used: the file has it.
 */
export function createCollectingStyleCache(statics: StaticStyles | null = null): StyleCollector {
  const cache = createCache({ key: "css", stylisPlugins: NO_PLUGINS });
  // In compat mode Emotion's server rendering records each rule in `inserted` and emits no inline tag.
  cache.compat = true;
  const usedGlobals = new Set<string>();
  const usedRules = new Set<string>();
  if (statics) {
    const globals = globalsOf(statics);
    const rules = rulesOf(statics);
    const insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      const name = serialized.name;
      const used = globals.has(name) ? usedGlobals : rules.has(name) ? usedRules : null;
      if (!used) return insert(selector, serialized, sheet, shouldCache);
      used.add(name);
      // Not a string: nothing for this page's own <style> to write.
      if (shouldCache) cache.inserted[name] = true;
      return undefined;
    };
  }
  return { cache, usedGlobals, usedRules };
}

const globalSets = new WeakMap<StaticStyles, Set<string>>();
const ruleSets = new WeakMap<StaticStyles, Set<string>>();
const globalsOf = (s: StaticStyles) => globalSets.get(s) ?? setIn(globalSets, s, new Set(s.globals));
const rulesOf = (s: StaticStyles) => ruleSets.get(s) ?? setIn(ruleSets, s, new Set(s.rules));
const setIn = <K extends object, V>(map: WeakMap<K, V>, key: K, value: V) => (map.set(key, value), value);

/**
 * The collected styles as head tags in the forms Emotion's browser side adopts on start, so hydration inserts
 * none of them again: rules of class names the page uses in one `data-emotion="css id…"` tag (a rule the
 * static stylesheet holds is named there with no text); global styles (Chakra's layer order, tokens, reset
 * and keyframes) each in its own `data-emotion="css-global name"` tag, which the matching <Global> hydrates
 * instead of parsing and inserting its ~40 KB of CSS again (empty when the stylesheet holds it).
 */
export function styleTagsOf(
  collector: StyleCollector,
  bodyHtml: string,
  statics: StaticStyles | null,
): string {
  const { cache, usedGlobals, usedRules } = collector;
  const classes = new Set(bodyHtml.match(/css-[a-z0-9]+/g));
  const ids: string[] = [...usedRules];
  let css = "";
  let globals = "";
  for (const name of statics?.globals ?? []) {
    if (usedGlobals.has(name)) globals += `<style data-emotion="css-global ${name}"></style>`;
  }
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

/** Every rule a render collected, globals first, for the build's static stylesheet. */
export function collectedRules(cache: EmotionCache): { name: string; rule: string }[] {
  return Object.entries(cache.inserted).flatMap(([name, rule]) =>
    typeof rule === "string" ? [{ name, rule }] : [],
  );
}

// "</style" cannot occur in generated CSS, but a product-supplied value could carry it into a rule.
const safe = (css: string) => css.replace(/<\/style/gi, "<\\/style");
