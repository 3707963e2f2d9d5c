import { Button, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import {
  sameItem,
  type InboxItemKey,
  type InboxPage,
} from "../../../../application/admin/sections/inbox.types";
import { InboxItemCard } from "./inbox-item-card";
import type { PhotoLoader } from "./use-photo-url";

export interface InboxListProps {
  status: LoadStatus;
  inbox: InboxPage | null;
  page: number;
  /** Words for a refused load, already translated. */
  errorText?: string | undefined;
  /** Says the list is empty because nothing is left to do, rather than because nothing came. */
  openOnly: boolean;
  closing: InboxItemKey | null;
  /** The last refused close: its item and the words, already translated. */
  closeRefusal: (InboxItemKey & { text: string }) | null;
  loadPhoto: PhotoLoader;
  onClose: (key: InboxItemKey) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The inbox's items and pages; or their loading, empty or error. */
export function InboxList(props: InboxListProps) {
  const { status, inbox, page, errorText, onRetry, onPage } = props;
  const { t } = useLingui();
  if (status === "error") {
    return (
      <Stack role="alert" align="start" gap="3" py="6" data-testid="inbox-error">
        <Text>{errorText ?? t({ id: "admin.inbox.error", message: "The inbox could not be loaded." })}</Text>
        <Button variant="outline" minH="11" onClick={onRetry}>
          {t({ id: "admin.retry", message: "Try again" })}
        </Button>
      </Stack>
    );
  }
  if (!inbox || (status === "pending" && inbox.results.length === 0)) {
    return (
      <Stack aria-busy="true" gap="3" data-testid="inbox-loading">
        <Text srOnly>{t({ id: "admin.inbox.loading", message: "Loading the inbox" })}</Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="32" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (inbox.results.length === 0) {
    return (
      <Text py="10" textAlign="center" color="fg.muted" data-testid="inbox-empty">
        {props.openOnly
          ? t({ id: "admin.inbox.allClosed", message: "Nothing is waiting: every item is closed." })
          : t({ id: "admin.inbox.empty", message: "Nothing matches these filters." })}
      </Text>
    );
  }
  const pages = inbox.totalPages;
  return (
    <Stack gap="4" aria-busy={status === "pending"} data-testid="inbox">
      {inbox.results.map((item) => (
        <InboxItemCard
          key={`${item.kind}-${item.id}`}
          item={item}
          closing={props.closing !== null && sameItem(props.closing, item)}
          refusal={props.closeRefusal && sameItem(props.closeRefusal, item) ? props.closeRefusal.text : null}
          loadPhoto={props.loadPhoto}
          onClose={() => props.onClose({ kind: item.kind, id: item.id })}
        />
      ))}
      {pages > 1 && (
        <Flex
          as="nav"
          aria-label={t({ id: "admin.queue.pages", message: "Pages" })}
          gap="3"
          align="center"
          justify="center"
          wrap="wrap"
        >
          <Button
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t({ id: "admin.queue.previous", message: "Previous" })}
          </Button>
          <Text
            aria-live="polite"
            textAlign="center"
            whiteSpace="nowrap"
            w={{ base: "full", sm: "auto" }}
            order={{ base: -1, sm: 0 }}
          >
            {t({ id: "admin.queue.pageOf", message: `Page ${page} of ${pages}` })}
          </Text>
          <Button
            variant="outline"
            minH="11"
            flex={{ base: "1", sm: "initial" }}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t({ id: "admin.queue.next", message: "Next" })}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
