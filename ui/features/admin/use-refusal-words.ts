import { useLingui } from "@lingui/react";
import type { Refusal } from "../../../application/shared/refusal";
import { refusalText } from "../../i18n/refusal-text";

/** A refusal in the page's language (the validation area is loaded with the back office). */
export function useRefusalWords(refusal: Refusal | null): string | null {
  const { i18n } = useLingui();
  return refusal ? refusalText(i18n, refusal) : null;
}

/**
 * A refusal's words only where they say more than the generic error (a code to translate, or the server's
 * own words); else undefined, so a plain failure (a 500, the network) reads as the caller's own sentence
 * ("The product could not be loaded.") rather than "An error occurred".
 */
export function useSpokenRefusal(refusal: Refusal | null): string | undefined {
  const words = useRefusalWords(refusal);
  return refusal?.code || refusal?.words ? (words ?? undefined) : undefined;
}
