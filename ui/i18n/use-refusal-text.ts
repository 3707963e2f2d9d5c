import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { Refusal } from "../../application/shared/refusal";
import { loadRefusalText } from "./lazy-refusal-text";

type RefusalTextModule = Awaited<ReturnType<typeof loadRefusalText>>;

/**
 * A refusal's words in the page's language (refusal-text.ts's rule), for a page whose first load should not
 * carry the messages table and the validation catalog: both are fetched when the first refusal needs them,
 * and the words are null until they have come. Should the fetch fail, the server's own words stand in, else
 * "Could not load".
 */
export function useRefusalText(refusal: Refusal | null): string | null {
  const { i18n } = useLingui();
  const [texts, setTexts] = useState<RefusalTextModule | "failed" | null>(null);
  const needed = refusal !== null && texts === null;
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    loadRefusalText().then(
      (module) => live && setTexts(module),
      () => live && setTexts("failed"),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (!refusal || texts === null) return null;
  if (texts === "failed")
    return refusal.words ?? i18n._({ id: "common.loadError", message: "Could not load. Please try again." });
  return texts.refusalText(i18n, refusal);
}
