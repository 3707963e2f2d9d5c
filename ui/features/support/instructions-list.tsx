import { Box, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../application/app/deps";
import type { InstructionSummary } from "../../../application/support/support.types";
import { ChevronRightIcon } from "../../layout/icons";
import { LocalLink } from "../../routing/localized";
import { pathTo } from "../../routing/route-names";
import { SupportLoadError, SupportLoading, SupportNotice } from "./support-states";

/** The instructions, each a link to its own page (/profile/instruction/<id>). */
export function InstructionsList({ items }: { items: readonly InstructionSummary[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="instructions-list">
      {items.map((item) => (
        <li key={item.id}>
          <LocalLink
            to={pathTo("profile-instruction-slug", { slug: item.id })}
            data-testid="instruction-link"
          >
            <Stack
              direction="row"
              align="center"
              gap="3"
              minH="14"
              px="4"
              py="3"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              _hover={{ borderColor: "brand.solid", bg: "bg.subtle" }}
              transition="border-color 0.15s, background 0.15s"
            >
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{item.title}</Text>
                {item.description && (
                  <Text fontSize="sm" color="fg.muted" mt="0.5">
                    {item.description}
                  </Text>
                )}
              </Box>
              <ChevronRightIcon boxSize="5" color="fg.muted" flexShrink={0} aria-hidden />
            </Stack>
          </LocalLink>
        </li>
      ))}
    </Stack>
  );
}

/** The list as it stands: on its way, failed, empty, or the instructions. */
export function InstructionsView({
  status,
  items,
  onRetry,
}: {
  status: LoadStatus;
  items: readonly InstructionSummary[];
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (status === "error")
    return (
      <SupportLoadError
        testId="instructions-error"
        text={t({
          id: "support.instructions.error",
          message: "Could not load the instructions. Check the connection.",
        })}
        onRetry={onRetry}
      />
    );
  if (items.length === 0 && status !== "ready")
    return (
      <SupportLoading
        testId="instructions-loading"
        label={t({ id: "support.instructions.loading", message: "Loading the instructions" })}
      />
    );
  if (items.length === 0)
    return (
      <SupportNotice
        testId="instructions-empty"
        title={t({ id: "support.instructions.empty", message: "No instructions yet" })}
        text={t({
          id: "support.instructions.emptyText",
          message: "Step-by-step guides to the shop will appear here.",
        })}
      />
    );
  return <InstructionsList items={items} />;
}
