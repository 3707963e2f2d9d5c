import { Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { StaticPage } from "../../../application/content/content.types";
import type { DetailStatus } from "../../../application/support/support.types";
import { HtmlContent } from "../content/html-content";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";

/**
 * The terms of use as they stand: on their way, failed, not published, or the text (sanitised HTML) under
 * the page's subtitle. The page's own title is the profile page's heading already.
 */
export function TermsView({
  status,
  page,
  onRetry,
}: {
  status: DetailStatus;
  page: StaticPage | null;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (page && status === "ready")
    return (
      <Stack gap="3" data-testid="terms-view">
        {page.subtitle && (
          <Heading as="h2" size="lg">
            {page.subtitle}
          </Heading>
        )}
        <HtmlContent html={page.body} />
      </Stack>
    );
  if (status === "missing")
    return (
      <SupportNotice
        testId="terms-missing"
        title={t({ id: "support.terms.missing", message: "The terms are not published yet" })}
      />
    );
  if (status === "error")
    return (
      <SupportLoadError
        testId="terms-error"
        text={t({ id: "support.terms.error", message: "Could not load the terms. Check the connection." })}
        onRetry={onRetry}
      />
    );
  return (
    <SupportLoading
      testId="terms-loading"
      rows={5}
      height="5"
      label={t({ id: "support.terms.loading", message: "Loading the terms" })}
    />
  );
}
