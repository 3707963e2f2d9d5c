import { useUnit } from "effector-react";
import { useEffect } from "react";
import { languageChanged } from "../../application/app/app.model";
import { useLanguage } from "./localized";

/**
 * Runs a page's load on mount and whenever its inputs or the route language change. The scope's language is set
 * first: child effects run before the layout's, and each model keys its data by language.
 */
export function usePageLoad(load: () => void, deps: readonly unknown[]): void {
  const language = useLanguage();
  const changed = useUnit(languageChanged);
  useEffect(() => {
    changed(language);
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, changed, ...deps]);
}
