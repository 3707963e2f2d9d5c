import type { AdminInboxCalls } from "../../application/admin/sections/inbox.port";
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxKind,
} from "../../application/admin/sections/inbox.types";
import type { AdminClient } from "./admin-client";
import { inboxItemFromWire, inboxPageFromWire } from "./admin-inbox.mapper";

/** The back office's inbox calls (server/modules/admin/admin-inbox.routes.ts). */
export class HttpAdminInbox implements AdminInboxCalls {
  constructor(protected readonly api: AdminClient) {}

  async items(filter: InboxFilter) {
    const query = {
      kind: filter.kind === "all" ? undefined : filter.kind,
      state: filter.state === "all" ? undefined : filter.state,
      page: filter.page,
      page_size: INBOX_PAGE_SIZE,
    };
    return inboxPageFromWire(await this.api.call("adminInbox", { query }), INBOX_PAGE_SIZE);
  }

  async close(kind: InboxKind, id: number) {
    return inboxItemFromWire(await this.api.call("adminInboxClose", { params: { kind, id } }));
  }

  photo(id: number, n: number) {
    return this.api.blob("adminInboxPhoto", { params: { id, n } });
  }
}
