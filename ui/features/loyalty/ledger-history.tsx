import { Box, chakra, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LedgerEntry } from "../../../domain/loyalty";
import { Button } from "../../kit/button";
import type { LinkComponent } from "../orders/order-link";
import { useOrderFormat } from "../orders/order-format";
import { useLoyaltyText } from "./loyalty-text";

export interface LedgerHistoryProps {
  /** null while the first page loads. */
  entries: readonly LedgerEntry[] | null;
  failed: boolean;
  hasMore: boolean;
  morePending: boolean;
  moreFailed: boolean;
  onMore: () => void;
  onRetry: () => void;
  Link: LinkComponent;
}

function EntryRow({ entry, Link }: { entry: LedgerEntry; Link: LinkComponent }) {
  const { t } = useLingui();
  const text = useLoyaltyText();
  const format = useOrderFormat();
  const adds = entry.kind !== "spent";
  const id = entry.orderId;
  return (
    <HStack
      as="li"
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap="2"
      p="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      data-kind={entry.kind}
      data-currency={entry.currency}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold">{text.title(entry.currency, entry.kind)}</Text>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" align="center">
          {id === null ? (
            <Text as="span" display="inline-flex" alignItems="center" minH="11">
              {t({ id: "loyalty.entry.bonus", message: "Bonus without an order" })}
            </Text>
          ) : (
            <Box
              asChild
              display="inline-flex"
              alignItems="center"
              minH="11"
              color="brand.fg"
              fontWeight="medium"
              _hover={{ textDecoration: "underline" }}
            >
              <Link href={`/order/${id}`} data-testid={`ledger-order-${id}`}>
                {t({ id: "loyalty.entry.order", message: `Order №${id}` })}
              </Link>
            </Box>
          )}
          <chakra.time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</chakra.time>
        </HStack>
      </Stack>
      <Text
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
        color={adds ? { base: "green.700", _dark: "green.300" } : "fg"}
        ms="auto"
        data-testid="ledger-change"
      >
        {text.change(entry)}
      </Text>
    </HStack>
  );
}

/** What changed the balances, newest first, each change with the order it belongs to. */
export function LedgerHistory(props: LedgerHistoryProps) {
  const { t } = useLingui();
  const { entries, failed, Link } = props;
  if (failed) {
    return (
      <Stack gap="3" align="flex-start" role="alert">
        <Text color={{ base: "red.600", _dark: "red.300" }}>
          {t({ id: "loyalty.history.failed", message: "Could not load your balance. Please try again." })}
        </Text>
        <Button variant="secondary" minH="11" onClick={props.onRetry} data-testid="ledger-retry">
          {t({ id: "loyalty.history.retry", message: "Try again" })}
        </Button>
      </Stack>
    );
  }
  if (!entries) {
    return (
      <Stack
        gap="3"
        aria-busy="true"
        aria-label={t({ id: "loyalty.history.loading", message: "Loading your history" })}
      >
        <Skeleton h="20" borderRadius="l3" />
        <Skeleton h="20" borderRadius="l3" />
        <Skeleton h="20" borderRadius="l3" />
      </Stack>
    );
  }
  if (entries.length === 0) {
    return (
      <Stack
        gap="1"
        p="6"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="l3"
        textAlign="center"
      >
        <Text fontWeight="semibold">{t({ id: "loyalty.history.empty", message: "No changes yet" })}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t({
            id: "loyalty.history.emptyHint",
            message: "Cashback is credited when an order is delivered; you can spend it at checkout.",
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="ledger-list">
        {entries.map((entry) => (
          <EntryRow
            key={`${entry.currency}-${entry.kind}-${entry.orderId}-${entry.createdAt}`}
            entry={entry}
            Link={Link}
          />
        ))}
      </Stack>
      {props.moreFailed && (
        <Text role="alert" color={{ base: "red.600", _dark: "red.300" }} fontSize="sm">
          {t({ id: "loyalty.history.moreFailed", message: "Could not load more. Please try again." })}
        </Text>
      )}
      {props.hasMore && (
        <Button
          variant="secondary"
          minH="11"
          alignSelf="flex-start"
          loading={props.morePending}
          onClick={props.onMore}
          data-testid="ledger-more"
        >
          {t({ id: "loyalty.history.more", message: "Show more" })}
        </Button>
      )}
    </Stack>
  );
}
