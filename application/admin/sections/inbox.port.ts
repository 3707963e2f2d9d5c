import type { InboxFilter, InboxItem, InboxKind, InboxPage } from "./inbox.types";

/** The back office's calls on admin/inbox/ (feedback and bug reports, close, bug photos). */
export interface AdminInboxCalls {
  items(filter: InboxFilter): Promise<InboxPage>;
  /** Closes an item (one already closed stays as it was) and gives it back as it is now. */
  close(kind: InboxKind, id: number): Promise<InboxItem>;
  /** A bug report's `n`th photo (from 0): only the staff's token opens it, so it comes as bytes. */
  photo(id: number, n: number): Promise<Blob>;
}
