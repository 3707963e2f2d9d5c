import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { LoadStatus } from "../../../../application/app/deps";
import {
  sameItem,
  type InboxItemKey,
  type InboxPage,
} from "../../../../application/admin/sections/inbox.types";
import { InboxItemCard } from "./inbox-item-card";
import type { PhotoLoader } from "./use-photo-url";
import { ListEmpty, ListFailed, ListLoading } from "../list-states";
import { AdminPaging } from "../admin-paging";

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
      <ListFailed
        testId="inbox-error"
        text={errorText ?? t({ id: "admin.inbox.error", message: "The inbox could not be loaded." })}
        onRetry={onRetry}
      />
    );
  }
  if (!inbox || (status === "pending" && inbox.results.length === 0)) {
    return (
      <ListLoading
        testId="inbox-loading"
        label={t({ id: "admin.inbox.loading", message: "Loading the inbox" })}
        rowHeight="32"
        tall
      />
    );
  }
  if (inbox.results.length === 0) {
    return (
      <ListEmpty testId="inbox-empty">
        {props.openOnly
          ? t({ id: "admin.inbox.allClosed", message: "Nothing is waiting: every item is closed." })
          : t({ id: "admin.inbox.empty", message: "Nothing matches these filters." })}
      </ListEmpty>
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
      <AdminPaging page={page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
