import type { I18n } from "@lingui/core";
import { LinguiContext, type I18nContext } from "@lingui/react";
import { useEffect, useState, type ReactNode } from "react";

const contextOf = (i18n: I18n): I18nContext & { locale: string } => ({
  i18n,
  _: i18n.t.bind(i18n),
  locale: i18n.locale,
});

/**
 * Lingui's context, renewed when the language changes and not when texts are added. Lingui's I18nProvider
 * renews it on every "change", and merging an on-demand area (load-catalog.ts's `i18n.load`) is one: a
 * product page rendered all of itself again when its reviews' texts came, one blocking task of 300 ms on a
 * throttled phone, still hydrating (issue 28). Nothing already shown needs those texts: every caller awaits
 * its area before the code that says them renders.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const renew = () => setContext((shown) => (shown.locale === i18n.locale ? shown : contextOf(i18n)));
    // A language activated between the render and this effect.
    renew();
    return i18n.on("change", renew);
  }, [i18n]);
  const current = context.i18n === i18n ? context : contextOf(i18n);
  return <LinguiContext.Provider value={current}>{children}</LinguiContext.Provider>;
}
