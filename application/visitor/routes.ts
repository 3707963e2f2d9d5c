import { DEFAULT_LANGUAGE, type Language } from "./visitor";

/** Russian has no prefix; Uzbek Cyrillic lives under /uz and Uzbek Latin under /sr (spec section 2). */
export function languageFromPath(pathname: string): Language {
  const match = /^\/(uz|sr)(?=\/|$)/.exec(pathname);
  return match ? (match[1] as Language) : "ru";
}

/** The path without its language prefix, always starting with "/". */
export function stripLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/(uz|sr)(?=\/|$)/, "");
  return rest === "" ? "/" : rest;
}

export function prefixFor(language: Language): string {
  return language === "ru" ? "" : `/${language}`;
}

/** The same page in another language: "/uz/products?x=1" -> "/sr/products?x=1". */
export function localizePath(path: string, language: Language): string {
  const [pathname = "/", ...query] = path.split("?");
  const bare = stripLanguage(pathname);
  const prefixed = prefixFor(language) + (bare === "/" && language !== "ru" ? "" : bare);
  return (prefixed || "/") + (query.length ? `?${query.join("?")}` : "");
}

export { DEFAULT_LANGUAGE };
