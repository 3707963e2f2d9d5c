import { useProvidedScope, useUnit } from "effector-react";
import { useEffect } from "react";
import { useLocation, useParams } from "react-router-dom";
import { languageChanged } from "../../application/app/app.model";
import { useLanguage } from "./localized";
import type { PageLoad } from "./page-load";

/**
 * Runs the page's load (the one the server ran before rendering) on mount and whenever its input or the route
 * language changes. The scope's language is set first: child effects run before the layout's, and each model
 * keys its data by language.
 */
export function usePageLoad(load: PageLoad): void {
  const language = useLanguage();
  const changed = useUnit(languageChanged);
  const scope = useProvidedScope();
  const call = load.callFor({ params: useParams(), search: useLocation().search });
  const key = call?.key ?? null;
  useEffect(() => {
    changed(language);
    if (call && scope) void call.run(scope);
    // `call` is new on every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, changed, scope, key]);
}
