import { useLingui } from "@lingui/react";
import type { Refusal } from "../../../application/shared/refusal";
import { refusalText } from "../../i18n/refusal-text";

/** A refusal in the page's language (the validation area is loaded with the back office). */
export function useRefusalWords(refusal: Refusal | null): string | null {
  const { i18n } = useLingui();
  return refusal ? refusalText(i18n, refusal) : null;
}
