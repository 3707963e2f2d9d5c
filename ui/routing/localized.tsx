import { forwardRef } from "react";
import { Link as RouterLink, useLocation, type LinkProps } from "react-router-dom";
import { languageFromPath, localizePath, prefixFor, stripLanguage } from "../../application/visitor/routes";
import type { Language } from "../../application/visitor/visitor";

/** The language of the current route: no prefix = ru, /uz, /sr. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** Turns an unprefixed path ("/products?x=1") into the current language's form. */
export function useLocalize(): (to: string) => string {
  const language = useLanguage();
  return (to: string) => localizePath(to, language);
}

/** The route path without its language prefix. */
export function useBarePath(): string {
  return stripLanguage(useLocation().pathname);
}

export { prefixFor };

/** A router link that keeps the current language prefix. `to` is written unprefixed. */
export const LocalLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "to"> & { to: string }>(
  function LocalLink({ to, ...rest }, ref) {
    const localize = useLocalize();
    const external = /^(https?:|mailto:|tel:)/.test(to);
    if (external) return <a ref={ref} href={to} {...rest} />;
    return <RouterLink ref={ref} to={localize(to)} {...rest} />;
  },
);
