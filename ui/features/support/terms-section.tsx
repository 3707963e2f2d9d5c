import { useUnit } from "effector-react";
import { useEffect } from "react";
import { $language } from "../../../application/app/app.model";
import { $terms, $termsStatus, termsOpened } from "../../../application/support/terms.model";
import { TermsView } from "./terms-view";

/** /profile/terms-of-use. */
export function TermsSection() {
  const [language, status, page, opened] = useUnit([$language, $termsStatus, $terms, termsOpened]);
  useEffect(() => opened(), [opened, language]);
  return <TermsView status={status} page={page} onRetry={opened} />;
}
