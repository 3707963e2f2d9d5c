import { Box, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { FaqEntry } from "../../../application/support/support.types";
import { ChevronDownIcon } from "../../layout/icons";
import { HtmlContent } from "../content/html-content";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";

/**
 * The questions as an accordion of native disclosure widgets: each opens on a click, Enter or Space, works
 * before the script has loaded, and needs no accordion recipe in the theme (ui/theme/system.ts).
 */
export function FaqList({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="faq-list">
      {items.map((item) => (
        <Box
          as="li"
          key={item.id}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="bg"
          css={{ "& details[open] > summary svg": { transform: "rotate(180deg)" } }}
        >
          <details data-testid="faq-item">
            <Box
              as="summary"
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="3"
              minH="11"
              px="4"
              py="2.5"
              cursor="pointer"
              fontWeight="medium"
              borderRadius="l2"
              listStyle="none"
              _hover={{ color: "brand.fg" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
              css={{ "&::-webkit-details-marker": { display: "none" } }}
            >
              <span>{item.question}</span>
              <ChevronDownIcon boxSize="5" flexShrink={0} color="fg.muted" transition="transform 0.2s" />
            </Box>
            {/* Its paragraphs keep their own bottom margin, so the panel adds little under them. */}
            <HtmlContent html={item.answer} px="4" pb="1" color="fg.muted" />
          </details>
        </Box>
      ))}
    </Stack>
  );
}

/** The FAQ as it stands: on its way, failed, empty, or the questions. */
export function FaqView({
  status,
  items,
  onRetry,
}: {
  status: LoadStatus;
  items: readonly FaqEntry[];
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (status === "error")
    return (
      <SupportLoadError
        testId="faq-error"
        text={t({ id: "support.faq.error", message: "Could not load the questions. Check the connection." })}
        onRetry={onRetry}
      />
    );
  if (items.length === 0 && status !== "ready")
    return (
      <SupportLoading
        testId="faq-loading"
        rows={4}
        height="11"
        label={t({ id: "support.faq.loading", message: "Loading the questions" })}
      />
    );
  if (items.length === 0)
    return (
      <SupportNotice
        testId="faq-empty"
        title={t({ id: "support.faq.empty", message: "No questions here yet" })}
        text={t({ id: "support.faq.emptyText", message: "Ask us in Telegram or call us: we will help." })}
      />
    );
  return <FaqList items={items} />;
}
