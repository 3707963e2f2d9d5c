import { useUnit } from "effector-react";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  $closeRefusal,
  $closing,
  $inbox,
  $inboxRefusal,
  $inboxStatus,
  closeRequested,
  inboxOpened,
  inboxPhotoFx,
} from "../../../../application/admin/sections/inbox.model";
import {
  INBOX_KIND_FILTERS,
  INBOX_STATES,
  type InboxFilter,
  type InboxKindFilter,
  type InboxState,
} from "../../../../application/admin/sections/inbox.types";
import { ListRefusal } from "../list-states";
import { useRefusalWords } from "../use-refusal-words";
import { InboxFilters } from "./inbox-filters";
import { InboxList } from "./inbox-list";

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

/** The URL's query as filters; anything malformed reads as the default: every kind, open ones. */
export function inboxFilterOf(params: URLSearchParams): InboxFilter {
  const page = Number(params.get("page"));
  return {
    kind: oneOf<InboxKindFilter>(INBOX_KIND_FILTERS, params.get("kind"), "all"),
    state: oneOf<InboxState>(INBOX_STATES, params.get("state"), "open"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filter: InboxFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.kind !== "all") query.kind = filter.kind;
  if (filter.state !== "open") query.state = filter.state;
  if (filter.page > 1) query.page = String(filter.page);
  return query;
}

/** /admin/inbox: feedback and bug reports, the filters kept in the URL so a reload shows the same ones. */
export function InboxSection() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filter = useMemo(() => inboxFilterOf(new URLSearchParams(key)), [key]);
  const [inbox, status, refusal, closing, closeRefusal] = useUnit([
    $inbox,
    $inboxStatus,
    $inboxRefusal,
    $closing,
    $closeRefusal,
  ]);
  const [open, close, loadPhoto] = useUnit([inboxOpened, closeRequested, inboxPhotoFx]);
  const errorText = useRefusalWords(refusal);
  const closeText = useRefusalWords(closeRefusal?.refusal ?? null);
  useEffect(() => void open(filter), [filter, open]);
  const go = (next: InboxFilter) => setParams(queryOf(next));
  return (
    <>
      <InboxFilters filter={filter} onChange={go} />
      <ListRefusal refusal={refusal}>
        <InboxList
          status={status}
          inbox={inbox}
          page={filter.page}
          errorText={refusal?.code || refusal?.words ? (errorText ?? undefined) : undefined}
          openOnly={filter.state === "open"}
          closing={closing}
          closeRefusal={
            closeRefusal && closeText
              ? { kind: closeRefusal.kind, id: closeRefusal.id, text: closeText }
              : null
          }
          loadPhoto={loadPhoto}
          onClose={close}
          onPage={(page) => go({ ...filter, page })}
          onRetry={() => open(filter)}
        />
      </ListRefusal>
    </>
  );
}
